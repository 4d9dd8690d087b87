// engine/platform/SdlAudioBackend.cpp
#include "platform/SdlAudioBackend.h"

#include "platform/FlacDecoder.h"
#include "platform/SdlAudio.h"
#include "platform/SdlMixerCapture.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace cc {

namespace {
SdlAudioBackend* s_open = nullptr; // SDL_mixer's channel-finished hook has no user data

/// Bytes queued on the sound device beyond which a frame's audio is dropped: bounds the latency a
/// slow frame can build up (about a fifth of a second).
constexpr double kMaxQueuedSeconds = 0.2;

int mixerVolume(float volume) {
    return int(std::lround(double(volume) * MIX_MAX_VOLUME));
}

/// The file at @p path as SDL_mixer should read it, or nullptr with @p error set. FLAC is decoded by
/// Kite into @p decoded (a WAV in memory the returned stream reads: keep it while it is read), as
/// SDL_mixer 2.6.2's FLAC reader crashes on bad files; FLAC inside Ogg would reach that reader, so it
/// is refused.
SDL_RWops* openForMixer(const std::string& path, std::vector<uint8_t>* decoded, std::string& error) {
    SDL_RWops* file = SDL_RWFromFile(path.c_str(), "rb");
    if (!file) {
        error = "no such file";
        return nullptr;
    }
    char magic[33] = {};
    size_t got = SDL_RWread(file, magic, 1, sizeof magic);
    SDL_RWseek(file, 0, RW_SEEK_SET);
    if (got >= 4 && std::memcmp(magic, "fLaC", 4) == 0) {
        SDL_RWclose(file);
        if (!decodeFlacToWav(path, decoded, &error)) return nullptr;
        return SDL_RWFromConstMem(decoded->data(), int(decoded->size()));
    }
    if (got >= 33 && std::memcmp(magic, "OggS", 4) == 0 && magic[28] == 0x7f &&
        std::memcmp(magic + 29, "FLAC", 4) == 0) {
        SDL_RWclose(file);
        error = "FLAC inside Ogg is not supported by Kite (use a .flac file)";
        return nullptr;
    }
    return file;
}
} // namespace

SdlAudioBackend::~SdlAudioBackend() {
    close();
}

bool SdlAudioBackend::open(const AudioConfig& config, std::string* error) {
    close();
    if (s_open) {
        *error = "SDL_mixer is already open";
        return false;
    }
    if (!config.outputPath.empty() && !_wav.open(config.outputPath, config.sampleRate, 2, error))
        return false;
    if (!sdl_mixer_capture::open(config.sampleRate, config.device, error)) {
        _wav.close();
        return false;
    }
    _sampleRate = config.sampleRate;
    Mix_AllocateChannels(0);
    Mix_ChannelFinished(&SdlAudioBackend::onChannelFinished);
    s_open = this;
    _open = true;
    return true;
}

void SdlAudioBackend::close() {
    if (!_open) return;
    Mix_ChannelFinished(nullptr);
    for (auto& entry : _voices)
        halt(entry.second);
    _voices.clear();
    for (auto& entry : _clips)
        Mix_FreeChunk(entry.second);
    _clips.clear();
    freeMusic();
    Mix_AllocateChannels(0);
    _voiceOnChannel.clear();
    _freeChannels.clear();
    sdl_mixer_capture::close();
    _wav.close();
    s_open = nullptr;
    _open = false;
}

/* -- Clips ------------------------------------------------------------------ */

