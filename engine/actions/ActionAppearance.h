// engine/actions/ActionAppearance.h — fade, tint and blink.
#pragma once

#include "actions/ActionInterval.h"
#include "math/Color.h"

namespace cc {

/// Fades the target's opacity to a value (no reverse). Opacity values are truncated like cocos2d-x.
class FadeTo : public ActionInterval {
public:
    static FadeTo* create(float duration, GLubyte opacity);
    bool initWithDuration(float duration, GLubyte opacity);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    FadeTo* clone() const override;
    FadeTo* reverse() const override;

protected:
    GLubyte _toOpacity = 255;
    GLubyte _fromOpacity = 255;
};

/// Fades to 255; reverse is FadeOut.
class FadeIn : public FadeTo {
public:
    static FadeIn* create(float duration);
    FadeIn* clone() const override;
    FadeTo* reverse() const override;
};

/// Fades to 0; reverse is FadeIn.
class FadeOut : public FadeTo {
public:
    static FadeOut* create(float duration);
    FadeOut* clone() const override;
    FadeTo* reverse() const override;
};

/// Tints the node colour to a value (no reverse).
class TintTo : public ActionInterval {
public:
    static TintTo* create(float duration, GLubyte red, GLubyte green, GLubyte blue);
    static TintTo* create(float duration, const Color3B& color);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    TintTo* clone() const override;
    TintTo* reverse() const override;

private:
    Color3B _to;
    Color3B _from;
};

/// Tints the node colour by signed deltas.
class TintBy : public ActionInterval {
public:
    static TintBy* create(float duration, short deltaRed, short deltaGreen, short deltaBlue);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    TintBy* clone() const override;
    TintBy* reverse() const override;

private:
    short _deltaR = 0, _deltaG = 0, _deltaB = 0;
    short _fromR = 0, _fromG = 0, _fromB = 0;
};

/// Toggles visibility @p times times over the duration; stop() restores the original visibility.
class Blink : public ActionInterval {
public:
    static Blink* create(float duration, int times);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    void stop() override;
    Blink* clone() const override;
    Blink* reverse() const override;

private:
    int _times = 1;
    bool _originalState = true;
};

} // namespace cc
