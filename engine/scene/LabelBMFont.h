// engine/scene/LabelBMFont.h — cocos2d-x's older bitmap-font label, over a Label.
#pragma once

#include "scene/Label.h"

#include <string>

namespace cc {

/// cocos2d-x 3.17 `LabelBMFont` (deprecated there in favour of Label::createWithBMFont, and built
/// the same way): a node holding a Label child that draws the text with the bitmap font, at its
/// bottom-left corner. Its content size is the label's; anchor (0.5, 0.5); opacity cascades to the
/// label, and setColor tints it. A font that cannot be read is logged (naming the file): create
/// returns nullptr, setFntFile keeps the font it had.
class LabelBMFont : public Node {
public:
    static LabelBMFont* create();
    static LabelBMFont* create(const std::string& str, const std::string& fntFile, float width = 0.0f,
                               TextHAlignment alignment = TextHAlignment::LEFT,
                               const Vec2& imageOffset = Vec2::ZERO);
    bool initWithString(const std::string& str, const std::string& fntFile, float width = 0.0f,
                        TextHAlignment alignment = TextHAlignment::LEFT,
                        const Vec2& imageOffset = Vec2::ZERO);

    void setString(const std::string& newString);
    const std::string& getString() const { return _label->getString(); }
    void setAlignment(TextHAlignment alignment);
    /// Lines wrap at @p width (0: only at '\n').
    void setWidth(float width);
    void setLineBreakWithoutSpace(bool breakWithoutSpace);
    void setFntFile(const std::string& fntFile, const Vec2& imageOffset = Vec2::ZERO);
    const std::string& getFntFile() const { return _fntFile; }
    void setColor(const Color3B& color) override;
    /// The Label that draws the text.
    Label* getLabel() const { return _label; }
    /// The character at @p letterIndex as a Sprite (Label::getLetter).
    Sprite* getLetter(int letterIndex) { return _label->getLetter(letterIndex); }

protected:
    LabelBMFont();
    /// The label's size is ours.
    void takeLabelSize() { setContentSize(_label->getContentSize()); }

private:
    Label* _label; // our child: retained by the children list
    std::string _fntFile;
};

} // namespace cc
