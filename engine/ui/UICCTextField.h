// engine/ui/UICCTextField.h — ccui.TextField's renderer: a TextFieldTTF with a length limit and
// event flags (cocos2d-x 3.17's `ui::UICCTextField`).
#pragma once

#include "scene/TextFieldTTF.h"

namespace cc {
namespace ui {

/// Its own TextFieldDelegate: each IME hook raises a flag that the owning TextField turns into an
/// event on its next update (as cocos does, so a handler never runs inside the IME's dispatch).
/// With the max length on, typed text is cut to the characters that still fit and a full field
/// refuses more (the flag is raised all the same, as in cocos).
class UICCTextField : public TextFieldTTF, public TextFieldDelegate {
public:
    static UICCTextField* create(const std::string& placeholder, const std::string& fontName, float fontSize);

    void setMaxLengthEnabled(bool enable) { _maxLengthEnabled = enable; }
    bool isMaxLengthEnabled() const { return _maxLengthEnabled; }
    void setMaxLength(int length) { _maxLength = length; }
    int getMaxLength() const { return _maxLength; }
    /// Characters to keep of @p text under the max length (all when it is off).
    std::string limitedToMaxLength(const std::string& text) const;

    void setPasswordEnabled(bool enable) { setSecureTextEntry(enable); }
    bool isPasswordEnabled() const { return isSecureTextEntry(); }

    // The flags the TextField reads and clears each update.
    bool _attachWithIMEFlag = false;
    bool _detachWithIMEFlag = false;
    bool _insertTextFlag = false;
    bool _deleteBackwardFlag = false;

protected:
    UICCTextField() = default;
    void insertText(const char* text, std::size_t len) override;
    bool onTextFieldAttachWithIME(TextFieldTTF*) override;
    bool onTextFieldDetachWithIME(TextFieldTTF*) override;
    bool onTextFieldInsertText(TextFieldTTF*, const char* text, std::size_t len) override;
    bool onTextFieldDeleteBackward(TextFieldTTF*, const char*, std::size_t) override;

private:
    bool _maxLengthEnabled = false;
    int _maxLength = 0;
};

} // namespace ui
} // namespace cc
