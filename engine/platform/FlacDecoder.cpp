// engine/platform/FlacDecoder.cpp
#include "platform/FlacDecoder.h"

#include <FLAC/stream_decoder.h>

#include <cstring>
#include <memory>

namespace cc {

namespace {

struct Decoding {
    std::vector<uint8_t>* wav = nullptr;
    unsigned channels = 0;
    unsigned bitsPerSample = 0;
    unsigned sampleRate = 0;
    std::string error;
};

void put16(std::vector<uint8_t>& out, size_t at, uint32_t value) {
    out[at] = uint8_t(value);
    out[at + 1] = uint8_t(value >> 8);
}
void put32(std::vector<uint8_t>& out, size_t at, uint32_t value) {
    put16(out, at, value & 0xffff);
    put16(out, at + 2, value >> 16);
}

void onMetadata(const FLAC__StreamDecoder*, const FLAC__StreamMetadata* metadata, void* client) {
    auto* d = static_cast<Decoding*>(client);
    if (metadata->type != FLAC__METADATA_TYPE_STREAMINFO || d->channels) return;
    const auto& info = metadata->data.stream_info;
    d->channels = info.channels;
    d->bitsPerSample = info.bits_per_sample;
    d->sampleRate = info.sample_rate;
}

FLAC__StreamDecoderWriteStatus onFrame(const FLAC__StreamDecoder*, const FLAC__Frame* frame,
                                       const FLAC__int32* const buffer[], void* client) {
    auto* d = static_cast<Decoding*>(client);
    const FLAC__FrameHeader& header = frame->header;
    if (!d->channels) {
        d->error = "no STREAMINFO before the first frame";
    } else if (header.channels != d->channels || header.bits_per_sample != d->bitsPerSample ||
               header.sample_rate != d->sampleRate) {
        d->error = "a frame whose format differs from the file's header";
    } else if (d->wav->size() + size_t(header.blocksize) * header.channels * 2 > kMaxFlacWavBytes) {
        d->error = "more than 256 MB of sound";
    }
    if (!d->error.empty()) return FLAC__STREAM_DECODER_WRITE_STATUS_ABORT;
    const int shift = int(d->bitsPerSample) - 16;
    size_t at = d->wav->size();
    d->wav->resize(at + size_t(header.blocksize) * header.channels * 2);
    for (unsigned i = 0; i < header.blocksize; ++i)
        for (unsigned c = 0; c < header.channels; ++c) {
            FLAC__int32 sample = buffer[c][i];
            sample = shift >= 0 ? sample >> shift : sample * (1 << -shift);
            put16(*d->wav, at, uint32_t(uint16_t(int16_t(sample))));
            at += 2;
        }
    return FLAC__STREAM_DECODER_WRITE_STATUS_CONTINUE;
}

void onError(const FLAC__StreamDecoder*, FLAC__StreamDecoderErrorStatus status, void* client) {
    auto* d = static_cast<Decoding*>(client);
    if (d->error.empty())
        d->error = std::string("corrupt FLAC data (") + FLAC__StreamDecoderErrorStatusString[status] + ")";
}

} // namespace

bool decodeFlacToWav(const std::string& path, std::vector<uint8_t>* wav, std::string* error) {
    std::unique_ptr<FLAC__StreamDecoder, void (*)(FLAC__StreamDecoder*)> decoder(FLAC__stream_decoder_new(),
                                                                                 FLAC__stream_decoder_delete);
    if (!decoder) return (*error = "out of memory", false);
    wav->assign(44, 0); // the header, filled in at the end
    Decoding d;
    d.wav = wav;
    if (FLAC__stream_decoder_init_file(decoder.get(), path.c_str(), onFrame, onMetadata, onError, &d) !=
        FLAC__STREAM_DECODER_INIT_STATUS_OK)
        return (*error = "cannot open the file", false);
    bool decoded = FLAC__stream_decoder_process_until_end_of_stream(decoder.get());
    FLAC__stream_decoder_finish(decoder.get());
    if (!d.error.empty() || !decoded) {
        *error = d.error.empty() ? std::string("not a FLAC stream libFLAC can decode") : d.error;
        wav->clear();
        return false;
    }
    if (wav->size() == 44) return (*error = "no audio data", false);
    const uint32_t dataBytes = uint32_t(wav->size() - 44);
    std::memcpy(wav->data(), "RIFF", 4);
    put32(*wav, 4, 36 + dataBytes);
    std::memcpy(wav->data() + 8, "WAVEfmt ", 8);
    put32(*wav, 16, 16);
    put16(*wav, 20, 1);
    put16(*wav, 22, d.channels);
    put32(*wav, 24, d.sampleRate);
    put32(*wav, 28, d.sampleRate * d.channels * 2);
    put16(*wav, 32, d.channels * 2);
    put16(*wav, 34, 16);
    std::memcpy(wav->data() + 36, "data", 4);
    put32(*wav, 40, dataBytes);
    return true;
}

} // namespace cc
