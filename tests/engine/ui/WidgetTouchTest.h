// tests/engine/ui/WidgetTouchTest.h — a fixture that drives widgets with one finger through the
// EventDispatcher and logs what their listeners hear ("<name> began", ..., "<name> click").
#pragma once

#include "events/EventDispatcher.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "ui/Widget.h"

#include "EngineTest.h"

#include <string>
#include <vector>

namespace kite {
namespace test {

/// "began", "moved", "ended" or "canceled".
inline const char* touchPhaseName(cc::ui::Widget::TouchEventType type) {
    static const char* const names[] = {"began", "moved", "ended", "canceled"};
    return names[static_cast<int>(type)];
}

class WidgetTouchTest : public EngineTest {
protected:
    using Code = cc::EventTouch::EventCode;
    using Log = std::vector<std::string>;

    void SetUp() override {
        EngineTest::SetUp();
        touch = cc::makeRef<cc::Touch>();
    }
    void send(Code code, float x, float y) {
        touch->setTouchInfo(0, x, y);
        cc::EventTouch event(code, {touch.get()});
        director->getEventDispatcher()->dispatchEvent(&event);
    }
    void tap(float x, float y) {
        send(Code::BEGAN, x, y);
        send(Code::ENDED, x, y);
    }
    /// Logs @p widget's touch events and clicks under @p name.
    void listen(cc::ui::Widget* widget, const std::string& name) {
        widget->addTouchEventListener([this, name](cc::Ref* sender, cc::ui::Widget::TouchEventType type) {
            log.push_back(name + " " + touchPhaseName(type));
            EXPECT_NE(dynamic_cast<cc::ui::Widget*>(sender), nullptr);
        });
        widget->addClickEventListener([this, name](cc::Ref*) { log.push_back(name + " click"); });
    }

    cc::RefPtr<cc::Touch> touch;
    Log log;
};

} // namespace test
} // namespace kite
