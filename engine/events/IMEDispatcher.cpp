// engine/events/IMEDispatcher.cpp — IMEDispatcher and IMEDelegate (see their headers).
#include "events/IMEDispatcher.h"

#include "events/IMEDelegate.h"

#include <algorithm>

namespace cc {

IMEDelegate::IMEDelegate() {
    IMEDispatcher::sharedDispatcher()->addDelegate(this);
}

IMEDelegate::~IMEDelegate() {
    IMEDispatcher::sharedDispatcher()->removeDelegate(this);
}

bool IMEDelegate::attachWithIME() {
    return IMEDispatcher::sharedDispatcher()->attachDelegateWithIME(this);
}

bool IMEDelegate::detachWithIME() {
    return IMEDispatcher::sharedDispatcher()->detachDelegateWithIME(this);
}

const std::string& IMEDelegate::getContentText() {
    static const std::string kEmpty;
    return kEmpty;
}

IMEDispatcher* IMEDispatcher::sharedDispatcher() {
    static IMEDispatcher instance;
    return &instance;
}

bool IMEDispatcher::hasDelegate(IMEDelegate* delegate) const {
    return std::find(_delegates.begin(), _delegates.end(), delegate) != _delegates.end();
}

void IMEDispatcher::addDelegate(IMEDelegate* delegate) {
    if (delegate && !hasDelegate(delegate)) _delegates.push_back(delegate);
}

void IMEDispatcher::removeDelegate(IMEDelegate* delegate) {
    auto it = std::find(_delegates.begin(), _delegates.end(), delegate);
    if (it == _delegates.end()) return;
    _delegates.erase(it);
    if (_current == delegate) { // destroyed while attached: no didDetach (it is half gone)
        _current = nullptr;
        setKeyboardOpen(false);
    }
}

bool IMEDispatcher::attachDelegateWithIME(IMEDelegate* delegate) {
    if (!delegate || !hasDelegate(delegate)) return false;
    if (_current == delegate) return true;
    if (_current) {
        if (!_current->canDetachWithIME() || !delegate->canAttachWithIME()) return false;
        IMEDelegate* old = _current;
        _current = delegate;
        old->didDetachWithIME();
        if (_current == delegate) delegate->didAttachWithIME();
        return true;
    }
    if (!delegate->canAttachWithIME()) return false;
    _current = delegate;
    delegate->didAttachWithIME();
    return true;
}

bool IMEDispatcher::detachDelegateWithIME(IMEDelegate* delegate) {
    if (!delegate || delegate != _current) return false;
    if (!delegate->canDetachWithIME()) return false;
    _current = nullptr;
    delegate->didDetachWithIME();
    return true;
}

const std::string& IMEDispatcher::getContentText() {
    static const std::string kEmpty;
    return _current ? _current->getContentText() : kEmpty;
}

void IMEDispatcher::dispatchInsertText(const char* text, std::size_t len) {
    if (_current && text && len > 0) _current->insertText(text, len);
}

void IMEDispatcher::dispatchDeleteBackward() {
    if (_current) _current->deleteBackward();
}

void IMEDispatcher::dispatchControlKey(EventKeyboard::KeyCode keyCode) {
    if (_current) _current->controlKey(keyCode);
}

void IMEDispatcher::dispatchCompositionText(const std::string& text, int start, int length) {
    if (_current) _current->compositionChanged(text, start, length);
}

void IMEDispatcher::setKeyboardOpen(bool open) {
    if (open == _keyboardOpen) return;
    _keyboardOpen = open;
    if (_keyboardHost) _keyboardHost(open);
}

void IMEDispatcher::setKeyboardHost(std::function<void(bool open)> host) {
    _keyboardHost = std::move(host);
}

} // namespace cc
