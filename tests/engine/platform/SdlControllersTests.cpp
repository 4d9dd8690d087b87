// tests/engine/platform/SdlControllersTests.cpp — SDL game controllers to pad InputEvents
// (engine/platform/SdlControllers, issue 21), driven by SDL's own virtual joystick: no device needed,
// and SDL's game-controller layer (its mapping of the virtual pad) runs as it does for a real one.
#include "events/Controller.h"
#include "platform/SdlControllers.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

using cc::Controller;
using cc::InputEvent;

namespace {

class SdlControllersTest : public ::testing::Test {
protected:
    void SetUp() override {
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
        ASSERT_EQ(SDL_Init(SDL_INIT_GAMECONTROLLER), 0) << SDL_GetError();
    }
    void TearDown() override {
        pads.closeAll();
        if (index >= 0) SDL_JoystickDetachVirtual(index);
        SDL_Quit();
    }
    /// Attaches a virtual game controller with every standard button and axis.
    void attach(const char* name) {
        SDL_VirtualJoystickDesc desc;
        SDL_zero(desc);
        desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
        desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
        desc.naxes = SDL_CONTROLLER_AXIS_MAX;
        desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
        desc.name = name;
        index = SDL_JoystickAttachVirtualEx(&desc);
        ASSERT_GE(index, 0) << SDL_GetError();
        poll();
        ASSERT_FALSE(events.empty()) << "no controller-added event";
        joystick = SDL_JoystickFromInstanceID(events.back().device);
        ASSERT_NE(joystick, nullptr);
    }
    /// What SDL reports now, as pad events.
    void poll() {
        SDL_GameControllerUpdate();
        SDL_Event e;
        while (SDL_PollEvent(&e))
            pads.handle(e, &events);
    }
    std::vector<std::string> lines() const {
        std::vector<std::string> out;
        for (const InputEvent& e : events)
            out.push_back(e.toText());
        return out;
    }

    cc::SdlControllers pads;
    std::vector<InputEvent> events;
    int index = -1;
    SDL_Joystick* joystick = nullptr;
};

} // namespace

TEST_F(SdlControllersTest, AnAttachedPadIsAddedWithItsName) {
    attach("Kite Test Pad");
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].type, InputEvent::Type::PadAdded);
    EXPECT_EQ(events[0].text, "Kite Test Pad");
}

TEST_F(SdlControllersTest, ButtonsMapToCocosKeys) {
    attach("Pad");
    const int id = events[0].device;
    events.clear();
    SDL_JoystickSetVirtualButton(joystick, SDL_CONTROLLER_BUTTON_A, SDL_PRESSED);
    SDL_JoystickSetVirtualButton(joystick, SDL_CONTROLLER_BUTTON_BACK, SDL_PRESSED);
    SDL_JoystickSetVirtualButton(joystick, SDL_CONTROLLER_BUTTON_DPAD_LEFT, SDL_PRESSED);
    SDL_JoystickSetVirtualButton(joystick, SDL_CONTROLLER_BUTTON_GUIDE, SDL_PRESSED); // no cocos key
    poll();
    SDL_JoystickSetVirtualButton(joystick, SDL_CONTROLLER_BUTTON_A, SDL_RELEASED);
    poll();
    const std::string pad = std::to_string(id);
    EXPECT_EQ(lines(), (std::vector<std::string>{
                           "pad-down " + pad + " BUTTON_A", "pad-down " + pad + " BUTTON_SELECT",
                           "pad-down " + pad + " BUTTON_DPAD_LEFT", "pad-up " + pad + " BUTTON_A"}));
}

TEST_F(SdlControllersTest, AxesAreNormalisedSticksBothWaysTriggersFromZero) {
    attach("Pad");
    const int id = events[0].device;
    events.clear();
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX, -32768);
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_RIGHTY, 32767);
    SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_TRIGGERLEFT, 32767);
    poll();
    const std::string pad = std::to_string(id);
    EXPECT_EQ(lines(), (std::vector<std::string>{"pad-axis " + pad + " JOYSTICK_LEFT_X -1",
                                                 "pad-axis " + pad + " JOYSTICK_RIGHT_Y 1",
                                                 "pad-axis " + pad + " AXIS_LEFT_TRIGGER 1"}));
    EXPECT_EQ(cc::SdlControllers::axisValue(SDL_CONTROLLER_AXIS_LEFTY, 16384), 16384.0f / 32767.0f);
    EXPECT_EQ(cc::SdlControllers::axisValue(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, -5), 0.0f);
    EXPECT_EQ(cc::SdlControllers::axisValue(SDL_CONTROLLER_AXIS_LEFTX, 0), 0.0f);
}

TEST_F(SdlControllersTest, ADetachedPadIsRemoved) {
    attach("Pad");
    const int id = events[0].device;
    events.clear();
    ASSERT_EQ(SDL_JoystickDetachVirtual(index), 0);
    index = -1;
    poll();
    EXPECT_EQ(lines(), (std::vector<std::string>{"pad-removed " + std::to_string(id)}));
}

TEST(SdlControllersMapping, EveryMappedKeyIsACocosKey) {
    for (int b = 0; b < SDL_CONTROLLER_BUTTON_MAX; ++b) {
        int key = cc::SdlControllers::keyOfButton(b);
        if (key >= 0) {
            EXPECT_TRUE(key >= Controller::JOYSTICK_LEFT_X && key < Controller::KEY_MAX) << b;
        }
    }
    for (int a = 0; a < SDL_CONTROLLER_AXIS_MAX; ++a)
        EXPECT_GE(cc::SdlControllers::keyOfAxis(a), Controller::JOYSTICK_LEFT_X) << a;
}
