// FuzzGameFiles.cpp -- libFuzzer target fuzz_game_files: the files a user hands the player besides
// the game's code, read the way the player reads them. The first byte picks the format:
//   even: a --replay input recording (InputLog::load); every event it reads must write back to text
//         that reads as the same event (controller and text events too: issue 21);
//   odd:  a game folder's config.json and conf.lua (readGameConfig), the rest of the bytes split at
//         the first NUL into the two files (a part that is empty is no file at all).
// Whatever the bytes, reading must end with a result or an error message naming the file: no crash,
// no leak, no hang (conf.lua's own instruction limit ends endless loops).
#include "FuzzSupport.h"
#include "GameConfig.h"
#include "InputLog.h"

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

namespace {

const std::string& scratchFolder() {
    static const std::string folder = kite::fuzz::makeScratchFolder("game_files");
    return folder;
}

// Writes @p text to @p path, or removes the file when there is no text.
void place(const std::string& path, const std::string& text) {
    if (text.empty()) {
        std::remove(path.c_str());
        return;
    }
    std::ofstream(path, std::ios::binary) << text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string folder = scratchFolder();
    std::string rest(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::string error;
    if (data[0] % 2 == 0) {
        const std::string path = folder + "/input.txt";
        place(path, rest);
        kite::InputLog log;
        if (!log.load(path, &error)) {
            kite::fuzz::mustNameTheFile(error, "input.txt");
            return 0;
        }
        for (const auto& [frame, input] : log.frames)
            for (const cc::InputEvent& event : input.events) {
                cc::InputEvent back;
                if (!cc::InputEvent::fromText(event.toText(), &back) || !(back == event)) {
                    std::fprintf(stderr, "frame %ld: '%s' does not read back\n", frame,
                                 event.toText().c_str());
                    std::abort();
                }
            }
        return 0;
    }
    size_t split = rest.find('\0');
    place(folder + "/config.json", rest.substr(0, split));
    place(folder + "/conf.lua", split == std::string::npos ? std::string() : rest.substr(split + 1));
    kite::GameConfig config;
    if (!kite::readGameConfig(folder, false, &config, &error) &&
        error.find("config.json") == std::string::npos)
        kite::fuzz::mustNameTheFile(error, "conf.lua");
    return 0;
}
