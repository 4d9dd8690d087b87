// engine/platform/FlacDecoder.cpp
#include "platform/FlacDecoder.h"

#include "platform/WavHeader.h"

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
        d->error = "more than " + std::to_string(kMaxFlacWavBytes >> 20) + " MB of sound";
    }
    if (!d->error.empty()) return FLAC__STREAM_DECODER_WRITE_STATUS_ABORT;
    const int shift = int(d->bitsPerSample) - 16;
    size_t at = d->wav->size();
    d->wav->resize(at + size_t(header.blocksize) * header.channels * 2);
    for (unsigned i = 0; i < header.blocksize; ++i)
        for (unsigned c = 0; c < header.channels; ++c) {
            FLAC__int32 sample = buffer[c][i];
            sample = shift >= 0 ? sample >> shift : sample * (1 << -shift);
            putLE16(d->wav->data() + at, uint32_t(uint16_t(int16_t(sample))));
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
    wav->assign(kWavHeaderBytes, 0); // the header, filled in at the end
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
    if (wav->size() == kWavHeaderBytes) return (*error = "no audio data", false);
    writeWavHeader(wav->data(), int(d.sampleRate), int(d.channels), uint32_t(wav->size() - kWavHeaderBytes));
    return true;
}

} // namespace cc