int SdlAudioBackend::loadClip(const std::string& path, std::string& error) {
    if (!_open) {
        error = "audio is not open";
        return 0;
    }
    std::vector<uint8_t> decoded;
    SDL_RWops* file = openForMixer(path, &decoded, error);
    if (!file) return 0;
    // Kite closes the stream itself: SDL_mixer 2.6.2 leaks it when it cannot tell the file's format.
    Mix_Chunk* chunk = Mix_LoadWAV_RW(file, 0);
    SDL_RWclose(file);
    if (!chunk) {
        error = Mix_GetError();
        return 0;
    }
    chunk->alen -= chunk->alen % kFrameBytes; // whole sample frames only
    if (chunk->alen == 0) {
        Mix_FreeChunk(chunk);
        error = "no audio data";
        return 0;
    }
    _clips[++_lastClip] = chunk;
    return _lastClip;
}

void SdlAudioBackend::freeClip(int clip) {
    auto it = _clips.find(clip);
    if (it == _clips.end()) return;
    for (auto voice = _voices.begin(); voice != _voices.end();) {
        if (voice->second.clip == clip) {
            halt(voice->second);
            voice = _voices.erase(voice);
        } else {
            ++voice;
        }
    }
    Mix_FreeChunk(it->second);
    _clips.erase(it);
}

int64_t SdlAudioBackend::getClipFrames(int clip) const {
    auto it = _clips.find(clip);
    return it == _clips.end() ? 0 : int64_t(it->second->alen) / kFrameBytes;
}

/* -- Channels ------------------------------------------------------------- */

int SdlAudioBackend::takeChannel() {
    if (_freeChannels.empty()) {
        int count = int(_voiceOnChannel.size());
        if (count >= kMaxChannels) return -1;
        int grown = count + 8 < kMaxChannels ? count + 8 : kMaxChannels;
        Mix_AllocateChannels(grown);
        _voiceOnChannel.resize(size_t(grown), 0);
        for (int channel = count; channel < grown; ++channel)
            _freeChannels.insert(channel);
    }
    int channel = *_freeChannels.begin();
    _freeChannels.erase(_freeChannels.begin());
    return channel;
}

void SdlAudioBackend::releaseChannel(int channel) {
    _voiceOnChannel[size_t(channel)] = 0;
    _freeChannels.insert(channel);
}

void SDLCALL SdlAudioBackend::onChannelFinished(int channel) {
    if (s_open) s_open->channelFinished(channel);
}

void SdlAudioBackend::channelFinished(int channel) {
    if (channel < 0 || size_t(channel) >= _voiceOnChannel.size()) return;
    int voiceId = _voiceOnChannel[size_t(channel)];
    if (!voiceId) return; // halted by us
    Voice& voice = _voices.at(voiceId);
    if (voice.loop) {
        // The rest of the clip after a seek or a resume ended: the loop goes on from the clip's start
        // on the same channel, in this same mix call (SDL_mixer keeps filling the buffer from a
        // channel restarted in this hook). offset + mixed, taken modulo the clip, stays the position.
        Mix_PlayChannel(channel, _clips.at(voice.clip), -1);
        voice.playingRest = false;
        Mix_Volume(channel, mixerVolume(voice.volume));
        // SDL_mixer drops the channel's effects right after this hook: panning comes back after the step.
        if (voice.pan != 0.0f) _panLost.push_back(voiceId);
        return;
    }
    releaseChannel(channel);
    voice.channel = -1;
    if (_mixing) // mix() counted this step into `mixed` before rendering it
        _finishedInStep.emplace_back(getClipFrames(voice.clip) - (voice.offset + voice.mixed - _stepFrames),
                                     voiceId);
    _voices.erase(voiceId);
}

/* -- Voices --------------------------------------------------------------- */

SdlAudioBackend::Voice* SdlAudioBackend::find(int voice) {
    auto it = _voices.find(voice);
    return it == _voices.end() ? nullptr : &it->second;
}

const SdlAudioBackend::Voice* SdlAudioBackend::find(int voice) const {
    auto it = _voices.find(voice);
    return it == _voices.end() ? nullptr : &it->second;
}

