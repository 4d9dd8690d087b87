// samples/player/Overlays.cpp — see Overlays.h.
#include "Overlays.h"

#include "LuaStack.h"
#include "platform/Platform.h"

#include <cstdio>

namespace kite {
namespace {

std::string untabbed(const std::string& text) {
    std::string out;
    for (char c : text)
        if (c == '\t')
            out += "    ";
        else
            out += c;
    return out;
}

} // namespace

void drawErrorScreen(cc::Platform* platform, const LuaError& error, bool watching) {
    const float w = static_cast<float>(platform->width());
    const float h = static_cast<float>(platform->height());
    const float margin = 24.0f;
    platform->fillRect(0.0f, 0.0f, w, h, cc::Color4B(38, 64, 112, 255));
    float y = margin;
    y += platform->drawText(margin, y, "Error", cc::Color4B(255, 255, 255, 255), 24) + 12.0f;
    y += platform->drawText(margin, y, untabbed(error.message), cc::Color4B(255, 230, 200, 255), 14,
                            w - 2 * margin);
    y += 12.0f;
    if (!error.traceback.empty())
        platform->drawText(margin, y, untabbed(error.traceback), cc::Color4B(220, 228, 240, 255), 12,
                           w - 2 * margin);
    std::string keys = "Esc quits   R restarts";
    if (!platform->isHeadless()) keys += "   C copies";
    if (watching) keys += "   or save a .lua file";
    platform->drawText(margin, h - margin - 16.0f, keys, cc::Color4B(255, 255, 255, 200), 12);
}

void drawErrorBanner(cc::Platform* platform, const std::string& message) {
    const float w = static_cast<float>(platform->width());
    const float pad = 6.0f;
    int tw = 0, th = 0;
    platform->measureText(message, 12, &tw, &th);
    float height = static_cast<float>(th) + 2 * pad;
    if (height > 120.0f) height = 120.0f;
    platform->fillRect(0.0f, 0.0f, w, height, cc::Color4B(150, 20, 20, 220));
    platform->drawText(pad, pad, untabbed(message), cc::Color4B(255, 255, 255, 255), 12, w - 2 * pad);
}

void drawStats(cc::Platform* platform, const Stats& stats) {
    char text[160];
    std::snprintf(text, sizeof text, "FPS %.1f\nnodes %d\nrefs %d\nhandlers %d", stats.fps, stats.nodes,
                  stats.refs, stats.handlers);
    int tw = 0, th = 0;
    platform->measureText(text, 12, &tw, &th);
    const float pad = 4.0f;
    float y = static_cast<float>(platform->height()) - static_cast<float>(th) - 2 * pad;
    platform->fillRect(0.0f, y, static_cast<float>(tw) + 2 * pad, static_cast<float>(th) + 2 * pad,
                       cc::Color4B(0, 0, 0, 160));
    platform->drawText(pad, y + pad, text, cc::Color4B(255, 255, 255, 255), 12);
}

void FpsCounter::frame(double dt) {
    _elapsed += dt;
    ++_frames;
    if (_elapsed >= 0.5) {
        _fps = static_cast<double>(_frames) / _elapsed;
        _elapsed = 0.0;
        _frames = 0;
    } else if (_fps == 0.0 && dt > 0.0) {
        _fps = 1.0 / dt; // something to show before the first half second
    }
}

} // namespace kite
