// engine/script/ScriptEngineManager.cpp
#include "script/ScriptEngineManager.h"

#include "script/ScriptEngineProtocol.h"

namespace cc {

ScriptEngineManager* ScriptEngineManager::getInstance() {
    static ScriptEngineManager instance; // trivially destructible: safe to use during static destruction
    return &instance;
}

void ScriptEngineManager::destroyInstance() {
    getInstance()->_engine = nullptr;
}

void ScriptEngineManager::setScriptEngine(ScriptEngineProtocol* engine) {
    _engine = engine;
}

int ScriptEngineManager::sendEventToScript(const ScriptEvent& event) {
    ScriptEngineProtocol* engine = getInstance()->_engine;
    return engine ? engine->sendEvent(event) : 0;
}

void ScriptEngineManager::releaseScriptHandler(int handler) {
    ScriptEngineProtocol* engine = getInstance()->_engine;
    if (engine && handler != 0) engine->removeScriptHandler(handler);
}

ScriptDispatchRun::ScriptDispatchRun() : _engine(ScriptEngineManager::getInstance()->_engine) {
    if (_engine) _engine->beginDispatchRun();
}

ScriptDispatchRun::~ScriptDispatchRun() {
    if (_engine && ScriptEngineManager::getInstance()->_engine == _engine) _engine->endDispatchRun();
}

} // namespace cc
