// tests/engine/ui/RichTextTests.cpp — ccui.RichText over the fake measurer (10 per byte, lines the
// font size high) and fake images: lines, wrapping per word and per character, alignment, images,
// XML, hostile text, links, lifetimes.
#include "base/AutoreleasePool.h"
#include "base/Log.h"
#include "base/PoolManager.h"
#include "scene/Label.h"
#include "scene/Sprite.h"
#include "ui/RichText.h"

#include "FakePlatform.h"
#include "WidgetTouchTest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using cc::ui::RichElementText;
using cc::ui::RichText;

namespace {

class RichTextTest : public kite::test::WidgetTouchTest {
protected:
    void SetUp() override {
        WidgetTouchTest::SetUp();
        loader.sizes["icon.png"] = {16, 16};
        previousLog = cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error) errors.push_back(message);
        });
    }
    void TearDown() override {
        cc::setLogHandler(previousLog);
        WidgetTouchTest::TearDown();
    }
    RichText* place(RichText* r) {
        r->setPosition(cc::Vec2(200, 200));
        scene->addChild(r);
        r->formatText();
        return r;
    }
    static RichElementText* text(const std::string& s, float size = 10.0f, std::uint32_t flags = 0) {
        return RichElementText::create(1, cc::Color3B::WHITE, 255, s, "Arial", size, flags);
    }
    /// "text@x,y" per piece, in order.
    static std::vector<std::string> pieces(RichText* r) {
        std::vector<std::string> out;
        for (cc::Node* n : r->getRenderersContainer()->getChildren()) {
            std::string name = "img";
            if (auto* l = dynamic_cast<cc::Label*>(n)) name = l->getString();
            out.push_back(name + "@" + std::to_string(static_cast<int>(n->getPositionX())) + "," +
                          std::to_string(static_cast<int>(n->getPositionY())));
        }
        return out;
    }
    kite::test::FakeTextureLoader loader;
    kite::test::FakeTextMeasurer measurer;
    cc::LogHandler previousLog;
    std::vector<std::string> errors;
};

using Strings = std::vector<std::string>;

TEST_F(RichTextTest, AdaptingKeepsOneLineSharingItsBottom) {
    auto* r = RichText::create();
    r->pushBackElement(text("ab", 10));
    r->pushBackElement(text("cd", 20));
    place(r);
    EXPECT_TRUE(r->isIgnoreContentAdaptWithSize());
    EXPECT_EQ(r->getContentSize(), cc::Size(40, 20));
    EXPECT_EQ(pieces(r), (Strings{"ab@0,0", "cd@20,0"}));
}

TEST_F(RichTextTest, NewLinesStackDownWithVerticalSpace) {
    auto* r = RichText::create();
    r->pushBackElement(text("ab", 10));
    r->pushBackElement(cc::ui::RichElementNewLine::create(2, cc::Color3B::WHITE, 255));
    r->pushBackElement(text("c\nde", 20));
    r->setVerticalSpace(5);
    place(r);
    EXPECT_EQ(r->getContentSize(), cc::Size(20, 60)); // 10 + 5 + 20 + 5 + 20
    EXPECT_EQ(pieces(r), (Strings{"ab@0,50", "c@0,25", "de@0,0"}));
}

TEST_F(RichTextTest, WrapsPerWordAtTheContentWidth) {
    auto* r = RichText::create();
    r->ignoreContentAdaptWithSize(false);
    r->setContentSize(cc::Size(100, 30));
    r->pushBackElement(text("aaa bbb ccc dd"));
    place(r);
    EXPECT_EQ(r->getContentSize(), cc::Size(100, 30));
    EXPECT_EQ(pieces(r), (Strings{"aaa bbb @0,20", "ccc dd@0,10"}));
}

TEST_F(RichTextTest, WrapsPerCharacter) {
    auto* r = RichText::create();
    r->ignoreContentAdaptWithSize(false);
    r->setContentSize(cc::Size(50, 30));
    r->setWrapMode(RichText::WrapMode::WRAP_PER_CHAR);
    r->pushBackElement(text("abcdefghijkl"));
    place(r);
    EXPECT_EQ(pieces(r), (Strings{"abcde@0,20", "fghij@0,10", "kl@0,0"}));
}

