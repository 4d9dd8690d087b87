// engine/actions/Action.cpp
#include "actions/Action.h"

namespace cc {

void Action::startWithTarget(Node* target) {
    _originalTarget = target;
    _target = target;
}

void Action::stop() {
    _target = nullptr;
}

void Action::step(float) {}

void Action::update(float) {}

} // namespace cc