void SdlAudioBackend::applyMix(const Voice& voice) {
    if (voice.channel < 0) return;
    Mix_Volume(voice.channel, mixerVolume(voice.volume));
    if (voice.pan != 0.0f) {
        auto left = Uint8(std::lround(255.0 * (voice.pan > 0.0f ? 1.0 - voice.pan : 1.0)));
        auto right = Uint8(std::lround(255.0 * (voice.pan < 0.0f ? 1.0 + voice.pan : 1.0)));
        Mix_SetPanning(voice.channel, left, right);
    }
}

void SdlAudioBackend::startAt(Voice& voice, int voiceId, int64_t frame) {
    Mix_Chunk* chunk = _clips.at(voice.clip);
    if (voice.channel >= 0) halt(voice);
    voice.channel = takeChannel();
    if (voice.channel < 0) return;
    _voiceOnChannel[size_t(voice.channel)] = voiceId;
    voice.offset = frame;
    voice.mixed = 0;
    voice.playingRest = frame > 0 || !voice.loop;
    if (frame == 0) {
        Mix_PlayChannel(voice.channel, chunk, voice.loop ? -1 : 0);
    } else {
        voice.rest = Mix_Chunk{};
        voice.rest.abuf = chunk->abuf + frame * kFrameBytes;
        voice.rest.alen = Uint32(chunk->alen - frame * kFrameBytes);
        voice.rest.volume = chunk->volume;
        Mix_PlayChannel(voice.channel, &voice.rest, 0);
    }
    applyMix(voice);
}

void SdlAudioBackend::halt(Voice& voice) {
    if (voice.channel < 0) return;
    int channel = voice.channel;
    _voiceOnChannel[size_t(channel)] = 0; // its finish hook, run by the halt, is ours to ignore
    Mix_HaltChannel(channel);
    Mix_UnregisterAllEffects(channel);
    releaseChannel(channel);
    voice.channel = -1;
}

int SdlAudioBackend::startVoice(int clip, bool loop, float volume, float pan) {
    if (!_open || !_clips.count(clip)) return 0;
    int voiceId = ++_lastVoice;
    Voice& voice = _voices[voiceId];
    voice.clip = clip;
    voice.loop = loop;
    voice.volume = volume;
    voice.pan = pan;
    startAt(voice, voiceId, 0);
    if (voice.channel < 0) {
        _voices.erase(voiceId);
        return 0;
    }
    return voiceId;
}

void SdlAudioBackend::stopVoice(int voiceId) {
    Voice* voice = find(voiceId);
    if (!voice) return;
    halt(*voice);
    _voices.erase(voiceId);
}

void SdlAudioBackend::setVoicePaused(int voiceId, bool paused) {
    Voice* voice = find(voiceId);
    if (!voice || paused == (voice->channel < 0)) return;
    if (paused) {
        int64_t position = getVoicePosition(voiceId);
        halt(*voice);
        voice->offset = position;
        voice->mixed = 0;
    } else {
        startAt(*voice, voiceId, voice->offset);
    }
}

void SdlAudioBackend::setVoiceVolume(int voiceId, float volume) {
    Voice* voice = find(voiceId);
    if (!voice) return;
    voice->volume = volume;
    if (voice->channel >= 0) Mix_Volume(voice->channel, mixerVolume(volume));
}

void SdlAudioBackend::setVoiceLoop(int voiceId, bool loop) {
    Voice* voice = find(voiceId);
    if (!voice || voice->loop == loop) return;
    int64_t position = getVoicePosition(voiceId); // within the pass, while still counted as a loop
    voice->loop = loop;
    // A whole-clip loop on the channel would go on: play the rest of this pass instead. The other
    // way round needs nothing: the channel-finished hook starts the next pass.
    if (!loop && voice->channel >= 0 && !voice->playingRest) startAt(*voice, voiceId, position);
}