TEST_F(RichTextTest, AWordWiderThanALineIsCutAndCjkBreaksAnywhere) {
    auto* r = RichText::create();
    r->ignoreContentAdaptWithSize(false);
    r->setContentSize(cc::Size(65, 40));
    r->pushBackElement(text("abcdefgh x"));
    r->pushBackElement(cc::ui::RichElementNewLine::create(2, cc::Color3B::WHITE, 255));
    r->pushBackElement(text("\xe4\xbd\xa0\xe5\xa5\xbd\xe4\xb8\x96")); // three CJK characters, 30 each
    place(r);
    EXPECT_EQ(pieces(r),
              (Strings{"abcdef@0,30", "gh x@0,20", "\xe4\xbd\xa0\xe5\xa5\xbd@0,10", "\xe4\xb8\x96@0,0"}));
}

TEST_F(RichTextTest, ElementsMoveToTheNextLineWhenTheyDoNotFit) {
    auto* r = RichText::create();
    r->ignoreContentAdaptWithSize(false);
    r->setContentSize(cc::Size(60, 40));
    r->pushBackElement(text("abcd", 20)); // 40 wide, 20 high
    auto* image = cc::ui::RichElementImage::create(3, cc::Color3B::WHITE, 255, "icon.png");
    image->setWidth(32);
    image->setHeight(8);
    r->pushBackElement(image);
    r->pushBackElement(text("ef"));
    place(r);
    EXPECT_EQ(pieces(r), (Strings{"abcd@0,20", "img@0,10", "ef@32,10"})); // the second line is 10 high
    auto* sprite = r->getRenderersContainer()->getChildren().at(1);
    EXPECT_FLOAT_EQ(sprite->getScaleX(), 2.0f);
    EXPECT_FLOAT_EQ(sprite->getScaleY(), 0.5f);
}

TEST_F(RichTextTest, AlignsLinesRightAndCentre) {
    auto* r = RichText::create();
    r->ignoreContentAdaptWithSize(false);
    r->setContentSize(cc::Size(100, 20));
    r->pushBackElement(text("abcd"));
    r->setHorizontalAlignment(RichText::HorizontalAlignment::RIGHT);
    place(r);
    EXPECT_EQ(pieces(r), (Strings{"abcd@60,10"}));
    r->setHorizontalAlignment(RichText::HorizontalAlignment::CENTER);
    r->formatText();
    EXPECT_EQ(pieces(r), (Strings{"abcd@30,10"}));
}

TEST_F(RichTextTest, AMissingImageLogsOneErrorNamingIt) {
    auto* r = RichText::create();
    r->pushBackElement(cc::ui::RichElementImage::create(3, cc::Color3B::WHITE, 255, "gone.png"));
    r->pushBackElement(text("ok"));
    place(r);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_NE(errors[0].find("gone.png"), std::string::npos);
    EXPECT_EQ(pieces(r), (Strings{"ok@0,0"}));
}

TEST_F(RichTextTest, XmlTagsBecomeStyledElements) {
    auto* r = RichText::createWithXML(
        "plain <font face='Mono' size='20' color='#ff0000'><b>bold</b></font>"
        "<br/><i><u>iu</u></i><del>d</del><outline color='#00ff00' size='2'>o</outline>"
        "<shadow color='#0000ff' offsetWidth='3' offsetHeight='-4' blurRadius='1'>s</shadow>"
        "<glow color='#123456'>g</glow><img src='icon.png' width='8' height='9'/>"
        "<a href='http://x'>link</a>");
    ASSERT_NE(r, nullptr);
    const auto& e = r->getElements();
    ASSERT_EQ(e.size(), 10);
    auto* plain = static_cast<RichElementText*>(e.at(0));
    EXPECT_EQ(plain->getText(), "plain ");
    EXPECT_EQ(plain->getFontName(), "Verdana");
    EXPECT_FLOAT_EQ(plain->getFontSize(), 12);
    auto* bold = static_cast<RichElementText*>(e.at(1));
    EXPECT_EQ(bold->getFontName(), "Mono");
    EXPECT_FLOAT_EQ(bold->getFontSize(), 20);
    EXPECT_EQ(bold->getColor(), cc::Color3B(255, 0, 0));
    EXPECT_EQ(bold->getFlags(), RichElementText::BOLD_FLAG);
    EXPECT_EQ(e.at(2)->getType(), cc::ui::RichElement::Type::NEWLINE);
    EXPECT_EQ(static_cast<RichElementText*>(e.at(3))->getFlags(),
              RichElementText::ITALICS_FLAG | RichElementText::UNDERLINE_FLAG);
    EXPECT_EQ(static_cast<RichElementText*>(e.at(4))->getFlags(), RichElementText::STRIKETHROUGH_FLAG);
    auto* outline = static_cast<RichElementText*>(e.at(5));
    EXPECT_EQ(outline->getOutlineColor(), cc::Color3B(0, 255, 0));
    EXPECT_EQ(outline->getOutlineSize(), 2);
    auto* shadow = static_cast<RichElementText*>(e.at(6));
    EXPECT_EQ(shadow->getFlags(), RichElementText::SHADOW_FLAG);
    EXPECT_EQ(shadow->getShadowOffset(), cc::Size(3, -4));
    EXPECT_EQ(shadow->getShadowBlurRadius(), 1);
    EXPECT_EQ(static_cast<RichElementText*>(e.at(7))->getGlowColor(), cc::Color3B(0x12, 0x34, 0x56));
    auto* image = static_cast<cc::ui::RichElementImage*>(e.at(8));
    EXPECT_EQ(image->getFilePath(), "icon.png");
    EXPECT_EQ(image->getWidth(), 8);
    EXPECT_EQ(image->getHeight(), 9);
    auto* link = static_cast<RichElementText*>(e.at(9));
    EXPECT_EQ(link->getUrl(), "http://x");
    EXPECT_EQ(link->getColor(), cc::Color3B(0, 0, 255)); // the anchor colour default
    EXPECT_TRUE(link->getFlags() & RichElementText::URL_FLAG);
}

