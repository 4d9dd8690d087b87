// engine/transitions/TransitionsCaptured.cpp — see TransitionsCaptured.h. Tile sizes, the tile
// tests, the split directions, the masks and the eases follow cocos2d-x 3.17's grid actions and
// ProgressTimer.
#include "transitions/TransitionsCaptured.h"

#include "actions/ActionComposite.h"
#include "actions/ActionEase.h"
#include "actions/ActionInstant.h"
#include "actions/ActionTween.h"
#include "director/Director.h"
#include "transitions/TransitionWinSize.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace cc {
namespace {

/// The window-normalised rectangle @p from..@p to of a capture shown at @p at..@p atEnd.
void quad(CapturePieces* out, const Vec2& at, const Vec2& atEnd, const Vec2& from, const Vec2& to) {
    out->rects.push_back(CanvasRect{at, atEnd, from, to});
}

/// The normalised rectangle @p from..@p to shown in place.
void normalisedRect(CapturePieces* out, const Vec2& from, const Vec2& to, const Size& window) {
    quad(out, Vec2(from.x * window.width, from.y * window.height),
         Vec2(to.x * window.width, to.y * window.height), from, to);
}

} // namespace

/* -- TransitionCaptured ------------------------------------------------------------------- */

void TransitionCaptured::runProgress(float from, float to, float easeInOutRate) {
    _progress = from;
    ActionInterval* tween =
        ActionFloat::create(_duration, from, to, [this](float value) { _progress = value; });
    if (easeInOutRate > 0.0f) tween = EaseInOut::create(tween, easeInOutRate);
    runAction(Sequence::create(tween, finishAction(), nullptr));
}

void TransitionCaptured::drawPieces(Canvas& canvas, Scene* scene, GLubyte opacity) {
    int id = canvas.capture(scene);
    if (id < 0)
        canvas.drawNode(scene);
    else
        canvas.drawCapture(id, _pieces, opacity);
}

/* -- CrossFade -------------------------------------------------------------------------------- */

TransitionCrossFade* TransitionCrossFade::create(float duration, Scene* scene) {
    return createTransition<TransitionCrossFade>(duration, scene);
}

void TransitionCrossFade::startTransition() {
    _progress = 255.0f;
    auto* fade = ActionFloat::create(_duration, 255.0f, 0.0f, [this](float value) { _progress = value; });
    runAction(Sequence::create(fade, CallFunc::create([this] { hideOutShowIn(); }), finishAction(), nullptr));
}

void TransitionCrossFade::drawOn(Canvas& canvas) {
    canvas.drawNode(_inScene.get());
    _pieces.clear();
    normalisedRect(&_pieces, Vec2::ZERO, Vec2(1.0f, 1.0f), transitions::winSize());
    auto opacity = static_cast<GLubyte>(std::lround(std::clamp(_progress, 0.0f, 255.0f)));
    if (opacity > 0) drawPieces(canvas, _outScene.get(), opacity);
}

/* -- Tiles ------------------------------------------------------------------------------------ */

void TransitionTiles::drawOn(Canvas& canvas) {
    canvas.drawNode(_inScene.get());
    Size window = transitions::winSize();
    _rows = 12;
    _columns = std::max(1, static_cast<int>(12.0f * window.width / window.height));
    _pieces.clear();
    Vec2 step(1.0f / static_cast<float>(_columns), 1.0f / static_cast<float>(_rows));
    for (int column = 0; column < _columns; ++column) {
        for (int row = 0; row < _rows; ++row) {
            float scale = std::min(tileScale(column, row, _progress), 1.0f);
            if (scale <= 0.0f) continue;
            Vec2 from(step.x * static_cast<float>(column), step.y * static_cast<float>(row));
            Vec2 to = from + step;
            Vec2 inset((shrinksOnlyVertically() ? 0.0f : step.x / 2) * (1.0f - scale),
                       step.y / 2 * (1.0f - scale));
            Vec2 at = from + inset, atEnd = to - inset;
            quad(&_pieces, Vec2(at.x * window.width, at.y * window.height),
                 Vec2(atEnd.x * window.width, atEnd.y * window.height), from, to);
        }
    }
    if (!_outScene->isVisible()) return;
    drawPieces(canvas, _outScene.get());
}

TransitionFadeTR* TransitionFadeTR::create(float duration, Scene* scene) {
    return createTransition<TransitionFadeTR>(duration, scene);
}

