// tests/engine/ui/ContainerTest.h — the ccui container tests' fixture: a running scene, synthetic
// touches through the event dispatcher, frames of a fixed step, and event logs.
#pragma once

#include "events/EventDispatcher.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "ui/Layout.h"

#include "EngineTest.h"

#include <string>
#include <vector>

namespace kite::test {

class ContainerTest : public EngineTest {
protected:
    using Code = cc::EventTouch::EventCode;
    static constexpr float kStep = 1.0f / 60.0f;

    /// A plain widget of @p size (custom size) at @p position, anchor (0, 0).
    static cc::ui::Widget* box(float w, float h, float x = 0.0f, float y = 0.0f) {
        auto* widget = cc::ui::Widget::create();
        widget->ignoreContentAdaptWithSize(false);
        widget->setContentSize(cc::Size(w, h));
        widget->setAnchorPoint(cc::Vec2::ZERO);
        widget->setPosition(cc::Vec2(x, y));
        return widget;
    }
    void send(Code code, float x, float y) {
        touch->setTouchInfo(0, x, y);
        cc::EventTouch event(code, {touch.get()});
        director->getEventDispatcher()->dispatchEvent(&event);
    }
    /// A new finger down at (x, y).
    void press(float x, float y) {
        touch = cc::makeRef<cc::Touch>();
        send(Code::BEGAN, x, y);
    }
    /// Moves to (x, y) in @p moves equal steps, one frame of kStep after each.
    void drag(float x, float y, int moves) {
        const cc::Vec2 from = touch->getLocation();
        for (int i = 1; i <= moves; ++i) {
            const cc::Vec2 at = from + (cc::Vec2(x, y) - from) * (static_cast<float>(i) / moves);
            step(kStep);
            send(Code::MOVED, at.x, at.y);
        }
    }
    void release() {
        const cc::Vec2 at = touch->getLocation();
        send(Code::ENDED, at.x, at.y);
    }

    cc::RefPtr<cc::Touch> touch;
    std::vector<int> events;
};

} // namespace kite::test
