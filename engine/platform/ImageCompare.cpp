// engine/platform/ImageCompare.cpp — see ImageCompare.h.
#include "platform/ImageCompare.h"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cstdlib>

namespace cc {
namespace {

SDL_Surface* loadRgba(const std::string& path, std::string* error) {
    SDL_Surface* loaded = IMG_Load(path.c_str());
    if (!loaded) {
        *error = "cannot read " + path + ": " + IMG_GetError();
        return nullptr;
    }
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    if (!rgba) *error = "cannot convert " + path + ": " + SDL_GetError();
    return rgba;
}

} // namespace

bool imageSize(const std::string& path, int* width, int* height, std::string* error) {
    SDL_Surface* image = loadRgba(path, error);
    if (!image) return false;
    *width = image->w;
    *height = image->h;
    SDL_FreeSurface(image);
    return true;
}

// See ImageDifference::maxBlockDelta. Both surfaces are RGBA32 of one size.
int largestBlockDelta(const SDL_Surface* actual, const SDL_Surface* expected) {
    const int block = ImageDifference::kBlock;
    int largest = 0;
    for (int by = 0; by < actual->h; by += block)
        for (int bx = 0; bx < actual->w; bx += block) {
            long sums[3] = {0, 0, 0};
            int pixels = 0;
            for (int y = by; y < std::min(by + block, actual->h); ++y) {
                const Uint8* a = static_cast<const Uint8*>(actual->pixels) + y * actual->pitch;
                const Uint8* e = static_cast<const Uint8*>(expected->pixels) + y * expected->pitch;
                for (int x = bx; x < std::min(bx + block, actual->w); ++x, ++pixels)
                    for (int c = 0; c < 3; ++c)
                        sums[c] += int(a[4 * x + c]) - int(e[4 * x + c]);
            }
            for (long sum : sums)
                largest = std::max(largest, static_cast<int>(std::labs(sum) / pixels));
        }
    return largest;
}

bool compareImages(const std::string& actualPath, const std::string& expectedPath, int tolerance,
                   ImageDifference* result, std::string* error, const std::string& diffPath) {
    SDL_Surface* actual = loadRgba(actualPath, error);
    if (!actual) return false;
    SDL_Surface* expected = loadRgba(expectedPath, error);
    if (!expected) {
        SDL_FreeSurface(actual);
        return false;
    }
    bool ok = actual->w == expected->w && actual->h == expected->h;
    if (!ok) {
        *error = actualPath + " is " + std::to_string(actual->w) + "x" + std::to_string(actual->h) + " but " +
                 expectedPath + " is " + std::to_string(expected->w) + "x" + std::to_string(expected->h);
    } else {
        *result = ImageDifference{actual->w, actual->h, 0, 0};
        SDL_Surface* diff = diffPath.empty() ? nullptr
                                             : SDL_CreateRGBSurfaceWithFormat(0, actual->w, actual->h, 32,
                                                                              SDL_PIXELFORMAT_RGBA32);
        for (int y = 0; y < actual->h; ++y) {
            const Uint8* a = static_cast<const Uint8*>(actual->pixels) + y * actual->pitch;
            const Uint8* e = static_cast<const Uint8*>(expected->pixels) + y * expected->pitch;
            Uint8* d = diff ? static_cast<Uint8*>(diff->pixels) + y * diff->pitch : nullptr;
            for (int x = 0; x < actual->w; ++x) {
                int delta = 0;
                for (int c = 0; c < 3; ++c)
                    delta = std::max(delta, std::abs(int(a[4 * x + c]) - int(e[4 * x + c])));
                result->maxDelta = std::max(result->maxDelta, delta);
                bool bad = delta > tolerance;
                if (bad) ++result->differing;
                if (d) { // differing pixels red, the rest a faint copy of the expected image
                    Uint8 grey = static_cast<Uint8>((e[4 * x] + e[4 * x + 1] + e[4 * x + 2]) / 12);
                    d[4 * x] = bad ? 255 : grey;
                    d[4 * x + 1] = bad ? 0 : grey;
                    d[4 * x + 2] = bad ? 0 : grey;
                    d[4 * x + 3] = 255;
                }
            }
        }
        result->maxBlockDelta = largestBlockDelta(actual, expected);
        if (diff && result->differing > 0) IMG_SavePNG(diff, diffPath.c_str());
        if (diff) SDL_FreeSurface(diff);
    }
    SDL_FreeSurface(actual);
    SDL_FreeSurface(expected);
    return ok;
}

} // namespace cc