float TransitionFadeTR::tileScale(int column, int row, float time) const {
    float reach = (static_cast<float>(_columns) + static_cast<float>(_rows)) * time;
    if (reach == 0.0f) return 1.0f;
    return std::pow(static_cast<float>(column + row) / reach, 6.0f);
}

TransitionFadeBL* TransitionFadeBL::create(float duration, Scene* scene) {
    return createTransition<TransitionFadeBL>(duration, scene);
}

float TransitionFadeBL::tileScale(int column, int row, float time) const {
    if (column + row == 0) return 1.0f;
    float reach = (static_cast<float>(_columns) + static_cast<float>(_rows)) * (1.0f - time);
    return std::pow(reach / static_cast<float>(column + row), 6.0f);
}

TransitionFadeUp* TransitionFadeUp::create(float duration, Scene* scene) {
    return createTransition<TransitionFadeUp>(duration, scene);
}

float TransitionFadeUp::tileScale(int, int row, float time) const {
    float reach = static_cast<float>(_rows) * time;
    if (reach == 0.0f) return 1.0f;
    return std::pow(static_cast<float>(row) / reach, 6.0f);
}

TransitionFadeDown* TransitionFadeDown::create(float duration, Scene* scene) {
    return createTransition<TransitionFadeDown>(duration, scene);
}

float TransitionFadeDown::tileScale(int, int row, float time) const {
    if (row == 0) return 1.0f;
    return std::pow(static_cast<float>(_rows) * (1.0f - time) / static_cast<float>(row), 6.0f);
}

TransitionTurnOffTiles* TransitionTurnOffTiles::create(float duration, Scene* scene) {
    return createTransition<TransitionTurnOffTiles>(duration, scene);
}

void TransitionTurnOffTiles::startTransition() {
    Size window = transitions::winSize();
    _rows = 12;
    _columns = std::max(1, static_cast<int>(12.0f * window.width / window.height));
    std::vector<int> tiles(static_cast<std::size_t>(_columns * _rows));
    for (std::size_t i = 0; i < tiles.size(); ++i)
        tiles[i] = static_cast<int>(i);
    unsigned int state = 1u; // a fixed shuffle: the same picture on every run
    for (std::size_t i = tiles.size(); i > 1; --i) {
        state = state * 1103515245u + 12345u;
        std::swap(tiles[i - 1], tiles[(state >> 16) % i]);
    }
    _order.assign(tiles.size(), 0);
    for (std::size_t turn = 0; turn < tiles.size(); ++turn)
        _order[static_cast<std::size_t>(tiles[turn])] = static_cast<int>(turn);
    runProgress(0.0f, 1.0f);
}

float TransitionTurnOffTiles::tileScale(int column, int row, float time) const {
    auto index = static_cast<std::size_t>(column * _rows + row);
    if (index >= _order.size()) return 1.0f; // the window changed size: a tile it never had
    int turnedOff = static_cast<int>(time * static_cast<float>(_order.size()));
    return _order[index] < turnedOff ? 0.0f : 1.0f;
}

/* -- SplitCols, SplitRows --------------------------------------------------------------------- */

TransitionSplitCols* TransitionSplitCols::create(float duration, Scene* scene) {
    return createTransition<TransitionSplitCols>(duration, scene);
}

TransitionSplitRows* TransitionSplitRows::create(float duration, Scene* scene) {
    return createTransition<TransitionSplitRows>(duration, scene);
}

void TransitionSplitCols::drawOn(Canvas& canvas) {
    // The first half splits the out scene away; the second half brings the in scene's parts back.
    bool second = _progress >= 0.5f;
    float time = second ? 2.0f - 2.0f * _progress : 2.0f * _progress;
    Scene* scene = second ? _inScene.get() : _outScene.get();
    Size window = transitions::winSize();
    _pieces.clear();
    for (int i = 0; i < 3; ++i) {
        float direction = i % 2 == 0 ? 1.0f : -1.0f;
        Vec2 from = splitsRows() ? Vec2(0.0f, i / 3.0f) : Vec2(i / 3.0f, 0.0f);
        Vec2 to = splitsRows() ? Vec2(1.0f, (i + 1) / 3.0f) : Vec2((i + 1) / 3.0f, 1.0f);
        Vec2 offset = splitsRows() ? Vec2(direction * window.width * time, 0.0f)
                                   : Vec2(0.0f, direction * window.height * time);
        Vec2 at(from.x * window.width, from.y * window.height);
        Vec2 atEnd(to.x * window.width, to.y * window.height);
        quad(&_pieces, at + offset, atEnd + offset, from, to);
    }
    drawPieces(canvas, scene);
}

