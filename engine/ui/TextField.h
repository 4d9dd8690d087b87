// engine/ui/TextField.h — a widget to type text into: cocos2d-x 3.17's `ui::TextField`.
#pragma once

#include "ui/UICCTextField.h"
#include "ui/Widget.h"

#include <functional>

namespace cc {
namespace ui {

/// cocos2d-x 3.17 `ui::TextField`: a UICCTextField renderer (a protected child, centred), touch on
/// from the start. A touch on the field attaches it to the IME (opens the keyboard); a touch that
/// reaches it elsewhere detaches it (didNotSelectSelf). The IME's hooks become events on the next
/// update, in cocos's order: DETACH_WITH_IME, ATTACH_WITH_IME, DELETE_BACKWARD, INSERT_TEXT, each
/// with the widget retained. Max length counts characters (UTF-8 code points); the password style is
/// one printable ASCII character ("*" until set). Destroying a focused field closes the keyboard
/// (the renderer leaves the IME as it dies).
class TextField : public Widget {
public:
    enum class EventType { ATTACH_WITH_IME, DETACH_WITH_IME, INSERT_TEXT, DELETE_BACKWARD };
    using ccTextFieldCallback = std::function<void(Ref*, EventType)>;

    static TextField* create();
    static TextField* create(const std::string& placeholder, const std::string& fontName, int fontSize);
    bool init() override;

    void setTouchSize(const Size& size);
    Size getTouchSize() const { return Size(_touchWidth, _touchHeight); }
    void setTouchAreaEnabled(bool enable) { _useTouchArea = enable; }
    bool hitTest(const Vec2& point) const override;

    void setPlaceHolder(const std::string& value);
    const std::string& getPlaceHolder() const;
    const Color4B& getPlaceHolderColor() const;
    void setPlaceHolderColor(const Color3B& color);
    void setPlaceHolderColor(const Color4B& color);
    const Color4B& getTextColor() const;
    void setTextColor(const Color4B& textColor);
    void setFontSize(int size);
    int getFontSize() const { return _fontSize; }
    /// A name that is an existing file is a TTF font, anything else a system font.
    void setFontName(const std::string& name);
    const std::string& getFontName() const { return _fontName; }

    void didNotSelectSelf();
    void setString(const std::string& text);
    const std::string& getString() const;
    /// Characters of the text.
    int getStringLength() const;

    void setMaxLengthEnabled(bool enable);
    bool isMaxLengthEnabled() const;
    /// Cuts the current text to @p length characters when the max length is on.
    void setMaxLength(int length);
    int getMaxLength() const;
    void setPasswordEnabled(bool enable);
    bool isPasswordEnabled() const;
    /// One printable ASCII character (33..126); anything else is ignored, as in cocos.
    void setPasswordStyleText(const char* styleText);
    const char* getPasswordStyleText() const { return _passwordStyleText.c_str(); }

    /// Whether each IME hook happened since the last update (the event is still to come).
    bool getAttachWithIME() const { return _textFieldRenderer->_attachWithIMEFlag; }
    void setAttachWithIME(bool attach) { _textFieldRenderer->_attachWithIMEFlag = attach; }
    bool getDetachWithIME() const { return _textFieldRenderer->_detachWithIMEFlag; }
    void setDetachWithIME(bool detach) { _textFieldRenderer->_detachWithIMEFlag = detach; }
    bool getInsertText() const { return _textFieldRenderer->_insertTextFlag; }
    void setInsertText(bool insert) { _textFieldRenderer->_insertTextFlag = insert; }
    bool getDeleteBackward() const { return _textFieldRenderer->_deleteBackwardFlag; }
    void setDeleteBackward(bool deleteBackward) { _textFieldRenderer->_deleteBackwardFlag = deleteBackward; }

    void addEventListener(const ccTextFieldCallback& callback) { _eventCallback = callback; }
    /// Opens the keyboard for this field (as a touch on it does).
    void attachWithIME();

    /// The text area: the content size the text is laid out in.
    void setTextAreaSize(const Size& size) { setContentSize(size); }
    void setTextHorizontalAlignment(TextHAlignment alignment);
    TextHAlignment getTextHorizontalAlignment() const;
    void setTextVerticalAlignment(TextVAlignment alignment);
    TextVAlignment getTextVerticalAlignment() const;
    void setCursorEnabled(bool enabled);
    void setCursorChar(char cursor);
    void setCursorPosition(std::size_t cursorPosition);
    /// The renderer's own size with no text area.
    Size getAutoRenderSize();

    bool onTouchBegan(Touch* touch, Event* event) override;
    void update(float delta) override;
    void onEnter() override;
    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override;

protected:
    TextField() = default;
    void initRenderer() override;
    void onSizeChanged() override;
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    /// After the renderer's text or font changed: the content size follows it while adapting.
    void rendererChanged();
    void dispatchEvent(EventType event);

    UICCTextField* _textFieldRenderer = nullptr; // a protected child
    float _touchWidth = 0.0f;
    float _touchHeight = 0.0f;
    bool _useTouchArea = false;
    ccTextFieldCallback _eventCallback;
    std::string _passwordStyleText = "*";
    std::string _fontName = "Thonburi";
    int _fontSize = 10;
};

} // namespace ui
} // namespace cc
