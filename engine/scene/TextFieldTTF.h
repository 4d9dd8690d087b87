// engine/scene/TextFieldTTF.h — a one-label text input field: cocos2d-x 3.17's `TextFieldTTF`.
#pragma once

#include "events/IMEDelegate.h"
#include "scene/Label.h"

#include <cstddef>
#include <string>

namespace cc {

class TextFieldTTF;

/// cocos2d-x `TextFieldDelegate` (C++ only; cocos's Lua has no delegate): each hook returns true
/// to refuse what is about to happen.
class TextFieldDelegate {
public:
    virtual ~TextFieldDelegate() = default;
    virtual bool onTextFieldAttachWithIME(TextFieldTTF*) { return false; }
    virtual bool onTextFieldDetachWithIME(TextFieldTTF*) { return false; }
    virtual bool onTextFieldInsertText(TextFieldTTF*, const char*, std::size_t) { return false; }
    virtual bool onTextFieldDeleteBackward(TextFieldTTF*, const char*, std::size_t) { return false; }
};

/// A Label that edits its text through the IME (IMEDispatcher): attachWithIME() opens the keyboard
/// and receives typed text, Backspace deletes a whole character, Enter ("\n") detaches. With no text it
/// shows the placeholder in the placeholder colour (gray); secure text entry shows one password
/// character (U+25CF) per character; an enabled cursor ('|', blinking every half second) is drawn at
/// its position while attached, and the arrows, Home, End and Delete move it or delete after it.
///
/// What it stores is always valid UTF-8 (malformed bytes become U+FFFD), combining and right-to-left
/// characters as given, at most kMaxTextBytes (longer text is cut at a character, with a warning; cocos
/// has no limit, but a field holding megabytes is a hostile paste, not typing).
///
/// getString() is the input text through this class (and in Lua); through a Label* it is the text
/// drawn (placeholder, bullets, cursor), which is what the renderer draws.
class TextFieldTTF : public Label, public IMEDelegate {
public:
    static constexpr std::size_t kMaxTextBytes = 64 * 1024;

    static TextFieldTTF* textFieldWithPlaceHolder(const std::string& placeholder, const Size& dimensions,
                                                  TextHAlignment alignment, const std::string& fontName,
                                                  float fontSize);
    static TextFieldTTF* textFieldWithPlaceHolder(const std::string& placeholder, const std::string& fontName,
                                                  float fontSize);
    bool initWithPlaceHolder(const std::string& placeholder, const Size& dimensions, TextHAlignment alignment,
                             const std::string& fontName, float fontSize);
    /// A font name that is a file (FileUtils finds it) is a TTF font, any other a system font.
    bool initWithPlaceHolder(const std::string& placeholder, const std::string& fontName, float fontSize);

    bool attachWithIME() override;
    bool detachWithIME() override;

    TextFieldDelegate* getDelegate() const { return _delegate; }
    void setDelegate(TextFieldDelegate* delegate) { _delegate = delegate; }

    /// Characters (code points) of the input text.
    std::size_t getCharCount() const { return _charCount; }
    const Color4B& getColorSpaceHolder() const { return _colorSpaceHolder; }
    void setColorSpaceHolder(const Color3B& color);
    void setColorSpaceHolder(const Color4B& color);
    /// The input text's colour (white until set).
    void setTextColor(const Color4B& textColor);
    const Color4B& getTextColor() const { return _colorText; }

    void setString(const std::string& text) override;
    /// Inserts @p text as if typed (the delegate asked; a "\n" detaches).
    void appendString(const std::string& text);
    const std::string& getString() const { return _inputText; }
    void setPlaceHolder(const std::string& text);
    const std::string& getPlaceHolder() const { return _placeHolder; }

    void setSecureTextEntry(bool value);
    bool isSecureTextEntry() const { return _secureTextEntry; }
    /// What each character shows as in secure entry; an empty style is ignored.
    void setPasswordTextStyle(const std::string& text);
    const std::string& getPasswordTextStyle() const { return _passwordStyleText; }

    void setCursorEnabled(bool enabled);
    bool isCursorEnabled() const { return _cursorEnabled; }
    void setCursorChar(char cursor);
    /// In characters from the start; ignored past the end or while the cursor is disabled.
    void setCursorPosition(std::size_t cursorPosition);
    std::size_t getCursorPosition() const { return _cursorPosition; }
    /// Whether this field is the IME's attached delegate.
    bool isAttachedWithIME() const { return _isAttachWithIME; }

    void update(float delta) override;

protected:
    bool canAttachWithIME() override;
    bool canDetachWithIME() override;
    void didAttachWithIME() override;
    void didDetachWithIME() override;
    void insertText(const char* text, std::size_t len) override;
    void deleteBackward() override;
    void controlKey(EventKeyboard::KeyCode keyCode) override;
    const std::string& getContentText() override { return _inputText; }

private:
    /// The input text becomes @p text (valid, within the limit) and the label shows it.
    void storeText(const std::string& text);
    void updateDisplay();
    void setAttachWithIME(bool attached);
    /// Removes the character at @p index (code points).
    void eraseCharAt(std::size_t index);

    TextFieldDelegate* _delegate = nullptr;
    std::size_t _charCount = 0;
    std::string _inputText;
    std::string _placeHolder;
    Color4B _colorSpaceHolder = Color4B::GRAY;
    Color4B _colorText = Color4B::WHITE;
    bool _secureTextEntry = false;
    std::string _passwordStyleText = "\xE2\x97\x8F"; // U+25CF BLACK CIRCLE
    bool _cursorEnabled = false;
    std::size_t _cursorPosition = 0;
    char _cursorChar = '|';
    float _cursorShowingTime = 0.0f; // > 0 shown, < 0 hidden
    bool _isAttachWithIME = false;
};

} // namespace cc
