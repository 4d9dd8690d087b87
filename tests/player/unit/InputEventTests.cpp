// tests/player/unit/InputEventTests.cpp — the text form of input events (engine/platform/InputEvent).
#include "events/EventKeyboard.h"
#include "events/EventMouse.h"
#include "platform/InputEvent.h"

#include <gtest/gtest.h>

using cc::InputEvent;
using Key = cc::EventKeyboard::KeyCode;

namespace {

InputEvent parsed(const std::string& text) {
    InputEvent event = InputEvent::mouseMove(-1, -1);
    EXPECT_TRUE(InputEvent::fromText(text, &event)) << text;
    return event;
}

} // namespace

TEST(InputEvent, EveryKindReadsBackAsWritten) {
    const int left = static_cast<int>(cc::EventMouse::MouseButton::BUTTON_LEFT);
    const InputEvent events[] = {
        InputEvent::keyDown(static_cast<int>(Key::KEY_SPACE)),
        InputEvent::keyUp(static_cast<int>(Key::KEY_LEFT_ARROW)),
        InputEvent::mouseDown(left, 120, 80),
        InputEvent::mouseUp(static_cast<int>(cc::EventMouse::MouseButton::BUTTON_RIGHT), 0.1f, -3),
        InputEvent::mouseMove(121.5f, 1.0f / 3.0f),
        InputEvent::mouseWheel(0, -1),
        InputEvent::quit()};
    for (const InputEvent& event : events)
        EXPECT_EQ(parsed(event.toText()), event) << event.toText();
}

TEST(InputEvent, TextUsesCocosKeyNamesAndPlainNumbers) {
    EXPECT_EQ(InputEvent::keyDown(static_cast<int>(Key::KEY_SPACE)).toText(), "key-down SPACE");
    EXPECT_EQ(InputEvent::keyUp(static_cast<int>(Key::KEY_A)).toText(), "key-up A");
    EXPECT_EQ(InputEvent::mouseDown(0, 30, 140).toText(), "mouse-down LEFT 30 140");
    EXPECT_EQ(InputEvent::mouseMove(121.5f, 80).toText(), "mouse-move 121.5 80");
    EXPECT_EQ(InputEvent::mouseWheel(0, -1).toText(), "wheel 0 -1");
    EXPECT_EQ(InputEvent::quit().toText(), "quit");
}

TEST(InputEvent, KeyNamesCoverAliasesByTheirFirstName) {
    EXPECT_EQ(cc::keyCodeFromName("ESCAPE"), static_cast<int>(Key::KEY_ESCAPE));
    EXPECT_EQ(cc::keyCodeName(static_cast<int>(Key::KEY_BACK)), "ESCAPE"); // KEY_BACK aliases KEY_ESCAPE
    EXPECT_EQ(cc::keyCodeFromName("0"), static_cast<int>(Key::KEY_0));     // digits are names, not numbers
    EXPECT_EQ(cc::keyCodeFromName("PLAY"), static_cast<int>(Key::KEY_PLAY));
    EXPECT_EQ(cc::keyCodeFromName("NOT_A_KEY"), -1);
}

TEST(InputEvent, MalformedTextIsRejectedAndLeavesTheEventAlone) {
    InputEvent event = InputEvent::mouseMove(7, 7);
    for (const char* text : {"", "key-down", "key-down NOT_A_KEY", "key-down A B", "mouse-down LEFT 1",
                             "mouse-move 1 x", "wheel 1", "quit now", "jump 1 2"})
        EXPECT_FALSE(InputEvent::fromText(text, &event)) << text;
    EXPECT_EQ(event, InputEvent::mouseMove(7, 7));
}
