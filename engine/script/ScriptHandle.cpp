// engine/script/ScriptHandle.cpp
#include "script/ScriptHandle.h"

#include "script/ScriptEngineManager.h"

namespace cc {

ScriptHandle::ScriptHandle(int handler) {
    if (handler != 0) {
        _holder = std::make_shared<Holder>(handler);
        _handler = handler;
    }
}

ScriptHandle::Holder::~Holder() {
    ScriptEngineManager::releaseScriptHandler(handler);
}

} // namespace cc
