// engine/ui/TextAtlas.cpp
#include "ui/TextAtlas.h"

#include "scene/LabelAtlas.h"
#include "ui/WidgetTextures.h"

namespace cc {
namespace ui {

TextAtlas* TextAtlas::create() {
    auto* widget = new TextAtlas();
    if (widget->init()) return static_cast<TextAtlas*>(widget->autorelease());
    delete widget;
    return nullptr;
}

TextAtlas* TextAtlas::create(const std::string& stringValue, const std::string& charMapFile, int itemWidth,
                             int itemHeight, const std::string& startCharMap) {
    TextAtlas* widget = create();
    if (widget) widget->setProperty(stringValue, charMapFile, itemWidth, itemHeight, startCharMap);
    return widget;
}

void TextAtlas::initRenderer() {
    _labelAtlasRenderer = LabelAtlas::create();
    addProtectedChild(_labelAtlasRenderer, -1, -1);
}

void TextAtlas::setProperty(const std::string& stringValue, const std::string& charMapFile, int itemWidth,
                            int itemHeight, const std::string& startCharMap) {
    _stringValue = stringValue;
    _charMapFileName = charMapFile;
    _itemWidth = itemWidth;
    _itemHeight = itemHeight;
    _startCharMap = startCharMap;
    const int first = startCharMap.empty() ? 0 : static_cast<unsigned char>(startCharMap[0]);
    _labelAtlasRenderer->initWithString(stringValue, charMapFile, itemWidth, itemHeight, first);
    updateContentSizeWithTextureSize(_labelAtlasRenderer->getContentSize());
}

void TextAtlas::setString(const std::string& value) {
    if (value == _labelAtlasRenderer->getString()) return;
    _stringValue = value;
    _labelAtlasRenderer->setString(value);
    updateContentSizeWithTextureSize(_labelAtlasRenderer->getContentSize());
}

const std::string& TextAtlas::getString() const {
    return _labelAtlasRenderer->getString();
}

std::ptrdiff_t TextAtlas::getStringLength() const {
    return static_cast<std::ptrdiff_t>(_labelAtlasRenderer->getString().size());
}

void TextAtlas::onSizeChanged() {
    Widget::onSizeChanged();
    fitRendererToSize(_labelAtlasRenderer, _contentSize, _ignoreSize);
}

Node* TextAtlas::getVirtualRenderer() {
    return _labelAtlasRenderer;
}

Size TextAtlas::getVirtualRendererSize() const {
    return _labelAtlasRenderer->getContentSize();
}

Widget* TextAtlas::createCloneInstance() {
    return TextAtlas::create();
}

void TextAtlas::copySpecialProperties(Widget* model) {
    auto* atlas = dynamic_cast<TextAtlas*>(model);
    if (!atlas) return;
    setProperty(atlas->_stringValue, atlas->_charMapFileName, atlas->_itemWidth, atlas->_itemHeight,
                atlas->_startCharMap);
}

} // namespace ui
} // namespace cc
