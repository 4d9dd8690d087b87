// engine/scene/BlendFunc.cpp — see BlendFunc.h.
#include "scene/BlendFunc.h"

#include "base/Log.h"

#include <cstdio>

namespace cc {

const BlendFunc BlendFunc::DISABLE{GLBlend::ONE, GLBlend::ZERO};
const BlendFunc BlendFunc::ALPHA_PREMULTIPLIED{GLBlend::ONE, GLBlend::ONE_MINUS_SRC_ALPHA};
const BlendFunc BlendFunc::ALPHA_NON_PREMULTIPLIED{GLBlend::SRC_ALPHA, GLBlend::ONE_MINUS_SRC_ALPHA};
const BlendFunc BlendFunc::ADDITIVE{GLBlend::SRC_ALPHA, GLBlend::ONE};

namespace {

const char* factorName(unsigned factor) {
    switch (factor) {
    case GLBlend::ZERO:
        return "ZERO";
    case GLBlend::ONE:
        return "ONE";
    case GLBlend::SRC_COLOR:
        return "SRC_COLOR";
    case GLBlend::ONE_MINUS_SRC_COLOR:
        return "ONE_MINUS_SRC_COLOR";
    case GLBlend::SRC_ALPHA:
        return "SRC_ALPHA";
    case GLBlend::ONE_MINUS_SRC_ALPHA:
        return "ONE_MINUS_SRC_ALPHA";
    case GLBlend::DST_ALPHA:
        return "DST_ALPHA";
    case GLBlend::ONE_MINUS_DST_ALPHA:
        return "ONE_MINUS_DST_ALPHA";
    case GLBlend::DST_COLOR:
        return "DST_COLOR";
    case GLBlend::ONE_MINUS_DST_COLOR:
        return "ONE_MINUS_DST_COLOR";
    case GLBlend::SRC_ALPHA_SATURATE:
        return "SRC_ALPHA_SATURATE";
    default:
        return nullptr;
    }
}

std::string factorText(unsigned factor) {
    if (const char* name = factorName(factor)) return std::string("gl.") + name;
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%04x", factor);
    return hex;
}

} // namespace

BlendFunc::Look BlendFunc::look() const {
    using namespace GLBlend;
    if (dst == ONE_MINUS_SRC_ALPHA && (src == SRC_ALPHA || src == ONE)) return Look::Alpha;
    if (dst == ONE && (src == SRC_ALPHA || src == ONE)) return Look::Additive;
    if ((src == DST_COLOR && dst == ZERO) || (src == ZERO && dst == SRC_COLOR)) return Look::Multiply;
    if (src == DST_COLOR && dst == ONE_MINUS_SRC_ALPHA) return Look::MultiplyAlpha;
    if (src == ONE && dst == ZERO) return Look::Opaque;
    return Look::Unsupported;
}

std::string BlendFunc::describe() const {
    return "(" + factorText(src) + ", " + factorText(dst) + ")";
}

std::string unsupportedBlendMessage(const std::string& what, const BlendFunc& blend) {
    return what + ": the blend function " + blend.describe() +
           " is not supported by Kite (supported: alpha, additive, multiply, opaque; see cc.BlendFunc)";
}

} // namespace cc

namespace cc {

bool BlendProtocol::setBlendFunc(const BlendFunc& blendFunc) {
    if (!blendFunc.isSupported()) {
        logError("%s", unsupportedBlendMessage("setBlendFunc", blendFunc).c_str());
        return false;
    }
    _blendFunc = blendFunc;
    return true;
}

} // namespace cc
