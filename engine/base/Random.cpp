// engine/base/Random.cpp — see Random.h.
#include "base/Random.h"

#include <random>

namespace cc {
namespace {

std::mt19937& generator() {
    static std::mt19937 engine(5489u); // the generator's documented default seed until seeded
    return engine;
}

} // namespace

void Random::seed(std::uint32_t value) {
    generator().seed(value);
}

float Random::zeroTo1() {
    return static_cast<float>(static_cast<double>(generator()()) / 4294967295.0);
}

float Random::minus1To1() {
    return zeroTo1() * 2.0f - 1.0f;
}

} // namespace cc
