// samples/player/InputLog.cpp — see InputLog.h.
#include "InputLog.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace kite {
namespace {

// Shortest text that reads back as the same double.
std::string exact(double value) {
    char text[40];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(text, sizeof text, "%.*g", precision, value);
        if (std::strtod(text, nullptr) == value) break;
    }
    return text;
}

// A game argument on one line: nothing the reader trims or splits on stays bare.
std::string escapeArg(const std::string& arg) {
    std::string out;
    for (size_t i = 0; i < arg.size(); ++i) {
        char c = arg[i];
        if (c == '\\')
            out += "\\\\";
        else if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (c == ' ' && (i == 0 || i + 1 == arg.size()))
            out += "\\s";
        else
            out += c;
    }
    return out;
}

bool unescapeArg(const std::string& text, std::string* arg) {
    arg->clear();
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\') {
            *arg += text[i];
            continue;
        }
        if (++i == text.size()) return false;
        switch (text[i]) {
        case '\\':
            *arg += '\\';
            break;
        case 'n':
            *arg += '\n';
            break;
        case 'r':
            *arg += '\r';
            break;
        case 't':
            *arg += '\t';
            break;
        case 's':
            *arg += ' ';
            break;
        default:
            return false;
        }
    }
    return true;
}

} // namespace

const FrameInput* InputLog::find(long frame) const {
    auto found = frames.find(frame);
    return found == frames.end() ? nullptr : &found->second;
}

bool InputLog::save(const std::string& path, std::string* error) const {
    std::ofstream out(path);
    if (!out) {
        *error = "cannot write " + path;
        return false;
    }
    out << "# kite input recording: replay with kite --replay " << path << "\n";
    out << "kite-input 2\n";
    out << "size " << width << "x" << height << "\n";
    if (hasSeed) out << "seed " << seed << "\n";
    for (const std::string& arg : gameArgs)
        out << "arg " << escapeArg(arg) << "\n";
    if (fixedDt > 0.0)
        out << "fixed-dt " << exact(fixedDt) << "\n";
    else
        out << "dt variable\n";
    for (const auto& [frame, input] : frames) {
        if (input.restart) out << frame << " restart\n";
        if (input.dt >= 0.0 && fixedDt <= 0.0) out << frame << " dt " << exact(input.dt) << "\n";
        for (const cc::InputEvent& event : input.events)
            out << frame << " " << event.toText() << "\n";
    }
    if (endFrame >= 0) out << endFrame << " end\n";
    out.flush();
    if (!out) {
        *error = "cannot write " + path;
        return false;
    }
    return true;
}

bool InputLog::load(const std::string& path, std::string* error) {
    std::ifstream in(path);
    if (!in) {
        *error = "cannot read the replay file " + path;
        return false;
    }
    std::string line;
    int lineNumber = 0;
    bool sawMagic = false;
    auto bad = [&](const std::string& why) {
        *error = path + ":" + std::to_string(lineNumber) + ": " + why;
        return false;
    };
    while (std::getline(in, line)) {
        ++lineNumber;
        size_t start = line.find_first_not_of(" \t\r");
        if (start == std::string::npos || line[start] == '#') continue;
        size_t stop = line.find_last_not_of(" \t\r");
        line = line.substr(start, stop - start + 1);
        std::istringstream words(line);
        std::string first;
        words >> first;
        std::string rest;
        std::getline(words, rest);
        rest.erase(0, rest.find_first_not_of(' '));
        if (!sawMagic) {
            if (first != "kite-input" || (rest != "1" && rest != "2"))
                return bad("not a kite input recording (expected 'kite-input 2')");
            sawMagic = true;
            continue;
        }
        char* end = nullptr;
        if (first == "size") {
            if (std::sscanf(rest.c_str(), "%dx%d", &width, &height) != 2 || width < 1 || height < 1)
                return bad("bad size '" + rest + "'");
        } else if (first == "seed") {
            seed = std::strtol(rest.c_str(), &end, 10);
            if (rest.empty() || *end) return bad("bad seed '" + rest + "'");
            hasSeed = true;
        } else if (first == "fixed-dt") {
            fixedDt = std::strtod(rest.c_str(), &end);
            if (rest.empty() || *end || fixedDt <= 0.0) return bad("bad fixed-dt '" + rest + "'");
        } else if (first == "arg") {
            std::string arg;
            if (!unescapeArg(rest, &arg)) return bad("bad escape in the game argument '" + rest + "'");
            gameArgs.push_back(arg);
        } else if (first == "dt" && rest == "variable") {
            fixedDt = -1.0;
        } else {
            long frame = std::strtol(first.c_str(), &end, 10);
            if (first.empty() || *end || frame < 1)
                return bad("expected a frame number, got '" + first + "'");
            if (rest == "end") {
                endFrame = frame;
            } else if (rest == "restart") {
                at(frame).restart = true;
            } else if (rest.compare(0, 3, "dt ") == 0) {
                std::string value = rest.substr(3);
                double dt = std::strtod(value.c_str(), &end);
                if (value.empty() || *end || dt < 0.0) return bad("bad dt '" + value + "'");
                at(frame).dt = dt;
            } else {
                cc::InputEvent event;
                if (!cc::InputEvent::fromText(rest, &event)) return bad("unknown event '" + rest + "'");
                at(frame).events.push_back(event);
            }
        }
    }
    if (!sawMagic) return bad("empty file: not a kite input recording");
    if (endFrame < 0) { // cut short (a crash, a hand-written file): end with the last input
        if (frames.empty()) return bad("no 'end' line and no input: nothing to replay");
        endFrame = frames.rbegin()->first;
        endImplied = true;
    }
    return true;
}

} // namespace kite
