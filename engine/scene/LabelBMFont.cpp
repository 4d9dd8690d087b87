// engine/scene/LabelBMFont.cpp — see LabelBMFont.h.
#include "scene/LabelBMFont.h"

namespace cc {

LabelBMFont::LabelBMFont() : _label(Label::create()) {
    _label->setAnchorPoint(Vec2::ANCHOR_BOTTOM_LEFT);
    addChild(_label);
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    setCascadeOpacityEnabled(true);
}

LabelBMFont* LabelBMFont::create() {
    return static_cast<LabelBMFont*>((new LabelBMFont())->autorelease());
}

LabelBMFont* LabelBMFont::create(const std::string& str, const std::string& fntFile, float width,
                                 TextHAlignment alignment, const Vec2& imageOffset) {
    auto* label = new LabelBMFont();
    if (label->initWithString(str, fntFile, width, alignment, imageOffset))
        return static_cast<LabelBMFont*>(label->autorelease());
    delete label;
    return nullptr;
}

bool LabelBMFont::initWithString(const std::string& str, const std::string& fntFile, float width,
                                 TextHAlignment alignment, const Vec2& imageOffset) {
    if (!_label->setBMFontFilePath(fntFile, imageOffset)) return false;
    _fntFile = fntFile;
    _label->setMaxLineWidth(width);
    _label->setAlignment(alignment);
    _label->setString(str);
    takeLabelSize();
    return true;
}

void LabelBMFont::setString(const std::string& newString) {
    _label->setString(newString);
    takeLabelSize();
}

void LabelBMFont::setAlignment(TextHAlignment alignment) {
    _label->setAlignment(alignment);
    takeLabelSize();
}

void LabelBMFont::setWidth(float width) {
    _label->setMaxLineWidth(width);
    takeLabelSize();
}

void LabelBMFont::setLineBreakWithoutSpace(bool breakWithoutSpace) {
    _label->setLineBreakWithoutSpace(breakWithoutSpace);
    takeLabelSize();
}

void LabelBMFont::setFntFile(const std::string& fntFile, const Vec2& imageOffset) {
    if (fntFile.empty() || fntFile == _fntFile) return;
    if (!_label->setBMFontFilePath(fntFile, imageOffset)) return;
    _fntFile = fntFile;
    takeLabelSize();
}

void LabelBMFont::setColor(const Color3B& color) {
    Node::setColor(color);
    _label->setColor(color);
}

} // namespace cc
