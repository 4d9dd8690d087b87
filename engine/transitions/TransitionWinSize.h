// engine/transitions/TransitionWinSize.h — the size the transitions lay their scenes out in
// (transitions-internal; shared by TransitionsMoving.cpp and TransitionsCaptured.cpp).
#pragma once

#include "director/Director.h"

namespace cc {
namespace transitions {

/// The director's window size, in points.
inline Size winSize() {
    return Director::getInstance()->getWinSize();
}

} // namespace transitions
} // namespace cc
