// engine/director/RenderTargets.cpp — see RenderTargets.h.
#include "director/RenderTargets.h"

namespace cc {
namespace {
RenderTargets* s_targets = nullptr;
} // namespace

void RenderTargets::install(RenderTargets* targets) {
    s_targets = targets;
}

RenderTargets* RenderTargets::get() {
    return s_targets;
}

} // namespace cc
