// engine/events/IMEDelegate.h — something that takes text input: cocos2d-x 3.17's `IMEDelegate`.
#pragma once

#include "events/EventKeyboard.h"

#include <cstddef>
#include <string>

namespace cc {

/// A text input target (TextFieldTTF; later ccui.TextField and ccui.EditBox). Constructing one
/// registers it with the IMEDispatcher, destroying it unregisters it (and closes the keyboard when it
/// was attached). At most one delegate is attached at a time; only it receives text.
///
/// Order, as in cocos: attachWithIME() asks the attached delegate canDetachWithIME() and this one
/// canAttachWithIME(); when both agree, the old one gets didDetachWithIME() and then this one
/// didAttachWithIME(). detachWithIME() asks canDetachWithIME(), then calls didDetachWithIME().
class IMEDelegate {
public:
    virtual ~IMEDelegate();

    /// Becomes the delegate that receives text; false when refused (see above).
    virtual bool attachWithIME();
    /// Stops receiving text; false when this is not the attached delegate or it refuses.
    virtual bool detachWithIME();

protected:
    IMEDelegate();
    IMEDelegate(const IMEDelegate&) = delete;
    IMEDelegate& operator=(const IMEDelegate&) = delete;
    friend class IMEDispatcher;

    virtual bool canAttachWithIME() { return false; }
    virtual void didAttachWithIME() {}
    virtual bool canDetachWithIME() { return false; }
    virtual void didDetachWithIME() {}
    /// Committed text, UTF-8 as the platform gave it (a delegate must check it).
    virtual void insertText(const char* text, std::size_t len) {
        (void)text;
        (void)len;
    }
    /// Backspace: delete the character before the cursor.
    virtual void deleteBackward() {}
    /// Home, End, Delete, Left and Right arrows.
    virtual void controlKey(EventKeyboard::KeyCode keyCode) { (void)keyCode; }
    /// Kite: the IME's composition (text being composed, not yet committed; SDL_TEXTEDITING), with the
    /// cursor at @p start and @p length characters selected; an empty text ends the composition.
    virtual void compositionChanged(const std::string& text, int start, int length) {
        (void)text;
        (void)start;
        (void)length;
    }
    /// The text the delegate holds.
    virtual const std::string& getContentText();
};

} // namespace cc
