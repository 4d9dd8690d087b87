// gadget.h -- a small Ref-derived hierarchy bound by gadget.pkg for tolua_fix and LuaEngine tests.
#pragma once

#include "KiteBindingSupport.h"
#include "base/Ref.h"
#include "math/Color.h"
#include "math/Rect.h"
#include "math/Vec2.h"

namespace cc {

class Gadget : public Ref {
public:
    static Gadget* create();
    Gadget* getFriend() const { return _friend; }
    void setFriend(Gadget* g) { _friend = g; } // weak, for identity tests
    Vec2 getPosition() const { return _position; }
    void setPosition(const Vec2& p) { _position = p; }
    Rect getBox() const { return Rect(_position.x, _position.y, 10, 20); }
    void setColor(const Color3B& c) { _color = c; }
    Color3B getColor() const { return _color; }
    int keep(LUA_FUNCTION handler) {
        _handler = handler;
        return handler;
    }
    int getHandler() const { return _handler; }
    static Gadget* asGadget(Ref* r) { return static_cast<Gadget*>(r); }

private:
    Gadget* _friend = nullptr;
    Vec2 _position;
    Color3B _color;
    int _handler = 0;
};

class Widget : public Gadget {
public:
    static Widget* create();
};

} // namespace cc
