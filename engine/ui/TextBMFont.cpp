// engine/ui/TextBMFont.cpp
#include "ui/TextBMFont.h"

#include "scene/Label.h"
#include "ui/WidgetTextures.h"

namespace cc {
namespace ui {

TextBMFont* TextBMFont::create() {
    auto* widget = new TextBMFont();
    if (widget->init()) return static_cast<TextBMFont*>(widget->autorelease());
    delete widget;
    return nullptr;
}

TextBMFont* TextBMFont::create(const std::string& text, const std::string& filename) {
    TextBMFont* widget = create();
    if (!widget) return nullptr;
    widget->setFntFile(filename);
    widget->setString(text);
    return widget;
}

void TextBMFont::initRenderer() {
    _labelBMFontRenderer = Label::create();
    addProtectedChild(_labelBMFontRenderer, -1, -1);
}

void TextBMFont::resetRender() {
    removeProtectedChild(_labelBMFontRenderer);
    initRenderer();
}

void TextBMFont::setFntFile(const std::string& fileName) {
    if (fileName.empty()) return;
    _fntFileName = fileName;
    _fntFileHasInit = _labelBMFontRenderer->setBMFontFilePath(fileName); // logs a bad file by name
    if (_fntFileHasInit) _labelBMFontRenderer->setString(_stringValue);
    updateContentSizeWithTextureSize(_labelBMFontRenderer->getContentSize());
}

void TextBMFont::setString(const std::string& value) {
    if (value == _labelBMFontRenderer->getString() && value == _stringValue) return;
    _stringValue = value;
    if (!_fntFileHasInit) return;
    _labelBMFontRenderer->setString(value);
    updateContentSizeWithTextureSize(_labelBMFontRenderer->getContentSize());
}

std::ptrdiff_t TextBMFont::getStringLength() const {
    return _labelBMFontRenderer->getStringLength();
}

void TextBMFont::onSizeChanged() {
    Widget::onSizeChanged();
    fitRendererToSize(_labelBMFontRenderer, _contentSize, _ignoreSize);
}

Node* TextBMFont::getVirtualRenderer() {
    return _labelBMFontRenderer;
}

Size TextBMFont::getVirtualRendererSize() const {
    return _labelBMFontRenderer->getContentSize();
}

Widget* TextBMFont::createCloneInstance() {
    return TextBMFont::create();
}

void TextBMFont::copySpecialProperties(Widget* model) {
    auto* text = dynamic_cast<TextBMFont*>(model);
    if (!text) return;
    setFntFile(text->_fntFileName);
    setString(text->_stringValue);
}

} // namespace ui
} // namespace cc
