// engine/ui/EditBox.h — a boxed text input: cocos2d-x 3.17's `ui::EditBox`, edited in the game's own
// window through the IME (Kite has no native text control to lay over it).
#pragma once

#include "events/IMEDelegate.h"
#include "scene/Label.h"
#include "ui/Widget.h"

#include <functional>
#include <string>

namespace cc {
namespace ui {

class Scale9Sprite;

/// cocos2d-x 3.17 `ui::EditBox`: nine-slice backgrounds (normal; pressed while pressed or editing;
/// disabled) stretched over the size given at creation, a text label and a placeholder label inset
/// by cocos's 5-pixel padding. A release on the box (or openKeyboard()) starts editing: the IME
/// attaches and SDL text input starts; typed text is appended, Backspace deletes a character. A touch
/// elsewhere, another field taking the IME, or Enter in a single-line mode ends editing; in ANY
/// (the default, multi-line as cocos's desktop boxes) Enter inserts a line break.
///
/// The script handler hears, as cocos's common implementation sends them: "began" when editing
/// starts, "changed" after each change of the text, and "ended" then "return" when it ends (every
/// end, not only Enter). Each call has the box retained, so a handler may remove it or replace
/// the scene.
///
/// Text is stored as valid UTF-8 (malformed bytes become U+FFFD), at most the max length in
/// characters (when > 0) and TextFieldTTF's 64 KiB. NUMERIC takes digits, DECIMAL digits and one '.',
/// PHONE_NUMBER digits and "+*#()-. " ; other characters typed into them are dropped. PASSWORD shows
/// one U+25CF per character. The INITIAL_CAPS_* / LOWERCASE flags and the return type change
/// nothing, as on cocos's desktop implementations (they are hints to a phone's keyboard).
class EditBox : public Widget, public IMEDelegate {
public:
    enum class KeyboardReturnType { DEFAULT, DONE, SEND, SEARCH, GO, NEXT };
    enum class InputMode { ANY, EMAIL_ADDRESS, NUMERIC, PHONE_NUMBER, URL, DECIMAL, SINGLE_LINE };
    enum class InputFlag {
        PASSWORD,
        SENSITIVE,
        INITIAL_CAPS_WORD,
        INITIAL_CAPS_SENTENCE,
        INITIAL_CAPS_ALL_CHARACTERS,
        LOWERCASE_ALL_CHARACTERS
    };
    /// (event name, the box): "began", "changed", "ended", "return".
    using ScriptHandler = std::function<void(const std::string& event, EditBox* sender)>;

    static EditBox* create(const Size& size, Scale9Sprite* normalSprite,
                           Scale9Sprite* pressedSprite = nullptr, Scale9Sprite* disabledSprite = nullptr);
    static EditBox* create(const Size& size, const std::string& normalImage,
                           const std::string& pressedImage = "", const std::string& disabledImage = "",
                           TextureResType texType = TextureResType::LOCAL);
    bool initWithSizeAndBackgroundSprite(const Size& size, Scale9Sprite* normalSprite,
                                         Scale9Sprite* pressedSprite = nullptr,
                                         Scale9Sprite* disabledSprite = nullptr);
    bool initWithSizeAndTexture(const Size& size, const std::string& normalImage,
                                const std::string& pressedImage = "", const std::string& disabledImage = "",
                                TextureResType texType = TextureResType::LOCAL);
    /// Each: an empty name is ignored; one that cannot be loaded logs an error naming it.
    void loadTextures(const std::string& normal, const std::string& pressed, const std::string& disabled = "",
                      TextureResType texType = TextureResType::LOCAL);
    void loadTextureNormal(const std::string& normal, TextureResType texType = TextureResType::LOCAL);
    void loadTexturePressed(const std::string& pressed, TextureResType texType = TextureResType::LOCAL);
    void loadTextureDisabled(const std::string& disabled, TextureResType texType = TextureResType::LOCAL);

    void setScriptHandler(ScriptHandler handler) { _scriptHandler = std::move(handler); }

