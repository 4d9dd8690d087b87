// tests/engine/ui/WidgetKindsTests.cpp — the ccui widgets over fake images: what each state shows,
// sizes, touches through the dispatcher in cocos2d-x 3.17's event order, missing images, clones
// and lifetimes.
#include "base/Log.h"
#include "scene/Label.h"
#include "scene/LabelAtlas.h"
#include "scene/Sprite.h"
#include "scene/SpriteFrame.h"
#include "scene/SpriteFrameCache.h"
#include "ui/Button.h"
#include "ui/CheckBox.h"
#include "ui/GraySprite.h"
#include "ui/ImageView.h"
#include "ui/LoadingBar.h"
#include "ui/RadioButton.h"
#include "ui/RadioButtonGroup.h"
#include "ui/Scale9Sprite.h"
#include "ui/Slider.h"
#include "ui/Text.h"
#include "ui/TextAtlas.h"
#include "ui/TextBMFont.h"

#include "FakePlatform.h"
#include "TestObjects.h"
#include "WidgetTouchTest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using Code = cc::EventTouch::EventCode;
using Log = std::vector<std::string>;
using cc::ui::Widget;

namespace {

class WidgetKinds : public kite::test::WidgetTouchTest {
protected:
    void SetUp() override {
        WidgetTouchTest::SetUp();
        loader.sizes["normal.png"] = {40, 20};
        loader.sizes["pressed.png"] = {40, 20};
        loader.sizes["disabled.png"] = {40, 20};
        loader.sizes["box.png"] = {16, 16};
        loader.sizes["cross.png"] = {16, 16};
        loader.sizes["bar.png"] = {100, 10};
        loader.sizes["ball.png"] = {10, 10};
        loader.sizes["digits.png"] = {80, 24};
        previousLog = cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error) logged.push_back(message); // the errors a user sees
        });
    }
    void TearDown() override {
        cc::setLogHandler(previousLog);
        WidgetTouchTest::TearDown();
    }
    template <class W> W* place(W* widget, float x, float y) {
        widget->setPosition(cc::Vec2(x, y));
        scene->addChild(widget);
        return widget;
    }
    kite::test::FakeTextureLoader loader;
    kite::test::FakeTextMeasurer measurer;
    cc::LogHandler previousLog;
    Log logged; // error lines only
};

/* -- Button ---------------------------------------------------------------------------------- */

std::string showing(cc::ui::Button* b) {
    std::string s;
    if (b->getRendererNormal()->isVisible()) s += "n";
    if (b->getRendererClicked()->isVisible()) s += "p";
    if (b->getRendererDisabled()->isVisible()) s += "d";
    return s;
}

TEST_F(WidgetKinds, ButtonShowsOneImagePerState) {
    auto* b = place(cc::ui::Button::create("normal.png", "pressed.png", "disabled.png"), 100, 100);
    EXPECT_TRUE(b->isTouchEnabled());
    EXPECT_EQ(b->getContentSize(), cc::Size(40, 20));
    EXPECT_EQ(b->getChildrenCount(), 0);
    EXPECT_EQ(b->getProtectedChildren().size(), 3);
    EXPECT_EQ(showing(b), "n");
    EXPECT_EQ(b->getVirtualRenderer(), b->getRendererNormal());
    b->setHighlighted(true);
    EXPECT_EQ(showing(b), "p");
    EXPECT_EQ(b->getVirtualRenderer(), b->getRendererClicked());
    b->setHighlighted(false);
    b->setEnabled(false);
    EXPECT_EQ(showing(b), "d");
    EXPECT_EQ(b->getVirtualRenderer(), b->getRendererDisabled());
    b->setEnabled(true);
    EXPECT_EQ(showing(b), "n");
}

TEST_F(WidgetKinds, ButtonWithoutPressedImageZoomsTheNormalOne) {
    auto* b = place(cc::ui::Button::create("normal.png"), 100, 100);
    b->setTitleText("Go");
    send(Code::BEGAN, 100, 100);
    EXPECT_EQ(showing(b), "n");
    EXPECT_FLOAT_EQ(b->getRendererNormal()->getScaleX(), 1.1f);
    EXPECT_FLOAT_EQ(b->getTitleRenderer()->getScaleX(), 1.1f);
    send(Code::ENDED, 100, 100);
    EXPECT_FLOAT_EQ(b->getRendererNormal()->getScaleX(), 1.0f);
    b->setZoomScale(0.5f);
    send(Code::BEGAN, 100, 100);
    EXPECT_FLOAT_EQ(b->getRendererNormal()->getScaleY(), 1.5f);
    send(Code::CANCELLED, 100, 100);
}

