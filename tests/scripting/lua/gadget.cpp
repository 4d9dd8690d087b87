#include "gadget.h"

namespace cc {

Gadget* Gadget::create() {
    auto* g = new Gadget();
    g->autorelease();
    return g;
}

Widget* Widget::create() {
    auto* w = new Widget();
    w->autorelease();
    return w;
}

} // namespace cc