TEST_F(RichTextTest, SmallAndBigScaleTheSizeInForce) {
    auto* r = RichText::createWithXML("<font size='20'><small>s<big>sb</big></small><big>b</big></font>");
    ASSERT_NE(r, nullptr);
    const auto& e = r->getElements();
    ASSERT_EQ(e.size(), 3);
    EXPECT_FLOAT_EQ(static_cast<RichElementText*>(e.at(0))->getFontSize(), 16);
    EXPECT_FLOAT_EQ(static_cast<RichElementText*>(e.at(1))->getFontSize(), 20);
    EXPECT_FLOAT_EQ(static_cast<RichElementText*>(e.at(2))->getFontSize(), 25);
}

// atof gives any double; cast to int unchecked, a huge one was undefined behaviour (fuzz_richtext
// found it; UBSan stops the sanitizer presets on it).
TEST_F(RichTextTest, HugeAndNonFiniteNumbersAreHeldOrIgnored) {
    cc::PlistValue defaults;
    defaults.dict()[RichText::KEY_ANCHOR_TEXT_SHADOW_BLUR_RADIUS] = cc::PlistValue::real(1e300);
    auto* r = RichText::createWithXML(
        "<img src='a.png' width='1e40' height='-1e40'/><font size='nan'><outline size='inf'>o</outline>"
        "<shadow blurRadius='-1e39' offsetWidth='1e309'>s</shadow></font>",
        defaults);
    ASSERT_NE(r, nullptr);
    const auto& e = r->getElements();
    ASSERT_EQ(e.size(), 3);
    auto* image = static_cast<cc::ui::RichElementImage*>(e.at(0));
    EXPECT_EQ(image->getWidth(), 1000000);
    EXPECT_EQ(image->getHeight(), -1000000);
    auto* outline = static_cast<RichElementText*>(e.at(1));
    EXPECT_FLOAT_EQ(outline->getFontSize(), 12); // 'nan' keeps the size in force
    EXPECT_EQ(outline->getOutlineSize(), -1);    // 'inf' too
    auto* shadow = static_cast<RichElementText*>(e.at(2));
    EXPECT_EQ(shadow->getShadowBlurRadius(), -1000000);
    EXPECT_FLOAT_EQ(shadow->getShadowOffset().width, 2); // 1e309 is inf as a double
    EXPECT_EQ(r->getAnchorTextShadowBlurRadius(), 1000000);
}

TEST_F(RichTextTest, XmlStartsFromTheDefaults) {
    cc::PlistValue defaults;
    defaults.dict()[RichText::KEY_FONT_SIZE] = cc::PlistValue::real(30);
    defaults.dict()[RichText::KEY_TEXT_BOLD] = cc::PlistValue::boolean(true);
    defaults.dict()[RichText::KEY_ANCHOR_TEXT_LINE] = cc::PlistValue::string(RichText::VALUE_TEXT_LINE_UNDER);
    auto* r = RichText::createWithXML("a<a href='u'>b</a>", defaults);
    ASSERT_NE(r, nullptr);
    auto* a = static_cast<RichElementText*>(r->getElements().at(0));
    EXPECT_FLOAT_EQ(a->getFontSize(), 30);
    EXPECT_EQ(a->getFlags(), RichElementText::BOLD_FLAG);
    EXPECT_TRUE(static_cast<RichElementText*>(r->getElements().at(1))->getFlags() &
                RichElementText::UNDERLINE_FLAG);
    EXPECT_TRUE(r->isAnchorTextUnderlineEnabled());
}