TEST_F(WidgetKinds, PressedActionZoomsThePressedImageOverTime) {
    auto* b = place(cc::ui::Button::create("normal.png", "pressed.png"), 100, 100);
    b->setPressedActionEnabled(true);
    send(Code::BEGAN, 100, 100);
    EXPECT_FLOAT_EQ(b->getRendererClicked()->getScaleX(), 1.0f); // the zoom is an action
    step(0.1f);
    step(0.1f);
    EXPECT_FLOAT_EQ(b->getRendererClicked()->getScaleX(), 1.1f);
    send(Code::ENDED, 100, 100);
    EXPECT_FLOAT_EQ(b->getRendererClicked()->getScaleX(), 1.0f);
}

TEST_F(WidgetKinds, ButtonStretchesItsImagesOverACustomSizeAndCentresTheTitle) {
    auto* b = place(cc::ui::Button::create("normal.png", "pressed.png"), 100, 100);
    b->setTitleText("Title");
    b->ignoreContentAdaptWithSize(false);
    b->setContentSize(cc::Size(80, 10));
    EXPECT_FLOAT_EQ(b->getRendererNormal()->getScaleX(), 2.0f);
    EXPECT_FLOAT_EQ(b->getRendererNormal()->getScaleY(), 0.5f);
    EXPECT_EQ(b->getRendererNormal()->getPosition(), cc::Vec2(40, 5));
    EXPECT_EQ(b->getTitleRenderer()->getPosition(), cc::Vec2(40, 5));
    EXPECT_EQ(b->getTitleText(), "Title");
}

TEST_F(WidgetKinds, TitleOnlyButtonTakesTheTitleSize) {
    auto* b = cc::ui::Button::create();
    b->setTitleFontSize(20);
    b->setTitleText("abc"); // the fake measurer: 10 per character, the font size high
    EXPECT_EQ(b->getContentSize(), cc::Size(30, 20));
    b->setTitleColor(cc::Color3B(1, 2, 3));
    EXPECT_EQ(b->getTitleColor(), cc::Color3B(1, 2, 3));
    EXPECT_EQ(b->getTitleFontSize(), 20);
}

TEST_F(WidgetKinds, MissingImagesLogOneErrorNamingTheFileAndTheButtonStays) {
    auto* b = place(cc::ui::Button::create("nowhere.png"), 100, 100);
    ASSERT_NE(b, nullptr);
    ASSERT_EQ(logged.size(), 1u);
    EXPECT_NE(logged[0].find("nowhere.png"), std::string::npos) << logged[0];
    EXPECT_EQ(b->getContentSize(), cc::Size(0, 0));
    auto* image = cc::ui::ImageView::create("lost.png");
    ASSERT_NE(image, nullptr);
    EXPECT_EQ(logged.size(), 2u);
    EXPECT_NE(logged[1].find("lost.png"), std::string::npos) << logged[1];
    cc::ui::ImageView::create("nothing", Widget::TextureResType::PLIST);
    ASSERT_EQ(logged.size(), 3u);
    EXPECT_NE(logged[2].find("no sprite frame named 'nothing'"), std::string::npos) << logged[2];
}

TEST_F(WidgetKinds, DisabledButtonWithoutDisabledImageIsGrey) {
    auto* b = place(cc::ui::Button::create("normal.png"), 100, 100);
    b->setEnabled(false);
    EXPECT_EQ(showing(b), "n");
    EXPECT_EQ(b->getRendererNormal()->getState(), cc::ui::Scale9Sprite::State::GRAY);
    b->setEnabled(true);
    EXPECT_EQ(b->getRendererNormal()->getState(), cc::ui::Scale9Sprite::State::NORMAL);
}

TEST_F(WidgetKinds, Scale9ButtonsAndImagesSliceToTheirSize) {
    auto* b = place(cc::ui::Button::create("normal.png", "pressed.png"), 100, 100);
    b->setScale9Enabled(true);
    EXPECT_FALSE(b->isIgnoreContentAdaptWithSize()); // cocos turns adapting off
    b->setCapInsets(cc::Rect(4, 4, 32, 12));
    b->setContentSize(cc::Size(120, 30));
    auto* normal = b->getRendererNormal();
    EXPECT_TRUE(normal->isScale9Enabled());
    EXPECT_EQ(normal->getContentSize(), cc::Size(120, 30));
    EXPECT_FLOAT_EQ(normal->getScaleX(), 1.0f);
    EXPECT_EQ(normal->getInsetLeft(), 4);
    EXPECT_EQ(b->getCapInsetsPressedRenderer(), cc::Rect(4, 4, 32, 12));
    b->setScale9Enabled(false); // adapting comes back: the image's own size
    EXPECT_TRUE(b->isIgnoreContentAdaptWithSize());
    EXPECT_EQ(b->getContentSize(), cc::Size(40, 20));
    EXPECT_FALSE(normal->isScale9Enabled());
    auto* image = cc::ui::ImageView::create("normal.png");
    image->setScale9Enabled(true);
    image->setContentSize(cc::Size(90, 50));
    EXPECT_EQ(image->getVirtualRenderer()->getContentSize(), cc::Size(90, 50));
    auto* bar = place(cc::ui::LoadingBar::create("bar.png", 25), 300, 300);
    bar->setScale9Enabled(true);
    bar->setContentSize(cc::Size(200, 10));
    EXPECT_EQ(bar->getVirtualRenderer()->getContentSize(), cc::Size(50, 10));
}

