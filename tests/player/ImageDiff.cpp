// tests/player/ImageDiff.cpp — kite_imagediff ACTUAL EXPECTED [--tolerance N] [--max-differing N]
//                                             [--max-block-delta N]
// Exits 0 when at most N pixels have a channel more than the tolerance apart (defaults 8 and 0) and,
// when --max-block-delta is given, no 8x8 block's mean colour moved by more than that.
// With KITE_UPDATE_EXPECTED=1 in the environment it copies ACTUAL over EXPECTED instead, which is
// how expected images are made and refreshed (look at them before committing).
#include "platform/ImageCompare.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: kite_imagediff ACTUAL EXPECTED [--tolerance N] [--max-differing N] "
                             "[--max-block-delta N]\n");
        return 2;
    }
    std::string actual = argv[1];
    std::string expected = argv[2];
    int tolerance = 8;
    long maxDiffering = 0;
    int maxBlockDelta = 255;
    for (int i = 3; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--tolerance"))
            tolerance = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--max-differing"))
            maxDiffering = std::atol(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--max-block-delta"))
            maxBlockDelta = std::atoi(argv[i + 1]);
        else {
            std::fprintf(stderr, "kite_imagediff: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    const char* update = std::getenv("KITE_UPDATE_EXPECTED");
    if (update && *update && std::strcmp(update, "0") != 0) {
        std::error_code ec;
        std::filesystem::copy_file(actual, expected, std::filesystem::copy_options::overwrite_existing, ec);
        if (ec) {
            std::fprintf(stderr, "kite_imagediff: cannot copy %s to %s: %s\n", actual.c_str(),
                         expected.c_str(), ec.message().c_str());
            return 1;
        }
        std::printf("kite_imagediff: updated %s\n", expected.c_str());
        return 0;
    }
    cc::ImageDifference diff;
    std::string error;
    std::string diffPath = actual + ".diff.png";
    if (!cc::compareImages(actual, expected, tolerance, &diff, &error, diffPath)) {
        std::fprintf(stderr, "kite_imagediff: %s\n", error.c_str());
        return 1;
    }
    bool ok = diff.differing <= maxDiffering && diff.maxBlockDelta <= maxBlockDelta;
    std::printf("kite_imagediff: %s vs %s: %ld of %d pixels differ by more than %d (largest difference %d); "
                "largest block mean difference %d (at most %d)%s\n",
                actual.c_str(), expected.c_str(), diff.differing, diff.width * diff.height, tolerance,
                diff.maxDelta, diff.maxBlockDelta, maxBlockDelta, ok ? "" : (" -- see " + diffPath).c_str());
    return ok ? 0 : 1;
}
