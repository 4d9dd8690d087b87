// engine/transitions/TransitionsCaptured.h — transitions that draw a scene off screen and then in
// pieces or through a mask: the cross fade, tiles, split columns and rows, and the progress ones.
#pragma once

#include "transitions/TransitionsMoving.h"

namespace cc {

/// A transition animated by one value (0..1 or a percentage) that a tween on the transition itself
/// drives, then finish(). The captured scene is drawn live every frame (cocos2d-x 3.17 keeps a
/// snapshot taken at the start for the cross fade and the progress transitions; its tiles and
/// splits are live too).
class TransitionCaptured : public TransitionScene {
public:
    float getProgress() const { return _progress; }

protected:
    /// Runs a tween of the progress from @p from to @p to over the duration (eased when @p rate > 0,
    /// EaseInOut), then finish().
    void runProgress(float from, float to, float easeInOutRate = 0.0f);
    /// Draws @p scene, captured, as _pieces; the whole scene when the renderer cannot capture.
    void drawPieces(Canvas& canvas, Scene* scene, GLubyte opacity = 255);

    float _progress = 0.0f;
    CapturePieces _pieces; // the pieces of the draw under way (kept: no allocation per draw)
};

/// The out scene fades away over the in scene.
class TransitionCrossFade : public TransitionCaptured {
public:
    static TransitionCrossFade* create(float duration, Scene* scene);
    void drawOn(Canvas& canvas) override;

protected:
    void startTransition() override;
};

/// The out scene cut into tiles (12 rows, as many square-ish columns as the window's aspect gives)
/// that shrink or turn off over the in scene.
class TransitionTiles : public TransitionCaptured {
public:
    void drawOn(Canvas& canvas) override;

protected:
    void sceneOrder() override { _isInSceneOnTop = false; }
    void startTransition() override { runProgress(0.0f, 1.0f); }
    /// How much of tile (@p column, @p row) is left at @p time: 1 whole, 0 gone; between, the tile
    /// shrinks around its centre (only vertically when shrinkVertically()).
    virtual float tileScale(int column, int row, float time) const = 0;
    virtual bool shrinksOnlyVertically() const { return false; }

    int _columns = 1;
    int _rows = 1;
};

/// Tiles disappear from the bottom-left corner towards the top-right (cocos2d-x FadeOutTRTiles).
class TransitionFadeTR : public TransitionTiles {
public:
    static TransitionFadeTR* create(float duration, Scene* scene);

protected:
    float tileScale(int column, int row, float time) const override;
};

/// Tiles disappear from the top-right corner towards the bottom-left (FadeOutBLTiles).
class TransitionFadeBL : public TransitionFadeTR {
public:
    static TransitionFadeBL* create(float duration, Scene* scene);

protected:
    float tileScale(int column, int row, float time) const override;
};

/// Rows flatten from the bottom upwards (FadeOutUpTiles).
class TransitionFadeUp : public TransitionFadeTR {
public:
    static TransitionFadeUp* create(float duration, Scene* scene);

protected:
    float tileScale(int column, int row, float time) const override;
    bool shrinksOnlyVertically() const override { return true; }
};

/// Rows flatten from the top downwards (FadeOutDownTiles).
class TransitionFadeDown : public TransitionFadeTR {
public:
    static TransitionFadeDown* create(float duration, Scene* scene);

protected:
    float tileScale(int column, int row, float time) const override;
    bool shrinksOnlyVertically() const override { return true; }
};

/// Tiles of the out scene turn off one by one in a shuffled order (the same order every run).
class TransitionTurnOffTiles : public TransitionTiles {
public:
    static TransitionTurnOffTiles* create(float duration, Scene* scene);

protected:
    void startTransition() override;
    float tileScale(int column, int row, float time) const override;

private:
    std::vector<int> _order; // tile index -> its turn
};

/// Three columns of the out scene slide off up and down, then the in scene's slide back (EaseInOut,
/// rate 3, over the whole transition). Nothing else is drawn meanwhile.
class TransitionSplitCols : public TransitionCaptured {
public:
    static TransitionSplitCols* create(float duration, Scene* scene);
    void drawOn(Canvas& canvas) override;

protected:
    void startTransition() override { runProgress(0.0f, 1.0f, 3.0f); }
    virtual bool splitsRows() const { return false; }
};

/// Three rows slide off left and right, then the in scene's slide back.
class TransitionSplitRows : public TransitionSplitCols {
public:
    static TransitionSplitRows* create(float duration, Scene* scene);

protected:
    bool splitsRows() const override { return true; }
};

/// cocos2d-x `TransitionProgress`: one scene drawn through a mask that a percentage (from 100 to 0
/// for the out scene, 0 to 100 for the in scene) opens or closes. The base draws no mask.
class TransitionProgress : public TransitionCaptured {
public:
    static TransitionProgress* create(float duration, Scene* scene);
    void drawOn(Canvas& canvas) override;

protected:
    void sceneOrder() override { _isInSceneOnTop = false; }
    void startTransition() override;
    /// Whether the in scene (rather than the out scene) is the one masked.
    virtual bool masksInScene() const { return false; }
    /// Appends the visible part at @p percent to @p out, in window points.
    virtual void mask(float percent, const Size& window, CapturePieces* out) const {}
};

/// The out scene's visible sector shrinks counter-clockwise from twelve o'clock.
class TransitionProgressRadialCCW : public TransitionProgress {
public:
    static TransitionProgressRadialCCW* create(float duration, Scene* scene);

protected:
    void mask(float percent, const Size& window, CapturePieces* out) const override;
    virtual bool clockwise() const { return false; }
};

/// The out scene's visible sector shrinks clockwise from twelve o'clock.
class TransitionProgressRadialCW : public TransitionProgressRadialCCW {
public:
    static TransitionProgressRadialCW* create(float duration, Scene* scene);

protected:
    bool clockwise() const override { return true; }
};

/// The out scene's visible part shrinks towards the right edge.
class TransitionProgressHorizontal : public TransitionProgress {
public:
    static TransitionProgressHorizontal* create(float duration, Scene* scene);

protected:
    void mask(float percent, const Size& window, CapturePieces* out) const override;
};

/// The out scene's visible part shrinks towards the bottom edge.
class TransitionProgressVertical : public TransitionProgress {
public:
    static TransitionProgressVertical* create(float duration, Scene* scene);

protected:
    void mask(float percent, const Size& window, CapturePieces* out) const override;
};

/// The in scene grows from the middle over the out scene.
class TransitionProgressInOut : public TransitionProgress {
public:
    static TransitionProgressInOut* create(float duration, Scene* scene);

protected:
    bool masksInScene() const override { return true; }
    void mask(float percent, const Size& window, CapturePieces* out) const override;
};

/// The out scene shrinks into the middle, showing the in scene.
class TransitionProgressOutIn : public TransitionProgressInOut {
public:
    static TransitionProgressOutIn* create(float duration, Scene* scene);

protected:
    void sceneOrder() override { _isInSceneOnTop = true; }
    bool masksInScene() const override { return false; }
};

} // namespace cc