/* -- Progress --------------------------------------------------------------------------------- */

TransitionProgress* TransitionProgress::create(float duration, Scene* scene) {
    return createTransition<TransitionProgress>(duration, scene);
}

void TransitionProgress::startTransition() {
    if (masksInScene())
        runProgress(0.0f, 100.0f);
    else
        runProgress(100.0f, 0.0f);
}

void TransitionProgress::drawOn(Canvas& canvas) {
    Scene* masked = masksInScene() ? _inScene.get() : _outScene.get();
    Scene* whole = masksInScene() ? _outScene.get() : _inScene.get();
    canvas.drawNode(whole);
    _pieces.clear();
    mask(std::clamp(_progress, 0.0f, 100.0f), transitions::winSize(), &_pieces);
    if (!_pieces.empty()) drawPieces(canvas, masked);
}

TransitionProgressRadialCCW* TransitionProgressRadialCCW::create(float duration, Scene* scene) {
    return createTransition<TransitionProgressRadialCCW>(duration, scene);
}

TransitionProgressRadialCW* TransitionProgressRadialCW::create(float duration, Scene* scene) {
    return createTransition<TransitionProgressRadialCW>(duration, scene);
}

// The sector from twelve o'clock, in the window's normalised square (as ProgressTimer measures its
// angle): swept clockwise for CCW (whose opening grows counter-clockwise), the other way for CW.
void TransitionProgressRadialCCW::mask(float percent, const Size& window, CapturePieces* out) const {
    float alpha = percent / 100.0f;
    if (alpha <= 0.0f) return;
    if (alpha >= 1.0f) {
        normalisedRect(out, Vec2::ZERO, Vec2(1.0f, 1.0f), window);
        return;
    }
    float side = clockwise() ? -1.0f : 1.0f;
    auto edgePoint = [side](float angle) { // where the ray at `angle` leaves the unit square
        Vec2 d(side * std::sin(angle), std::cos(angle));
        float t = 0.5f / std::max(std::fabs(d.x), std::fabs(d.y));
        return Vec2(0.5f + d.x * t, 0.5f + d.y * t);
    };
    const float quarter = static_cast<float>(M_PI) / 2;
    float sweep = alpha * 4 * quarter;
    Vec2 rim[6]; // twelve o'clock, the corners passed (at most four), the end of the sweep
    std::size_t points = 0;
    rim[points++] = edgePoint(0.0f);
    for (float corner = quarter / 2; corner < sweep && points < 5; corner += quarter)
        rim[points++] = edgePoint(corner);
    rim[points++] = edgePoint(sweep);
    auto place = [&window](const Vec2& n) {
        return CanvasVertex{Vec2(n.x * window.width, n.y * window.height), n};
    };
    const Vec2 centre(0.5f, 0.5f);
    for (std::size_t i = 0; i + 1 < points; ++i)
        out->triangles.insert(out->triangles.end(), {place(centre), place(rim[i]), place(rim[i + 1])});
}

TransitionProgressHorizontal* TransitionProgressHorizontal::create(float duration, Scene* scene) {
    return createTransition<TransitionProgressHorizontal>(duration, scene);
}

void TransitionProgressHorizontal::mask(float percent, const Size& window, CapturePieces* out) const {
    if (percent > 0.0f) normalisedRect(out, Vec2(1.0f - percent / 100.0f, 0.0f), Vec2(1.0f, 1.0f), window);
}

TransitionProgressVertical* TransitionProgressVertical::create(float duration, Scene* scene) {
    return createTransition<TransitionProgressVertical>(duration, scene);
}

void TransitionProgressVertical::mask(float percent, const Size& window, CapturePieces* out) const {
    if (percent > 0.0f) normalisedRect(out, Vec2::ZERO, Vec2(1.0f, percent / 100.0f), window);
}

TransitionProgressInOut* TransitionProgressInOut::create(float duration, Scene* scene) {
    return createTransition<TransitionProgressInOut>(duration, scene);
}

void TransitionProgressInOut::mask(float percent, const Size& window, CapturePieces* out) const {
    float half = percent / 200.0f;
    if (half > 0.0f)
        normalisedRect(out, Vec2(0.5f - half, 0.5f - half), Vec2(0.5f + half, 0.5f + half), window);
}

TransitionProgressOutIn* TransitionProgressOutIn::create(float duration, Scene* scene) {
    return createTransition<TransitionProgressOutIn>(duration, scene);
}

} // namespace cc
