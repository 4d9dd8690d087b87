// engine/ui/UICCTextField.cpp — see UICCTextField.h.
#include "ui/UICCTextField.h"

#include "scene/BitmapTextLayout.h" // Label's layout: its members are destroyed here too
#include "scene/Utf8Text.h"

#include <algorithm>

namespace cc {
namespace ui {

UICCTextField* UICCTextField::create(const std::string& placeholder, const std::string& fontName,
                                     float fontSize) {
    auto* field = new UICCTextField();
    field->initWithPlaceHolder(placeholder, fontName, fontSize);
    field->setDelegate(field);
    field->autorelease();
    return field;
}

std::string UICCTextField::limitedToMaxLength(const std::string& text) const {
    if (!_maxLengthEnabled) return text;
    const std::string valid = toValidUtf8(text);
    const std::size_t keep = static_cast<std::size_t>(std::max(_maxLength, 0));
    return valid.substr(0, utf8Offset(valid, keep));
}

void UICCTextField::insertText(const char* text, std::size_t len) {
    std::string input(text, len);
    if (_maxLengthEnabled && input != "\n") {
        const std::size_t count = getCharCount();
        const std::size_t max = static_cast<std::size_t>(std::max(_maxLength, 0));
        if (count >= max) {
            _insertTextFlag = true; // cocos raises INSERT_TEXT for a refused character too
            return;
        }
        // Only the characters that fit: the cut is on the valid text, so a megabyte paste costs
        // one pass, not one per character.
        const std::string valid = toValidUtf8(input);
        input = valid.substr(0, utf8Offset(valid, max - count));
    }
    TextFieldTTF::insertText(input.data(), input.size());
}

bool UICCTextField::onTextFieldAttachWithIME(TextFieldTTF*) {
    _attachWithIMEFlag = true;
    return false;
}

bool UICCTextField::onTextFieldDetachWithIME(TextFieldTTF*) {
    _detachWithIMEFlag = true;
    return false;
}

bool UICCTextField::onTextFieldInsertText(TextFieldTTF*, const char* text, std::size_t len) {
    if (len == 1 && text[0] == '\n') return false; // Enter detaches; no INSERT_TEXT
    _insertTextFlag = true;
    return false;
}

bool UICCTextField::onTextFieldDeleteBackward(TextFieldTTF*, const char*, std::size_t) {
    _deleteBackwardFlag = true;
    return false;
}

} // namespace ui
} // namespace cc
