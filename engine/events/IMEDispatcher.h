// engine/events/IMEDispatcher.h — routes text input to the attached IMEDelegate.
#pragma once

#include "events/EventKeyboard.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace cc {

class IMEDelegate;

/// cocos2d-x 3.17's `IMEDispatcher`: knows every IMEDelegate, which one is attached, and hands it the
/// platform's text (InputDispatcher calls the dispatch functions). Kite adds the keyboard: a delegate
/// that attaches opens it (setKeyboardOpen(true)), one that detaches or dies closes it, and the
/// platform's keyboard host (SDL_StartTextInput / SDL_StopTextInput) hears each change.
class IMEDispatcher {
public:
    static IMEDispatcher* sharedDispatcher();

    bool isAnyDelegateAttachedWithIME() const { return _current != nullptr; }
    /// The attached delegate's text, or "".
    const std::string& getContentText();

    void dispatchInsertText(const char* text, std::size_t len);
    void dispatchDeleteBackward();
    void dispatchControlKey(EventKeyboard::KeyCode keyCode);
    void dispatchCompositionText(const std::string& text, int start, int length);

    /// Kite: the on-screen keyboard / IME window (cocos: GLView::setIMEKeyboardState).
    void setKeyboardOpen(bool open);
    bool isKeyboardOpen() const { return _keyboardOpen; }
    /// The platform's: called with each change of the keyboard state; nullptr removes it.
    void setKeyboardHost(std::function<void(bool open)> host);

private:
    friend class IMEDelegate;
    void addDelegate(IMEDelegate* delegate);
    void removeDelegate(IMEDelegate* delegate);
    bool attachDelegateWithIME(IMEDelegate* delegate);
    bool detachDelegateWithIME(IMEDelegate* delegate);
    bool hasDelegate(IMEDelegate* delegate) const;

    std::vector<IMEDelegate*> _delegates;
    IMEDelegate* _current = nullptr;
    bool _keyboardOpen = false;
    std::function<void(bool)> _keyboardHost;
};

} // namespace cc
