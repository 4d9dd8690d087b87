// engine/platform/SdlAudio.cpp
#include "platform/SdlAudio.h"

#include "audio/AudioSystem.h"
#include "platform/SdlAudioBackend.h"

namespace cc {

SdlAudio::SdlAudio() = default;

SdlAudio::~SdlAudio() {
    close();
}

bool SdlAudio::open(const AudioConfig& config, std::string* error) {
    close();
    auto backend = std::make_unique<SdlAudioBackend>();
    if (!backend->open(config, error)) return false;
    _backend = std::move(backend);
    AudioSystem::setBackend(_backend.get());
    return true;
}

void SdlAudio::close() {
    if (!_backend) return;
    if (AudioSystem::getBackend() == _backend.get())
        AudioSystem::setBackend(nullptr); // shuts both engines down
    _backend->close();
    _backend.reset();
}

bool SdlAudio::isOpen() const {
    return _backend != nullptr;
}

} // namespace cc
