// engine/platform/SdlMixerCapture.h — SDL_mixer mixing on Kite's clock instead of SDL's audio thread
// (platform-internal).
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>

namespace cc {
namespace sdl_mixer_capture {

/// Opens SDL_mixer (signed 16-bit stereo at @p sampleRate) keeping its mixing function for render()
/// instead of handing it to an audio thread. With @p toDevice a real sound device is opened in
/// queue mode for output(); without it none is (SDL's "dummy" driver serves SDL_mixer's setup).
/// False with @p error set when SDL_mixer cannot open.
bool open(int sampleRate, bool toDevice, std::string* error);
/// Closes SDL_mixer and the device.
void close();
/// Mixes the next @p bytes of output (whole sample frames) into @p stream, on the calling thread.
void render(uint8_t* stream, int bytes);
/// The sound device opened for output, 0 when there is none.
SDL_AudioDeviceID outputDevice();

} // namespace sdl_mixer_capture
} // namespace cc