/* -- Check boxes and radio buttons ---------------------------------------------------------------- */

TEST_F(WidgetKinds, CheckBoxTogglesAfterTheTouchAndClickCallbacks) {
    auto* box = place(cc::ui::CheckBox::create("box.png", "cross.png"), 100, 100);
    EXPECT_TRUE(box->isTouchEnabled());
    EXPECT_FALSE(box->isSelected());
    EXPECT_FALSE(box->getRendererFrontCross()->isVisible());
    listen(box, "box");
    box->addEventListener([this](cc::Ref*, cc::ui::CheckBox::EventType type) {
        log.push_back(type == cc::ui::CheckBox::EventType::SELECTED ? "selected" : "unselected");
    });
    tap(100, 100);
    EXPECT_TRUE(box->isSelected());
    EXPECT_TRUE(box->getRendererFrontCross()->isVisible());
    tap(100, 100);
    send(Code::BEGAN, 100, 100);
    send(Code::MOVED, 300, 100);
    send(Code::ENDED, 300, 100); // released off: no toggle
    EXPECT_EQ(log, (Log{"box began", "box ended", "box click", "selected", "box began", "box ended",
                        "box click", "unselected", "box began", "box moved", "box canceled"}));
    box->setSelected(true); // no event
    EXPECT_EQ(log.size(), 11u);
}

TEST_F(WidgetKinds, DisabledCheckBoxShowsNoCrossWithoutDisabledImages) {
    auto* box = place(cc::ui::CheckBox::create("box.png", "cross.png"), 100, 100);
    box->setSelected(true);
    box->setEnabled(false);
    EXPECT_FALSE(box->getRendererFrontCross()->isVisible());
    EXPECT_TRUE(box->getRendererBackground()->isVisible());
    tap(100, 100);
    EXPECT_TRUE(box->isSelected());
}

// cocos 3.17: without both disabled images, the background and cross get the grey GLProgramState;
// the cross hides and the (empty) disabled cross shows for a selected box.
TEST_F(WidgetKinds, DisabledCheckButtonsGreyTheirBackgroundWithoutDisabledImages) {
    auto* box = place(cc::ui::CheckBox::create("box.png", "cross.png"), 100, 100);
    auto* radio = place(cc::ui::RadioButton::create("box.png", "cross.png"), 200, 100);
    radio->loadTextureBackGroundDisabled("disabled.png"); // one of the two: still grey
    for (cc::ui::AbstractCheckButton* button :
         {static_cast<cc::ui::AbstractCheckButton*>(box), static_cast<cc::ui::AbstractCheckButton*>(radio)}) {
        auto* background = static_cast<cc::ui::GraySprite*>(button->getRendererBackground());
        auto* cross = static_cast<cc::ui::GraySprite*>(button->getRendererFrontCross());
        button->setSelected(true);
        EXPECT_FALSE(background->isGray());
        button->setEnabled(false);
        EXPECT_TRUE(background->isGray());
        EXPECT_TRUE(cross->isGray());
        EXPECT_TRUE(background->isVisible());
        EXPECT_FALSE(cross->isVisible());
        EXPECT_FALSE(button->getRendererBackgroundDisabled()->isVisible());
        EXPECT_TRUE(button->getRendererFrontCrossDisabled()->isVisible());
        button->setEnabled(true);
        EXPECT_FALSE(background->isGray());
        EXPECT_FALSE(cross->isGray());
        EXPECT_TRUE(cross->isVisible());
    }
}

TEST_F(WidgetKinds, DisabledImagesShowInsteadOfTheGrey) {
    auto* box =
        place(cc::ui::CheckBox::create("box.png", "pressed.png", "cross.png", "disabled.png", "normal.png"),
              100, 100);
    box->setSelected(true);
    box->setEnabled(false);
    auto* background = static_cast<cc::ui::GraySprite*>(box->getRendererBackground());
    EXPECT_FALSE(background->isGray());
    EXPECT_FALSE(background->isVisible());
    EXPECT_TRUE(box->getRendererBackgroundDisabled()->isVisible());
    EXPECT_TRUE(box->getRendererFrontCrossDisabled()->isVisible());
    EXPECT_FALSE(box->getRendererFrontCross()->isVisible());

    auto* slider = place(cc::ui::Slider::create("bar.png", "ball.png"), 300, 100);
    auto* ball = static_cast<cc::ui::GraySprite*>(slider->getSlidBallNormalRenderer());
    slider->setEnabled(false); // no disabled ball: the normal one, grey
    EXPECT_TRUE(ball->isGray());
    EXPECT_TRUE(ball->isVisible());
    EXPECT_FALSE(slider->getSlidBallDisabledRenderer()->isVisible());
    slider->setEnabled(true);
    EXPECT_FALSE(ball->isGray());
    slider->loadSlidBallTextureDisabled("disabled.png");
    slider->setEnabled(false);
    EXPECT_FALSE(ball->isGray());
    EXPECT_FALSE(ball->isVisible());
    EXPECT_TRUE(slider->getSlidBallDisabledRenderer()->isVisible());
}

