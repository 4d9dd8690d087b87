// samples/player/ApiNameCheck.cpp -- see ApiNameCheck.h.
// SPDX-License-Identifier: MIT
#include "ApiNameCheck.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <regex>
#include <sstream>

namespace kite {

namespace {

// 'text' for the shell, whatever it holds.
std::string shellQuoted(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) {
        if (c == '\'')
            quoted += "'\\''";
        else
            quoted += c;
    }
    return quoted + "'";
}

std::string pathRelativeTo(const std::string& root, const std::string& file) {
    std::error_code ec;
    std::filesystem::path relative = std::filesystem::relative(file, root, ec);
    return ec || relative.empty() ? file : relative.string();
}

} // namespace

bool luacheckInstalled() {
    const char* path = std::getenv("PATH");
    std::stringstream dirs(path ? path : "");
    std::string dir;
    while (std::getline(dirs, dir, ':')) {
        std::error_code ec;
        if (!dir.empty() && std::filesystem::is_regular_file(dir + "/luacheck", ec)) return true;
    }
    return false;
}

int checkApiNames(const std::string& root, const std::vector<std::string>& files, const std::string& config) {
    if (files.empty()) return 0;
    std::string command = "cd " + shellQuoted(root) + " && luacheck";
    for (const std::string& file : files)
        command += " " + shellQuoted(pathRelativeTo(root, file));
    command += " --config " + shellQuoted(config) + " --formatter plain --codes --no-cache --no-color 2>&1";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe) return -1;
    // "main.lua:3:11: (W143) accessing undefined field 'Director.getInstace' of global 'cc'"
    static const std::regex unknownField(
        R"(^(.+):(\d+):(\d+): \(W143\) accessing undefined field '([^']+)' of global '([^']+)'$)");
    int found = 0;
    char buffer[4096];
    while (std::fgets(buffer, sizeof buffer, pipe.get())) {
        std::string line(buffer);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
            line.pop_back();
        std::smatch m;
        if (!std::regex_match(line, m, unknownField)) continue;
        ++found;
        const std::string name = m[5].str() + "." + m[4].str();
        std::fprintf(stderr, "%s:%s:%s: %s is not in Kite's API (kite --api lists what is)\n",
                     m[1].str().c_str(), m[2].str().c_str(), m[3].str().c_str(), name.c_str());
    }
    pipe.reset();
    return found;
}

} // namespace kite