    void setText(const char* text);
    const char* getText() const { return _text.c_str(); }
    void setFont(const char* fontName, int fontSize);
    void setFontName(const char* fontName);
    const char* getFontName() const { return _fontName.c_str(); }
    void setFontSize(int fontSize);
    int getFontSize() const { return _fontSize; }
    void setFontColor(const Color3B& color);
    void setFontColor(const Color4B& color);
    const Color4B& getFontColor() const { return _fontColor; }
    void setPlaceholderFont(const char* fontName, int fontSize);
    void setPlaceholderFontName(const char* fontName);
    const char* getPlaceholderFontName() const { return _placeholderFontName.c_str(); }
    void setPlaceholderFontSize(int fontSize);
    int getPlaceholderFontSize() const { return _placeholderFontSize; }
    void setPlaceholderFontColor(const Color3B& color);
    void setPlaceholderFontColor(const Color4B& color);
    const Color4B& getPlaceholderFontColor() const { return _placeholderFontColor; }
    void setPlaceHolder(const char* text);
    const char* getPlaceHolder() const { return _placeHolder.c_str(); }
    void setInputMode(InputMode inputMode);
    InputMode getInputMode() const { return _inputMode; }
    /// Characters; 0 or less: no limit. Text already longer is kept (as cocos).
    void setMaxLength(int maxLength) { _maxLength = maxLength; }
    int getMaxLength() const { return _maxLength; }
    void setInputFlag(InputFlag inputFlag);
    InputFlag getInputFlag() const { return _inputFlag; }
    void setReturnType(KeyboardReturnType returnType) { _returnType = returnType; }
    KeyboardReturnType getReturnType() const { return _returnType; }
    void setTextHorizontalAlignment(TextHAlignment alignment);
    TextHAlignment getTextHorizontalAlignment() const { return _alignment; }

    /// Starts editing (attaches to the IME).
    void openKeyboard();
    /// Kite: ends editing when editing.
    void closeKeyboard();
    bool isEditing() const { return _editing; }

    void setContentSize(const Size& size) override;
    bool onTouchBegan(Touch* touch, Event* event) override;
    Node* getVirtualRenderer() override;

protected:
    EditBox() = default;
    void initRenderer() override;
    void onSizeChanged() override;
    void onPressStateChangedToNormal() override;
    void onPressStateChangedToPressed() override;
    void onPressStateChangedToDisabled() override;
    void releaseUpEvent() override;

    bool canAttachWithIME() override { return true; }
    bool canDetachWithIME() override { return true; }
    void didAttachWithIME() override;
    void didDetachWithIME() override;
    void insertText(const char* text, std::size_t len) override;
    void deleteBackward() override;
    const std::string& getContentText() override { return _text; }

private:
    /// Adds @p text (already split at line breaks) as typed: filtered by the input mode, cut to the
    /// limits. Returns whether the text changed.
    bool appendTyped(const std::string& text);
    void sendEvent(const char* name);
    /// Shows the text (or bullets, with a cursor while editing) or the placeholder.
    void refreshLabels();
    void placeLabels();
    void showBackground(Scale9Sprite* shown);
    /// @p sprite becomes the renderer in @p slot (a protected child), stretched over the content size.
    void setBackground(Scale9Sprite*& slot, Scale9Sprite* sprite);

    Scale9Sprite* _normalRenderer = nullptr; // protected children
    Scale9Sprite* _pressedRenderer = nullptr;
    Scale9Sprite* _disabledRenderer = nullptr;
    bool _pressedLoaded = false;
    bool _disabledLoaded = false;
    Label* _label = nullptr;
    Label* _labelPlaceHolder = nullptr;

    ScriptHandler _scriptHandler;
    std::string _text;
    std::size_t _charCount = 0;
    std::string _placeHolder;
    std::string _fontName = "Arial";
    int _fontSize = -1;
    Color4B _fontColor = Color4B::WHITE;
    std::string _placeholderFontName = "Arial";
    int _placeholderFontSize = -1;
    Color4B _placeholderFontColor = Color4B::GRAY;
    InputMode _inputMode = InputMode::ANY;
    InputFlag _inputFlag = InputFlag::INITIAL_CAPS_ALL_CHARACTERS;
    KeyboardReturnType _returnType = KeyboardReturnType::DEFAULT;
    TextHAlignment _alignment = TextHAlignment::LEFT;
    int _maxLength = -1;
    bool _editing = false;
};

} // namespace ui
} // namespace cc