TEST_F(WidgetKinds, RadioGroupSelectsOneAndReportsChanges) {
    auto* group = place(cc::ui::RadioButtonGroup::create(), 0, 0);
    cc::ui::RadioButton* buttons[3];
    for (int i = 0; i < 3; ++i) {
        buttons[i] = place(cc::ui::RadioButton::create("box.png", "cross.png"), 100 + 50 * i, 100);
        buttons[i]->addEventListener([this, i](cc::ui::RadioButton*, cc::ui::RadioButton::EventType type) {
            log.push_back(std::to_string(i) +
                          (type == cc::ui::RadioButton::EventType::SELECTED ? " on" : " off"));
        });
        group->addRadioButton(buttons[i]);
    }
    group->addEventListener(
        [this](cc::ui::RadioButton* button, int index, cc::ui::RadioButtonGroup::EventType) {
            log.push_back("group " + std::to_string(index) + (button ? "" : " none"));
        });
    EXPECT_EQ(group->getSelectedButtonIndex(), 0); // the first added is selected
    EXPECT_TRUE(buttons[0]->isSelected());
    log.clear();
    tap(200, 100);
    EXPECT_EQ(log, (Log{"2 on", "0 off", "group 2"}));
    tap(200, 100); // already selected: nothing
    EXPECT_EQ(log.size(), 3u);
    group->setSelectedButtonWithoutEvent(1);
    EXPECT_EQ(log, (Log{"2 on", "0 off", "group 2", "2 off"}));
    EXPECT_TRUE(buttons[1]->isSelected());
    group->removeRadioButton(buttons[1]); // the selected one: the first left is selected
    EXPECT_EQ(group->getSelectedButtonIndex(), 0);
    EXPECT_EQ(buttons[1]->getGroup(), nullptr);
    EXPECT_EQ(group->getNumberOfRadioButtons(), 2);
}

TEST_F(WidgetKinds, ButtonsOutliveTheirGroup) {
    auto* a = place(cc::ui::RadioButton::create("box.png", "cross.png"), 100, 100);
    {
        auto* group = cc::ui::RadioButtonGroup::create();
        group->addRadioButton(a);
        EXPECT_EQ(a->getGroup(), group);
    }
    step(0.0f); // the group dies with the pool; its button stays on the scene
    EXPECT_EQ(a->getGroup(), nullptr);
    a->setSelected(false);
    tap(100, 100); // selecting it no longer reaches the dead group
    EXPECT_TRUE(a->isSelected());
}

TEST_F(WidgetKinds, GroupButtonsRemovedFromTheSceneStayInTheGroup) {
    auto* group = place(cc::ui::RadioButtonGroup::create(), 0, 0);
    auto* a = place(cc::ui::RadioButton::create("box.png", "cross.png"), 100, 100);
    auto* b = place(cc::ui::RadioButton::create("box.png", "cross.png"), 150, 100);
    group->addRadioButton(a);
    group->addRadioButton(b);
    a->removeFromParent();
    b->removeFromParent();
    step(0.0f); // the group keeps them alive
    group->setSelectedButton(1);
    EXPECT_TRUE(b->isSelected());
    group->removeFromParent(); // then all go together (the census checks)
}

/* -- Bars ---------------------------------------------------------------------------------------- */

TEST_F(WidgetKinds, LoadingBarShowsItsPercentFromEitherEnd) {
    auto* bar = place(cc::ui::LoadingBar::create("bar.png", 40), 100, 100);
    auto* sprite = static_cast<cc::Sprite*>(bar->getVirtualRenderer());
    EXPECT_EQ(bar->getContentSize(), cc::Size(100, 10));
    EXPECT_FLOAT_EQ(sprite->getTextureRect().size.width, 40);
    EXPECT_EQ(sprite->getPosition(), cc::Vec2(0, 5));
    EXPECT_FALSE(sprite->isFlippedX());
    bar->setDirection(cc::ui::LoadingBar::Direction::RIGHT);
    EXPECT_EQ(sprite->getPosition(), cc::Vec2(100, 5));
    EXPECT_EQ(sprite->getAnchorPoint(), cc::Vec2(1, 0.5f));
    EXPECT_TRUE(sprite->isFlippedX());
    EXPECT_FLOAT_EQ(sprite->getTextureRect().size.width, 40);
    bar->setPercent(150);
    EXPECT_EQ(bar->getPercent(), 100);
    bar->setPercent(-3);
    EXPECT_FLOAT_EQ(sprite->getTextureRect().size.width, 0);
    bar->ignoreContentAdaptWithSize(false);
    bar->setContentSize(cc::Size(200, 10));
    bar->setPercent(50);
    EXPECT_FLOAT_EQ(sprite->getScaleX(), 2.0f);
    EXPECT_EQ(sprite->getPosition(), cc::Vec2(200, 5));
}

