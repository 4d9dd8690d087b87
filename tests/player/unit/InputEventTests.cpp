// tests/player/unit/InputEventTests.cpp — the text form of input events (engine/platform/InputEvent).
#include "events/Controller.h"
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
    for (const char* text :
         {"", "key-down", "key-down NOT_A_KEY", "key-down A B", "mouse-down LEFT 1", "mouse-move 1 x",
          "mouse-move nan 1", "wheel inf 0", "wheel 1", "quit now", "jump 1 2"})
        EXPECT_FALSE(InputEvent::fromText(text, &event)) << text;
    EXPECT_EQ(event, InputEvent::mouseMove(7, 7));
}

// -- game controllers and text (issue 21) ------------------------------------------------------

TEST(InputEvent, ControllerAndTextEventsReadBackAsWritten) {
    std::string everyByte;
    for (int c = 0; c < 256; ++c)
        everyByte += static_cast<char>(c);
    const InputEvent events[] = {InputEvent::padAdded(0, "Xbox 360 Controller"),
                                 InputEvent::padAdded(12, ""),
                                 InputEvent::padRemoved(3),
                                 InputEvent::padButton(1, cc::Controller::BUTTON_A, true),
                                 InputEvent::padButton(1, cc::Controller::BUTTON_DPAD_LEFT, false),
                                 InputEvent::padAxis(2, cc::Controller::JOYSTICK_LEFT_Y, -1.0f / 3.0f),
                                 InputEvent::padAxis(2, cc::Controller::AXIS_RIGHT_TRIGGER, 1.0f),
                                 InputEvent::textInput("h\xC3\xA9llo w\\orld"),
                                 InputEvent::textInput(everyByte),
                                 InputEvent::textEditing("\xE3\x81\x8B", 1, 0),
                                 InputEvent::textEditing("", 0, 0)};
    for (const InputEvent& event : events)
        EXPECT_EQ(parsed(event.toText()), event) << event.toText();
}

TEST(InputEvent, ControllerAndTextFormsAreOneLineOfPlainWords) {
    EXPECT_EQ(InputEvent::padAdded(0, "Pad 1").toText(), "pad-added 0 Pad\\s1");
    EXPECT_EQ(InputEvent::padRemoved(0).toText(), "pad-removed 0");
    EXPECT_EQ(InputEvent::padButton(0, cc::Controller::BUTTON_A, true).toText(), "pad-down 0 BUTTON_A");
    EXPECT_EQ(InputEvent::padButton(0, cc::Controller::BUTTON_START, false).toText(),
              "pad-up 0 BUTTON_START");
    EXPECT_EQ(InputEvent::padAxis(0, cc::Controller::JOYSTICK_LEFT_X, -0.5f).toText(),
              "pad-axis 0 JOYSTICK_LEFT_X -0.5");
    EXPECT_EQ(InputEvent::textInput("h\xC3\xA9 \n\\").toText(), "text-input h\\xC3\\xA9\\s\\x0A\\\\");
    EXPECT_EQ(InputEvent::textEditing("", 0, 0).toText(), "text-editing 0 0 \\0");
    for (const InputEvent& e :
         {InputEvent::textInput(std::string("\0\r\t\x7f", 4)), InputEvent::padAdded(1, "a\nb")}) {
        const std::string line = e.toText();
        for (char c : line)
            EXPECT_TRUE(c >= ' ' && c < 0x7f) << line;
    }
}

TEST(InputEvent, ControllerKeysReadByNameOrNumber) {
    EXPECT_EQ(parsed("pad-down 4 1004"), InputEvent::padButton(4, cc::Controller::BUTTON_A, true));
    EXPECT_EQ(parsed("pad-up 4 BUTTON_PAUSE"), InputEvent::padButton(4, cc::Controller::BUTTON_PAUSE, false));
}

TEST(InputEvent, MalformedControllerAndTextLinesAreRejected) {
    InputEvent event = InputEvent::mouseMove(7, 7);
    for (const char* text : {"pad-added",
                             "pad-added 1",
                             "pad-added x Pad",
                             "pad-added 1 a b",
                             "pad-removed",
                             "pad-removed 1 2",
                             "pad-down 1",
                             "pad-down 1 NOT_A_BUTTON",
                             "pad-down x BUTTON_A",
                             "pad-axis 1 JOYSTICK_LEFT_X",
                             "pad-axis 1 JOYSTICK_LEFT_X 1.5",
                             "pad-axis 1 JOYSTICK_LEFT_X nan",
                             "pad-axis 1 JOYSTICK_LEFT_X x",
                             "pad-down 99999999999 BUTTON_A",
                             "text-input",
                             "text-input \\0",
                             "text-input a b",
                             "text-input \\q",
                             "text-input \\x4",
                             "text-input \\xZZ",
                             "text-input a\\",
                             "text-editing 1 0",
                             "text-editing a 0 x",
                             "text-editing 1 0 x y"})
        EXPECT_FALSE(InputEvent::fromText(text, &event)) << text;
    EXPECT_EQ(event, InputEvent::mouseMove(7, 7));
}