bool SdlAudioBackend::seekVoice(int voiceId, int64_t frame) {
    Voice* voice = find(voiceId);
    if (!voice || frame < 0 || frame >= getClipFrames(voice->clip)) return false;
    if (voice->channel < 0) {
        voice->offset = frame; // paused: resumes from here
        voice->mixed = 0;
    } else {
        startAt(*voice, voiceId, frame);
    }
    return true;
}

int64_t SdlAudioBackend::getVoicePosition(int voiceId) const {
    const Voice* voice = find(voiceId);
    if (!voice) return 0;
    int64_t frames = getClipFrames(voice->clip);
    int64_t position = voice->offset + voice->mixed;
    if (voice->loop) return ((position % frames) + frames) % frames;
    return position < frames ? position : frames;
}

/* -- Music ---------------------------------------------------------------- */

bool SdlAudioBackend::loadMusic(const std::string& path, std::string& error) {
    if (!_open) {
        error = "audio is not open";
        return false;
    }
    std::vector<uint8_t> decoded;
    SDL_RWops* file = openForMixer(path, &decoded, error);
    if (!file) return false;
    Mix_Music* music = Mix_LoadMUS_RW(file, 0); // closed by Kite, as for clips
    if (!music) {
        error = Mix_GetError();
        SDL_RWclose(file);
        return false;
    }
    freeMusic();
    _music = music;
    _musicFile = file;
    _musicData = std::move(decoded); // the music streams from it (a vector's buffer stays put when moved)
    return true;
}

void SdlAudioBackend::freeMusic() {
    if (!_music) return;
    Mix_HaltMusic();
    Mix_FreeMusic(_music);
    _music = nullptr;
    SDL_RWclose(_musicFile);
    _musicFile = nullptr;
    _musicData.clear();
}

void SdlAudioBackend::playMusic(bool loop) {
    if (_music) Mix_PlayMusic(_music, loop ? -1 : 1);
}

void SdlAudioBackend::stopMusic() {
    Mix_HaltMusic();
}

void SdlAudioBackend::pauseMusic() {
    Mix_PauseMusic();
}

void SdlAudioBackend::resumeMusic() {
    Mix_ResumeMusic();
}

void SdlAudioBackend::rewindMusic() {
    if (_music && Mix_PlayingMusic()) Mix_RewindMusic();
}

bool SdlAudioBackend::isMusicPlaying() const {
    return _music && Mix_PlayingMusic() && !Mix_PausedMusic();
}

void SdlAudioBackend::setMusicVolume(float volume) {
    Mix_VolumeMusic(mixerVolume(volume));
}

/* -- Time ------------------------------------------------------------------ */

void SdlAudioBackend::mix(int64_t frames, std::vector<int>& finished) {
    if (!_open || frames <= 0) return;
    _buffer.resize(size_t(frames) * size_t(kFrameBytes));
    for (auto& entry : _voices)
        if (entry.second.channel >= 0)
            entry.second.mixed += frames; // a looping voice's hook counts on from here
    // SDL_mixer mixes channel after channel, so its hooks report channel order; Kite reports the
    // order in time, from the frames each voice had left when the step began.
    _stepFrames = frames;
    _finishedInStep.clear();
    _mixing = true;
    sdl_mixer_capture::render(_buffer.data(), int(_buffer.size()));
    _mixing = false;
    std::stable_sort(_finishedInStep.begin(), _finishedInStep.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& ended : _finishedInStep)
        finished.push_back(ended.second);
    for (int voiceId : _panLost)
        if (Voice* voice = find(voiceId)) applyMix(*voice);
    _panLost.clear();
    if (SDL_AudioDeviceID device = sdl_mixer_capture::outputDevice()) {
        auto limit = Uint32(kMaxQueuedSeconds * _sampleRate * kFrameBytes);
        if (SDL_GetQueuedAudioSize(device) < limit)
            SDL_QueueAudio(device, _buffer.data(), Uint32(_buffer.size()));
    }
    _wav.append(_buffer.data(), _buffer.size());
}

} // namespace cc