TEST_F(WidgetKinds, SliderFollowsTheTouchInCocosOrder) {
    auto* slider = place(cc::ui::Slider::create("bar.png", "ball.png"), 100, 100); // x 50..150
    slider->loadProgressBarTexture("bar.png");
    listen(slider, "s");
    slider->addEventListener([this, slider](cc::Ref*, cc::ui::Slider::EventType type) {
        static const char* const names[] = {"percent", "down", "up", "cancel"};
        log.push_back(std::string(names[static_cast<int>(type)]) + " " +
                      std::to_string(slider->getPercent()));
    });
    send(Code::BEGAN, 75, 100);
    send(Code::MOVED, 110, 100);
    send(Code::MOVED, 400, 100); // beyond the end: 100
    send(Code::ENDED, 400, 100);
    // cocos 3.17: the press's change comes before DOWN; moves do not reach the touch listener nor
    // clear the highlight; released anywhere, it ends, and UP comes after the touch callbacks
    EXPECT_EQ(log, (Log{"s began", "percent 25", "down 25", "percent 60", "percent 100", "s ended", "s click",
                        "up 100"}));
    EXPECT_EQ(slider->getSlidBallRenderer()->getPosition(), cc::Vec2(100, 5));
    log.clear();
    send(Code::BEGAN, 60, 100);
    send(Code::CANCELLED, 60, 100);
    EXPECT_EQ(log, (Log{"s began", "percent 10", "down 10", "s canceled", "cancel 10"}));
    log.clear();
    slider->setMaxPercent(50); // stored as given: the percent is not re-clamped, nothing is sent
    EXPECT_EQ(slider->getPercent(), 10);
    EXPECT_EQ(log, Log{});
    slider->setPercent(80);
    EXPECT_EQ(slider->getPercent(), 50);
    EXPECT_EQ(log, (Log{"percent 50"}));
    EXPECT_EQ(slider->getSlidBallRenderer()->getPosition(), cc::Vec2(100, 5));
    EXPECT_FLOAT_EQ(slider->getSlidBallNormalRenderer()->getScaleX(), 1.0f);
}

TEST_F(WidgetKinds, SliderReportsAChangeOnlyWhenThePercentChanges) {
    auto* slider = place(cc::ui::Slider::create("bar.png", "ball.png"), 100, 100); // x 50..150
    std::vector<int> editor; // cocos's editor listener hears every event as a percent change
    slider->addCCSEventListener([&editor](cc::Ref*, int type) { editor.push_back(type); });
    slider->addEventListener([this, slider](cc::Ref*, cc::ui::Slider::EventType type) {
        static const char* const names[] = {"percent", "down", "up", "cancel"};
        log.push_back(std::string(names[static_cast<int>(type)]) + " " +
                      std::to_string(slider->getPercent()));
    });
    slider->setPercent(0); // already 0
    slider->setPercent(-5);
    EXPECT_EQ(log, Log{});
    slider->setPercent(40);
    slider->setPercent(40);
    EXPECT_EQ(log, (Log{"percent 40"}));
    log.clear();
    send(Code::BEGAN, 90, 100);    // on the ball at 40: no change
    send(Code::MOVED, 90.5f, 100); // still 40
    send(Code::MOVED, 95, 100);
    send(Code::ENDED, 95, 100);
    EXPECT_EQ(log, (Log{"down 40", "percent 45", "up 45"}));
    EXPECT_EQ(editor, (std::vector<int>{0, 0, 0, 0}));
    slider->updateVisualSlider(); // sends nothing
    EXPECT_EQ(log.size(), 3u);
    slider->setMaxPercent(-1); // kept as given; a percent is then 0, as cocos clamps to the max first
    EXPECT_EQ(slider->getMaxPercent(), -1);
    slider->setPercent(30);
    EXPECT_EQ(slider->getPercent(), 0);
    EXPECT_EQ(slider->getSlidBallRenderer()->getPosition(), cc::Vec2(0, 5));
}

