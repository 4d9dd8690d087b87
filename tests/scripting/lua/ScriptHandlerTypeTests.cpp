// ScriptHandlerTypeTests.cpp -- the handler kinds (cc.Handler.*) keep cocos2d-x's numbers.
#include "ScriptHandlerType.h"

#include <gtest/gtest.h>

TEST(ScriptHandlerType, ValuesMatchCocos) {
    using T = cc::ScriptHandlerType;
    EXPECT_EQ(static_cast<int>(T::NODE), 0);
    EXPECT_EQ(static_cast<int>(T::MENU_CLICKED), 1);
    EXPECT_EQ(static_cast<int>(T::CALLFUNC), 2);
    EXPECT_EQ(static_cast<int>(T::SCHEDULE), 3);
    EXPECT_EQ(static_cast<int>(T::ACCELEROMETER), 6);
    EXPECT_EQ(static_cast<int>(T::CONTROL_VALUE_CHANGED), 15);
    EXPECT_EQ(static_cast<int>(T::GL_NODE_DRAW), 20);
    EXPECT_EQ(static_cast<int>(T::ARMATURE_EVENT), 35);
    EXPECT_EQ(static_cast<int>(T::EVENT_ACC), 36);
    EXPECT_EQ(static_cast<int>(T::EVENT_CUSTOM), 37);
    EXPECT_EQ(static_cast<int>(T::EVENT_CUSTIOM), 37);
    EXPECT_EQ(static_cast<int>(T::EVENT_KEYBOARD_PRESSED), 38);
    EXPECT_EQ(static_cast<int>(T::EVENT_TOUCH_BEGAN), 40);
    EXPECT_EQ(static_cast<int>(T::EVENT_TOUCHES_BEGAN), 44);
    EXPECT_EQ(static_cast<int>(T::EVENT_MOUSE_DOWN), 48);
    EXPECT_EQ(static_cast<int>(T::EVENT_MOUSE_SCROLL), 51);
    EXPECT_EQ(static_cast<int>(T::EVENT_CUSTOM_BEGAN), 10000);
    EXPECT_EQ(static_cast<int>(T::EVENT_CUSTOM_ENDED), 11000);
}

TEST(ScriptHandlerType, ValidKindsAreTheEnumAndTheCustomRange) {
    EXPECT_TRUE(cc::isScriptHandlerType(0));
    EXPECT_TRUE(
        cc::isScriptHandlerType(static_cast<int>(cc::ScriptHandlerType::EVENT_SPINE_ANIMATION_EVENT)));
    EXPECT_FALSE(
        cc::isScriptHandlerType(static_cast<int>(cc::ScriptHandlerType::EVENT_SPINE_ANIMATION_EVENT) + 1));
    EXPECT_FALSE(cc::isScriptHandlerType(-1));
    EXPECT_TRUE(cc::isScriptHandlerType(10000));
    EXPECT_TRUE(cc::isScriptHandlerType(10500));
    EXPECT_TRUE(cc::isScriptHandlerType(11000));
    EXPECT_FALSE(cc::isScriptHandlerType(11001));
}
