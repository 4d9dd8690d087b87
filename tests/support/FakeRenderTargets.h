// tests/support/FakeRenderTargets.h — a RenderTargets that records what a RenderTexture asks of it,
// installed while in scope (engine tests and Lua specs have no renderer).
#pragma once

#include "director/RenderTargets.h"
#include "scene/Node.h"
#include "scene/TextureLoader.h"

#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace kite {
namespace test {

class FakeRenderTargets : public cc::RenderTargets {
public:
    /// One target: its size and what was done to it, in order ("clear r g b a", "draw <node name>").
    struct Target {
        int width = 0, height = 0;
        std::vector<std::string> log;
    };

    FakeRenderTargets() { cc::RenderTargets::install(this); }
    ~FakeRenderTargets() override { cc::RenderTargets::install(nullptr); }

    int maxTargetSize() const override { return 4096; }
    bool createTarget(int width, int height, cc::TextureInfo* info, std::string* error) override {
        if (failCreate) {
            *error = "the fake renderer refuses";
            return false;
        }
        targets.push_back(Target{width, height, {}});
        info->pixelsWide = width;
        info->pixelsHigh = height;
        info->platformHandle = &targets.back();
        return true;
    }
    void clearTarget(void* handle, const cc::Color4F& color) override {
        if (!record) return;
        static_cast<Target*>(handle)->log.push_back("clear " + std::to_string(color.r) + " " +
                                                    std::to_string(color.g) + " " + std::to_string(color.b) +
                                                    " " + std::to_string(color.a));
    }
    void drawIntoTarget(void* handle, cc::Node* node) override {
        if (!record) return;
        static_cast<Target*>(handle)->log.push_back("draw " + node->getName());
        drawnTransforms.push_back(node->getVisitTransform());
    }
    std::unique_ptr<cc::DecodedImage> readTarget(void* handle) override {
        if (failRead) return nullptr;
        auto image = std::make_unique<cc::DecodedImage>();
        image->width = static_cast<Target*>(handle)->width;
        image->height = static_cast<Target*>(handle)->height;
        image->alpha = true;
        return image;
    }

    std::deque<Target> targets; // a deque: handles stay valid as it grows
    std::vector<cc::AffineTransform> drawnTransforms;
    bool failCreate = false;
    bool failRead = false;
    bool record = true; ///< false: log nothing (long runs)
};

} // namespace test
} // namespace kite
