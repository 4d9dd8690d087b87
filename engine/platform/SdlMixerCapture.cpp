// engine/platform/SdlMixerCapture.cpp
//
// Why this file defines SDL_OpenAudioDevice: SDL_mixer 2.x mixes only inside the callback it gives
// SDL_OpenAudioDevice (its static mix_channels, with a NULL userdata), which SDL then calls on its
// audio thread at the sound card's wall-clock pace. Kite needs audio to advance with game time, on
// the main thread. An executable's definition of a function interposes on the shared libraries'
// calls to it, so libSDL2_mixer's call lands here: during our Mix_OpenAudioDevice we keep the
// callback, report exactly the format we asked for, and hand back either a real device opened
// through SDL's own SDL_OpenAudioDevice (found with dlsym RTLD_NEXT) in queue mode (callback NULL),
// or, with no output wanted, an id that names no device (SDL_mixer only pauses, locks and closes it,
// which SDL ignores for an unknown id). render() then calls the kept callback for exactly the bytes
// asked for. Every other caller of SDL_OpenAudioDevice goes straight through to SDL.
// SDL_mixer's mixing reads SDL_GetTicks only for timed plays, fades and channel pauses, none of which
// Kite uses, so the output depends on nothing but the calls made and the frames rendered.
#include "platform/SdlMixerCapture.h"

#include <SDL_mixer.h>
#include <dlfcn.h>

namespace {

using OpenAudioDeviceFn = SDL_AudioDeviceID (*)(const char*, int, const SDL_AudioSpec*, SDL_AudioSpec*, int);

/// Returned to SDL_mixer when no device is open: beyond SDL's table of open devices.
constexpr SDL_AudioDeviceID kNoDevice = 0x4B495445;

struct Capture {
    bool capturing = false; // inside our Mix_OpenAudioDevice
    bool toDevice = false;
    SDL_AudioCallback callback = nullptr;
    void* userdata = nullptr;
    SDL_AudioDeviceID output = 0;
    bool open = false;
    bool audioStarted = false; // we initialised SDL's audio subsystem
};

Capture s_capture;

OpenAudioDeviceFn sdlOpenAudioDevice() {
    static auto real = reinterpret_cast<OpenAudioDeviceFn>(dlsym(RTLD_NEXT, "SDL_OpenAudioDevice"));
    return real;
}

SDL_AudioDeviceID captureOpen(const SDL_AudioSpec* desired, SDL_AudioSpec* obtained) {
    s_capture.callback = desired->callback;
    s_capture.userdata = desired->userdata;
    SDL_AudioSpec spec = *desired;
    spec.silence = 0;
    spec.size = Uint32(spec.samples) * spec.channels * (SDL_AUDIO_BITSIZE(spec.format) / 8);
    *obtained = spec; // exactly the mix format asked for: SDL converts for the device if it must
    if (!s_capture.toDevice) return kNoDevice;
    SDL_AudioSpec queued = spec;
    queued.callback = nullptr; // queue mode: render() feeds the device
    queued.userdata = nullptr;
    SDL_AudioSpec have;
    s_capture.output = sdlOpenAudioDevice()(nullptr, 0, &queued, &have, 0);
    if (s_capture.output) return s_capture.output;
    SDL_Log("Kite: no sound device (%s); audio advances silently", SDL_GetError());
    return kNoDevice;
}

} // namespace

extern "C" SDL_AudioDeviceID SDL_OpenAudioDevice(const char* device, int iscapture,
                                                 const SDL_AudioSpec* desired, SDL_AudioSpec* obtained,
                                                 int allowed_changes) {
    if (s_capture.capturing && !iscapture && desired && desired->callback && obtained)
        return captureOpen(desired, obtained);
    OpenAudioDeviceFn real = sdlOpenAudioDevice();
    if (!real) {
        SDL_SetError("SDL_OpenAudioDevice is not available");
        return 0;
    }
    return real(device, iscapture, desired, obtained, allowed_changes);
}

namespace cc {
namespace sdl_mixer_capture {

namespace {
bool startAudio(bool toDevice, std::string* error) {
    if (toDevice && SDL_InitSubSystem(SDL_INIT_AUDIO) == 0) return true;
    if (toDevice) SDL_Log("Kite: no sound device (%s); audio advances silently", SDL_GetError());
    // SDL_mixer wants SDL's audio initialised even though no device will play: the dummy driver.
    SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE);
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) == 0) return true;
    *error = std::string("cannot start SDL audio: ") + SDL_GetError();
    return false;
}
} // namespace

bool open(int sampleRate, bool toDevice, std::string* error) {
    if (s_capture.open) close();
    if (!startAudio(toDevice, error)) return false;
    s_capture.audioStarted = true;
    s_capture.toDevice = toDevice;
    s_capture.capturing = true;
    int opened = Mix_OpenAudioDevice(sampleRate, AUDIO_S16SYS, 2, 1024, nullptr, 0);
    s_capture.capturing = false;
    if (opened != 0 || !s_capture.callback) {
        *error = std::string("cannot open SDL_mixer: ") + Mix_GetError();
        if (opened == 0) Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        s_capture = Capture{};
        return false;
    }
    Mix_Init(MIX_INIT_OGG | MIX_INIT_MP3 | MIX_INIT_FLAC);
    s_capture.open = true;
    return true;
}

void close() {
    if (!s_capture.open) return;
    Mix_CloseAudio(); // closes s_capture.output through SDL_CloseAudioDevice
    Mix_Quit();
    if (s_capture.audioStarted) SDL_QuitSubSystem(SDL_INIT_AUDIO);
    s_capture = Capture{};
}

void render(uint8_t* stream, int bytes) {
    if (s_capture.open && s_capture.callback) s_capture.callback(s_capture.userdata, stream, bytes);
}

SDL_AudioDeviceID outputDevice() {
    return s_capture.output;
}

} // namespace sdl_mixer_capture
} // namespace cc