TEST_F(WidgetKinds, SliderScale9StretchesBothBarsInNineSlices) {
    auto* slider = place(cc::ui::Slider::create("bar.png", "ball.png"), 100, 100);
    slider->loadProgressBarTexture("bar.png");
    auto* bar = static_cast<cc::ui::Scale9Sprite*>(slider->getVirtualRenderer());
    auto* progress = static_cast<cc::ui::Scale9Sprite*>(slider->getProtectedChildren().at(1));
    ASSERT_NE(bar, progress);
    EXPECT_FALSE(bar->isScale9Enabled()); // drawn whole until scale9 is on, as cocos's
    EXPECT_TRUE(slider->isIgnoreContentAdaptWithSize());

    slider->setCapInsets(cc::Rect(10, 2, 80, 6));
    EXPECT_EQ(slider->getCapInsetsBarRenderer(), cc::Rect(10, 2, 80, 6));
    EXPECT_EQ(slider->getCapInsetsProgressBarRenderer(), cc::Rect(10, 2, 80, 6));
    slider->setScale9Enabled(true);
    EXPECT_TRUE(slider->isScale9Enabled());
    EXPECT_TRUE(bar->isScale9Enabled());
    EXPECT_TRUE(progress->isScale9Enabled());
    EXPECT_EQ(bar->getCapInsets(), cc::Rect(10, 2, 80, 6));
    EXPECT_EQ(progress->getCapInsets(), cc::Rect(10, 2, 80, 6));
    EXPECT_FALSE(slider->isIgnoreContentAdaptWithSize());
    slider->ignoreContentAdaptWithSize(true); // refused while scale9 is on
    EXPECT_FALSE(slider->isIgnoreContentAdaptWithSize());

    slider->setContentSize(cc::Size(200, 20));
    slider->setPercent(25);
    EXPECT_EQ(bar->getContentSize(), cc::Size(200, 20));
    EXPECT_FLOAT_EQ(bar->getScaleX(), 1.0f);
    EXPECT_EQ(progress->getContentSize(), cc::Size(50, 20));     // the percentage of the length
    EXPECT_FLOAT_EQ(progress->getTextureRect().size.width, 100); // sliced from the whole image
    EXPECT_EQ(slider->getSlidBallRenderer()->getPosition(), cc::Vec2(50, 10));

    // insets wider than the image: a one-point column in its middle (cocos's restrictCapInsetRect)
    slider->setCapInsetsBarRenderer(cc::Rect(0, 2, 300, 6));
    EXPECT_EQ(slider->getCapInsetsBarRenderer(), cc::Rect(50, 2, 1, 6));
    EXPECT_EQ(bar->getCapInsets(), cc::Rect(50, 2, 1, 6));
    slider->setCapInsetProgressBarRenderer(cc::Rect(1, 0, 8, 40));
    EXPECT_EQ(slider->getCapInsetsProgressBarRenderer(), cc::Rect(1, 5, 8, 1));

    auto* copy = static_cast<cc::ui::Slider*>(slider->clone());
    EXPECT_TRUE(copy->isScale9Enabled());
    EXPECT_EQ(copy->getCapInsetsBarRenderer(), cc::Rect(50, 2, 1, 6));
    EXPECT_EQ(copy->getCapInsetsProgressBarRenderer(), cc::Rect(1, 5, 8, 1));
    EXPECT_EQ(copy->getContentSize(), cc::Size(200, 20));

    slider->setScale9Enabled(false); // back to adapting to the bar image, the progress bar cut
    EXPECT_TRUE(slider->isIgnoreContentAdaptWithSize());
    EXPECT_FALSE(bar->isScale9Enabled());
    EXPECT_EQ(slider->getContentSize(), cc::Size(100, 10));
    EXPECT_FLOAT_EQ(progress->getTextureRect().size.width, 25);
    EXPECT_TRUE(logged.empty());
}

TEST_F(WidgetKinds, SliderCapInsetsOnAnEmptySliderAreQuiet) {
    cc::setLogHandler([this](cc::LogLevel, const char* message) { logged.push_back(message); }); // all
    auto* slider = cc::ui::Slider::create();
    slider->setCapInsets(cc::Rect(4, 4, 20, 2));
    EXPECT_EQ(slider->getCapInsetsBarRenderer(), cc::Rect::ZERO);
    slider->setScale9Enabled(true);
    slider->setContentSize(cc::Size(50, 10));
    slider->setPercent(40);
    EXPECT_EQ(slider->getPercent(), 40);
    EXPECT_TRUE(logged.empty());
}

