// engine/scheduler/Timer.h — the timing arithmetic of one scheduled callback.
#pragma once

#include "base/Macros.h"

namespace cc {

/// Interval / repeat / delay bookkeeping for one timer, separate from what it calls.
///
/// Semantics (fixed step friendly):
/// - time accumulates from the first frame after scheduling; the frame a timer is scheduled in does
///   not count (the Scheduler defers entries added during an update to the next frame);
/// - with a delay, the first firing happens once `delay` seconds have accumulated (its dt is the delay);
/// - then it fires every `interval` seconds (dt = interval); a long frame fires it several times
///   ("catch-up"), so a fixed total time always gives the same count. Interval 0 fires once per frame
///   with the frame's dt;
/// - `repeat` N means N + 1 firings in total (the delayed one included); CC_REPEAT_FOREVER never ends.
/// Accumulated time is kept in double and compared with a 1 microsecond tolerance, so steps such as
/// 1/60 s reach their intervals on the frame you would expect despite float rounding.
class Timer {
public:
    static constexpr double kTimeEpsilon = 1e-6;

    void setup(float interval, unsigned int repeat, float delay) {
        _interval = interval > 0.0f ? interval : 0.0f;
        _repeat = repeat;
        _delay = delay > 0.0f ? delay : 0.0f;
        _useDelay = _delay > 0.0f;
        _runForever = repeat == CC_REPEAT_FOREVER;
        _elapsed = 0.0;
        _timesExecuted = 0;
    }

    /// Adds @p dt and calls `fire(float dt)` for each firing now due. `fire` returns false to stop
    /// (the timer was unscheduled from inside its own callback). Returns true once the repeat count is used
    /// up.
    template <class Fire> bool advance(float dt, Fire&& fire) {
        _elapsed += dt;
        if (_useDelay) {
            if (_elapsed + kTimeEpsilon < _delay) return false;
            _elapsed -= _delay;
            _useDelay = false;
            ++_timesExecuted;
            if (!fire(_delay)) return exhausted();
            if (exhausted()) return true;
            if (_interval <= 0.0f) { // an every-frame timer starts counting frames after its delay
                _elapsed = 0.0;
                return false;
            }
        }
        if (_interval <= 0.0f) {
            float frameDt = static_cast<float>(_elapsed);
            _elapsed = 0.0;
            ++_timesExecuted;
            fire(frameDt);
            return exhausted();
        }
        while (_elapsed + kTimeEpsilon >= _interval) {
            _elapsed -= _interval;
            ++_timesExecuted;
            if (!fire(_interval)) return exhausted();
            if (exhausted()) return true;
        }
        return false;
    }

    float getInterval() const { return _interval; }
    float getDelay() const { return _delay; }
    unsigned int getRepeat() const { return _repeat; }
    unsigned int getTimesExecuted() const { return _timesExecuted; }
    bool isExhausted() const { return exhausted(); }

private:
    bool exhausted() const { return !_runForever && _timesExecuted > _repeat; }

    double _elapsed = 0.0;
    float _interval = 0.0f;
    float _delay = 0.0f;
    unsigned int _repeat = CC_REPEAT_FOREVER;
    unsigned int _timesExecuted = 0;
    bool _useDelay = false;
    bool _runForever = true;
};

} // namespace cc