TEST_F(RichTextTest, MalformedXmlIsAnErrorAndNoWidget) {
    EXPECT_EQ(RichText::createWithXML("<b>open"), nullptr);
    EXPECT_EQ(RichText::createWithXML("a < b"), nullptr);
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_NE(errors[0].find("ccui.RichText: malformed XML"), std::string::npos);
    std::string deep;
    for (int i = 0; i < 100; ++i)
        deep += "<b>";
    deep += "x";
    for (int i = 0; i < 100; ++i)
        deep += "</b>";
    EXPECT_EQ(RichText::createWithXML(deep), nullptr);
    EXPECT_NE(errors.back().find("deeper"), std::string::npos);
}

TEST_F(RichTextTest, InvalidUtf8IsReplacedInElementsAndLabels) {
    auto* t = text("a\xff\xc0z");
    EXPECT_EQ(t->getText(), "a\xef\xbf\xbd\xef\xbf\xbdz");
    auto* label = cc::Label::createWithSystemFont("b\x80", "Arial", 10);
    EXPECT_EQ(label->getString(), "b\xef\xbf\xbd");
    label->setString("\xe4\xbd"); // a cut-off sequence: one replacement per byte
    EXPECT_EQ(label->getString(), "\xef\xbf\xbd\xef\xbf\xbd");
    auto* r = RichText::createWithXML("ok\xfe");
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(static_cast<RichElementText*>(r->getElements().at(0))->getText(), "ok\xef\xbf\xbd");
}

TEST_F(RichTextTest, ALongTextWrapsInBoundedMeasures) {
    struct Counting : kite::test::FakeTextMeasurer {
        cc::Size measureText(const std::string& t, const cc::TextStyle& s) override {
            bytes += t.size();
            return FakeTextMeasurer::measureText(t, s);
        }
        std::size_t bytes = 0;
    } counting;
    const std::string big(200000, 'x');
    auto* r = RichText::create();
    r->ignoreContentAdaptWithSize(false);
    r->setContentSize(cc::Size(1000, 100));
    r->pushBackElement(text(big));
    place(r);
    EXPECT_EQ(r->getRenderersContainer()->getChildrenCount(), 2000); // 100 characters a line
    EXPECT_LT(counting.bytes, big.size() * 40); // measures grow with the text, not its square
}

TEST_F(RichTextTest, ALinkTapOpensItsUrlThroughTheHandler) {
    std::vector<std::string> opened;
    auto* r = RichText::createWithXML("<a href='http://kite'>go</a>", cc::PlistValue(),
                                      [&opened](const std::string& url) { opened.push_back(url); });
    ASSERT_NE(r, nullptr);
    r->setAnchorPoint(cc::Vec2::ZERO);
    place(r);
    tap(205, 205);
    tap(300, 300);
    EXPECT_EQ(opened, (Strings{"http://kite"}));
}

TEST_F(RichTextTest, ALinkLabelKeptAfterItsWidgetDiesOpensNothing) {
    std::vector<std::string> opened;
    cc::RefPtr<cc::Node> link;
    {
        auto* r = RichText::createWithXML("<a href='u'>go</a>", cc::PlistValue(),
                                          [&opened](const std::string& url) { opened.push_back(url); });
        ASSERT_NE(r, nullptr);
        place(r);
        link = r->getRenderersContainer()->getChildren().at(0);
        r->removeFromParent();
    }
    cc::PoolManager::getInstance()->getCurrentPool()->clear(); // the widget is gone, its label kept
    link->removeFromParent();
    link->setAnchorPoint(cc::Vec2::ZERO);
    link->setPosition(cc::Vec2(10, 10));
    scene->addChild(link.get());
    tap(12, 12);
    EXPECT_TRUE(opened.empty());
    link->removeFromParent();
}

TEST_F(RichTextTest, RemovingElementsAndACustomNodeLeavesNothingAlive) {
    auto* r = RichText::create();
    auto* node = cc::Node::create();
    node->setContentSize(cc::Size(5, 5));
    r->pushBackElement(cc::ui::RichElementCustomNode::create(4, cc::Color3B::WHITE, 255, node));
    r->insertElement(text("a"), 0);
    place(r);
    EXPECT_EQ(pieces(r), (Strings{"a@0,0", "img@10,0"}));
    r->removeElement(0);
    r->removeElement(r->getElements().at(0));
    r->formatText();
    EXPECT_EQ(r->getElements().size(), 0);
    EXPECT_EQ(r->getRenderersContainer()->getChildrenCount(), 0);
    r->removeFromParent(); // the fixture's census checks the rest
}

} // namespace