TEST_F(WidgetKinds, ResourceDataNamesEachImagesFileAndType) {
    cc::SpriteFrameCache::getInstance()->addSpriteFrame(
        cc::SpriteFrame::create("ball.png", cc::Rect(0, 0, 10, 10)), "ball_frame");
    auto* slider = cc::ui::Slider::create("bar.png", "ball.png");
    slider->loadSlidBallTexturePressed("ball_frame", Widget::TextureResType::PLIST);
    EXPECT_EQ(slider->getBackFile().file, "bar.png");
    EXPECT_EQ(slider->getBackFile().type, 0);
    EXPECT_EQ(slider->getBallPressedFile().file, "ball_frame");
    EXPECT_EQ(slider->getBallPressedFile().type, 1);
    EXPECT_EQ(slider->getBallDisabledFile().file, "");
    EXPECT_EQ(slider->getProgressBarFile().plist, "");
    auto* box = cc::ui::CheckBox::create("box.png", "cross.png");
    EXPECT_EQ(box->getBackNormalFile().file, "box.png");
    EXPECT_EQ(box->getCrossNormalFile().file, "cross.png");
    EXPECT_EQ(box->getBackPressedFile().file, "");
    auto* button = cc::ui::Button::create("normal.png", "ball_frame", "", Widget::TextureResType::PLIST);
    EXPECT_EQ(button->getNormalFile().type, 1);
    EXPECT_EQ(button->getPressedFile().file, "ball_frame");
    cc::SpriteFrameCache::getInstance()->removeSpriteFrameByName("ball_frame");
    logged.clear(); // normal.png is no frame: one error, not this test's subject
}

TEST_F(WidgetKinds, ButtonCapInsetsAreRestrictedToEachImageQuietly) {
    auto* button = cc::ui::Button::create("normal.png"); // 40x20, no pressed or disabled image
    cc::setLogHandler([this](cc::LogLevel, const char* message) { logged.push_back(message); }); // all
    button->setCapInsets(cc::Rect(4, 4, 30, 12));
    EXPECT_EQ(button->getCapInsetsNormalRenderer(), cc::Rect(4, 4, 30, 12));
    EXPECT_EQ(button->getCapInsetsPressedRenderer(), cc::Rect::ZERO);
    EXPECT_EQ(button->getCapInsetsDisabledRenderer(), cc::Rect::ZERO);
    button->setCapInsetsNormalRenderer(cc::Rect(0, 0, 60, 12)); // wider than the image
    EXPECT_EQ(button->getCapInsetsNormalRenderer(), cc::Rect(20, 0, 1, 12));
    EXPECT_EQ(logged, Log{});
}

TEST_F(WidgetKinds, ButtonResetsAndTitleLabelAndTextBMFontReset) {
    auto* button = cc::ui::Button::create("normal.png", "pressed.png", "disabled.png");
    button->resetPressedRender();
    EXPECT_EQ(button->getPressedFile().file, "");
    EXPECT_EQ(button->getNormalFile().file, "normal.png");
    button->resetNormalRender();
    button->resetDisabledRender();
    EXPECT_EQ(button->getNormalTextureSize(), cc::Size::ZERO);
    EXPECT_EQ(button->getDisabledFile().file, "");
    auto* label = cc::Label::create();
    button->setTitleLabel(label);
    EXPECT_EQ(button->getTitleLabel(), label);
    EXPECT_EQ(label->getParent(), button);
    auto* other = cc::Label::create();
    button->setTitleLabel(other);
    EXPECT_EQ(label->getParent(), nullptr);
    EXPECT_EQ(button->getTitleRenderer(), other);

    auto* text = cc::ui::TextBMFont::create();
    cc::Node* before = text->getVirtualRenderer();
    text->resetRender();
    EXPECT_NE(text->getVirtualRenderer(), before);
    EXPECT_EQ(text->getProtectedChildren().size(), 1u);
}

/* -- Images and texts ----------------------------------------------------------------------------- */

TEST_F(WidgetKinds, ImageViewAdaptsOrStretches) {
    auto* image = cc::ui::ImageView::create("normal.png");
    EXPECT_EQ(image->getContentSize(), cc::Size(40, 20));
    image->ignoreContentAdaptWithSize(false);
    image->setContentSize(cc::Size(20, 40));
    auto* sprite = image->getVirtualRenderer();
    EXPECT_FLOAT_EQ(sprite->getScaleX(), 0.5f);
    EXPECT_FLOAT_EQ(sprite->getScaleY(), 2.0f);
    EXPECT_EQ(sprite->getPosition(), cc::Vec2(10, 20));
    image->ignoreContentAdaptWithSize(true);
    EXPECT_EQ(image->getContentSize(), cc::Size(40, 20));
    EXPECT_FLOAT_EQ(sprite->getScaleX(), 1.0f);
    image->setTextureRect(cc::Rect(0, 0, 10, 10));
    EXPECT_EQ(image->getContentSize(), cc::Size(10, 10));
}

