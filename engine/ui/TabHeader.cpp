// engine/ui/TabHeader.cpp
#include "ui/TabHeader.h"

#include "base/FileUtils.h"
#include "scene/Label.h"
#include "scene/Sprite.h"
#include "ui/TabControl.h"

#include <algorithm>
#include <cctype>

namespace cc {
namespace ui {

namespace {

bool endsWithFnt(std::string name) {
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    return name.find(".fnt") != std::string::npos; // cocos's test: ".fnt" anywhere in the name
}

} // namespace

TabHeader::~TabHeader() = default;

TabHeader* TabHeader::create() {
    auto* header = new TabHeader();
    if (!header->init()) {
        delete header;
        return nullptr;
    }
    header->getRendererFrontCross()->setVisible(false);
    header->setAnchorPoint(Vec2(0.5f, 0.0f));
    return static_cast<TabHeader*>(header->autorelease());
}

TabHeader* TabHeader::create(const std::string& titleStr, const std::string& backGround,
                             const std::string& cross, TextureResType texType) {
    return create(titleStr, backGround, "", cross, "", "", texType);
}

TabHeader* TabHeader::create(const std::string& titleStr, const std::string& backGround,
                             const std::string& backGroundSelected, const std::string& cross,
                             const std::string& backGroundDisabled, const std::string& frontCrossDisabled,
                             TextureResType texType) {
    TabHeader* header = create();
    if (!header) return nullptr;
    header->loadTextures(backGround, backGroundSelected, cross, backGroundDisabled, frontCrossDisabled,
                         texType);
    header->_tabLabelRender->setString(titleStr);
    return header;
}

void TabHeader::initRenderer() {
    AbstractCheckButton::initRenderer();
    _tabLabelRender = Label::create();
    addProtectedChild(_tabLabelRender, -1, -1); // above the images, which came first
}

void TabHeader::setTitleText(const std::string& text) {
    if (text == getTitleText()) return;
    _tabLabelRender->setString(text);
    updateContentSize();
}

std::string TabHeader::getTitleText() const {
    return _tabLabelRender->getString();
}

void TabHeader::setTitleColor(const Color4B& color) {
    _tabLabelRender->setTextColor(color);
}

const Color4B& TabHeader::getTitleColor() const {
    return _tabLabelRender->getTextColor();
}

void TabHeader::setTitleFontSize(float size) {
    _tabLabelFontSize = size;
    if (_fontType == FontType::BMFONT) return; // cocos cannot resize a bitmap font title
    _tabLabelRender->setSystemFontSize(size);  // the size system and TTF fonts both use
    updateContentSize();
}

void TabHeader::setTitleFontName(const std::string& fontName) {
    if (!fontName.empty() && FileUtils::getInstance()->isFileExist(fontName)) {
        if (endsWithFnt(fontName)) {
            _tabLabelRender->setBMFontFilePath(fontName);
            _fontType = FontType::BMFONT;
        } else {
            _tabLabelRender->setTTFFontFile(fontName);
            _tabLabelRender->setSystemFontSize(_tabLabelFontSize);
            _fontType = FontType::TTF;
        }
    } else {
        _tabLabelRender->setSystemFontName(fontName);
        _tabLabelRender->setSystemFontSize(_tabLabelFontSize);
        _fontType = FontType::SYSTEM;
    }
    updateContentSize();
}

std::string TabHeader::getTitleFontName() const {
    if (_fontType == FontType::BMFONT) return _tabLabelRender->getBMFontFilePath();
    return _tabLabelRender->getFontName(); // the system font's name or the TTF file
}

int TabHeader::getIndexInTabControl() const {
    return _tabView ? _tabView->indexOfTabHeader(this) : -1;
}

void TabHeader::updateContentSize() {
    ProtectedNode::setContentSize(_customSize);
    onSizeChanged();
}

void TabHeader::onSizeChanged() {
    AbstractCheckButton::onSizeChanged();
    _tabLabelRender->setPosition(_contentSize.width * 0.5f, _contentSize.height * 0.5f);
}

void TabHeader::releaseUpEvent() {
    RefPtr<Widget> keep(this);
    Widget::releaseUpEvent();
    if (_isSelected) return;
    setSelected(true);
    dispatchSelectChangedEvent(true);
}

void TabHeader::dispatchSelectChangedEvent(bool select) {
    if (!_tabView) return;
    RefPtr<Widget> keep(this);
    RefPtr<TabControl> control(_tabView); // its listener may remove it, or this tab
    const EventType type = select ? EventType::SELECTED : EventType::UNSELECTED;
    const int index = control->indexOfTabHeader(this);
    if (index != -1) control->dispatchSelectedTabChanged(index, type);
    if (auto callback = _ccEventCallback) callback(this, static_cast<int>(type));
}

Widget* TabHeader::createCloneInstance() {
    return TabHeader::create();
}

void TabHeader::copySpecialProperties(Widget* model) {
    auto* header = dynamic_cast<TabHeader*>(model);
    if (!header) return;
    AbstractCheckButton::copySpecialProperties(model);
    _fontType = header->_fontType; // as cocos: the font kind and size, not the title
    _tabLabelFontSize = header->_tabLabelFontSize;
}

} // namespace ui
} // namespace cc