TEST_F(WidgetKinds, TextTakesTheLabelSize) {
    auto* text = cc::ui::Text::create("hello", "Arial", 20);
    EXPECT_EQ(text->getType(), cc::ui::Text::Type::SYSTEM);
    EXPECT_EQ(text->getContentSize(), cc::Size(50, 20));
    text->setString("hi");
    EXPECT_EQ(text->getContentSize(), cc::Size(20, 20));
    EXPECT_EQ(text->getStringLength(), 2);
    text->setFontSize(10);
    EXPECT_EQ(text->getContentSize(), cc::Size(20, 10));
    text->setTextColor(cc::Color4B(1, 2, 3, 4));
    EXPECT_EQ(text->getTextColor(), cc::Color4B(1, 2, 3, 4));
    text->setTextAreaSize(cc::Size(100, 30));
    EXPECT_EQ(text->getTextAreaSize(), cc::Size(100, 30));
    text->setTouchScaleChangeEnabled(true);
    text->setHighlighted(true);
    EXPECT_FLOAT_EQ(text->getVirtualRenderer()->getScaleX(), 1.5f);
    text->setHighlighted(false);
    EXPECT_FLOAT_EQ(text->getVirtualRenderer()->getScaleX(), 1.0f);
    std::string huge(1 << 20, 'x');
    huge[10] = '\xff'; // not UTF-8
    text->setString(huge);
    EXPECT_EQ(text->getString().size(), huge.size() + 2); // the bad byte became U+FFFD (3 bytes)
    EXPECT_EQ(text->getString().substr(10, 3), "\xef\xbf\xbd");
}

TEST_F(WidgetKinds, TextAtlasTakesTheFirstCharacterAsAString) {
    auto* atlas = cc::ui::TextAtlas::create("123", "digits.png", 8, 12, "0");
    EXPECT_EQ(atlas->getContentSize(), cc::Size(24, 12));
    atlas->setString("12345");
    EXPECT_EQ(atlas->getContentSize(), cc::Size(40, 12));
    EXPECT_EQ(atlas->getStringLength(), 5);
}

/* -- Clones and lifetimes -------------------------------------------------------------------------- */

TEST_F(WidgetKinds, ClonesCarryImagesStateAndListeners) {
    auto* box = cc::ui::CheckBox::create("box.png", "cross.png");
    box->setSelected(true);
    box->addEventListener([this](cc::Ref*, cc::ui::CheckBox::EventType) { log.push_back("event"); });
    auto* copy = place(static_cast<cc::ui::CheckBox*>(box->clone()), 100, 100);
    EXPECT_TRUE(copy->isSelected());
    EXPECT_EQ(copy->getContentSize(), cc::Size(16, 16));
    tap(100, 100);
    EXPECT_EQ(log, (Log{"event"}));
    auto* button = cc::ui::Button::create("normal.png", "pressed.png");
    button->setTitleText("T");
    auto* buttonCopy = static_cast<cc::ui::Button*>(button->clone());
    EXPECT_EQ(buttonCopy->getTitleText(), "T");
    EXPECT_EQ(buttonCopy->getNormalFile().file, "normal.png");
    auto* slider = cc::ui::Slider::create("bar.png", "ball.png");
    slider->setPercent(30);
    EXPECT_EQ(static_cast<cc::ui::Slider*>(slider->clone())->getPercent(), 30);
}

TEST_F(WidgetKinds, WidgetsRemovedInsideTheirOwnEvents) {
    auto* box = place(cc::ui::CheckBox::create("box.png", "cross.png"), 100, 100);
    box->addEventListener([](cc::Ref* sender, cc::ui::CheckBox::EventType) {
        static_cast<cc::Node*>(sender)->removeFromParent();
    });
    auto* slider = place(cc::ui::Slider::create("bar.png", "ball.png"), 300, 100);
    slider->addEventListener([](cc::Ref* sender, cc::ui::Slider::EventType type) {
        if (type == cc::ui::Slider::EventType::ON_SLIDEBALL_DOWN)
            static_cast<cc::Node*>(sender)->removeFromParent();
    });
    auto* group = place(cc::ui::RadioButtonGroup::create(), 0, 0);
    auto* radio = place(cc::ui::RadioButton::create("box.png", "cross.png"), 500, 100);
    auto* other = place(cc::ui::RadioButton::create("box.png", "cross.png"), 550, 100);
    group->addRadioButton(radio);
    group->addRadioButton(other);
    group->addEventListener([](cc::ui::RadioButton*, int, cc::ui::RadioButtonGroup::EventType) {});
    other->addEventListener([group](cc::ui::RadioButton*, cc::ui::RadioButton::EventType) {
        group->removeFromParent(); // the group dies while it reports
    });
    tap(100, 100);
    tap(300, 100);
    send(Code::MOVED, 320, 100);
    tap(550, 100);
    EXPECT_EQ(box->getParent(), nullptr);
    EXPECT_EQ(slider->getParent(), nullptr);
    EXPECT_EQ(group->getParent(), nullptr);
    step(0.0f); // all freed now; the census checks nothing is left
}

} // namespace
