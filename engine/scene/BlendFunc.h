// engine/scene/BlendFunc.h — cocos2d-x's BlendFunc (GL blend factors) and what Kite draws of them.
#pragma once

#include <string>

namespace cc {

/// The OpenGL blend factors cocos2d-x games name (the gl.* constants in Lua), with GL's values.
namespace GLBlend {
constexpr unsigned ZERO = 0;
constexpr unsigned ONE = 1;
constexpr unsigned SRC_COLOR = 0x0300;
constexpr unsigned ONE_MINUS_SRC_COLOR = 0x0301;
constexpr unsigned SRC_ALPHA = 0x0302;
constexpr unsigned ONE_MINUS_SRC_ALPHA = 0x0303;
constexpr unsigned DST_ALPHA = 0x0304;
constexpr unsigned ONE_MINUS_DST_ALPHA = 0x0305;
constexpr unsigned DST_COLOR = 0x0306;
constexpr unsigned ONE_MINUS_DST_COLOR = 0x0307;
constexpr unsigned SRC_ALPHA_SATURATE = 0x0308;
} // namespace GLBlend

/// How a drawable's pixels combine with what is under them. The renderer (SDL's blend modes, the
/// only ones every SDL renderer has) draws these looks:
///   alpha       (SRC_ALPHA, ONE_MINUS_SRC_ALPHA), and (ONE, ONE_MINUS_SRC_ALPHA): cocos premultiplies
///               the images it loads, Kite keeps them straight, so both look the same
///   additive    (SRC_ALPHA, ONE), and (ONE, ONE) for the same reason
///   multiply    (DST_COLOR, ZERO), (ZERO, SRC_COLOR)
///   multiply over alpha (DST_COLOR, ONE_MINUS_SRC_ALPHA)
///   opaque      (ONE, ZERO): the pixels replace what is under them
/// Any other pair is unsupported: setBlendFunc refuses it with a clear error.
struct BlendFunc {
    unsigned src = GLBlend::ONE;
    unsigned dst = GLBlend::ONE_MINUS_SRC_ALPHA;

    enum class Look { Alpha, Additive, Multiply, MultiplyAlpha, Opaque, Unsupported };
    Look look() const;
    bool isSupported() const { return look() != Look::Unsupported; }
    /// "(0x0306, 0x0000)" style text for messages, with GL's names where known ("DST_COLOR, ZERO").
    std::string describe() const;

    bool operator==(const BlendFunc& other) const { return src == other.src && dst == other.dst; }
    bool operator!=(const BlendFunc& other) const { return !(*this == other); }

    static const BlendFunc DISABLE;                 ///< ONE, ZERO
    static const BlendFunc ALPHA_PREMULTIPLIED;     ///< ONE, ONE_MINUS_SRC_ALPHA
    static const BlendFunc ALPHA_NON_PREMULTIPLIED; ///< SRC_ALPHA, ONE_MINUS_SRC_ALPHA
    static const BlendFunc ADDITIVE;                ///< SRC_ALPHA, ONE
};

/// cocos2d-x's BlendProtocol: what a drawable that takes setBlendFunc holds (Sprite, Label,
/// DrawNode, ParticleSystem). The default is cocos's for its premultiplied images.
class BlendProtocol {
public:
    /// False (logged, nothing changed) for a pair Kite cannot draw (BlendFunc::isSupported()).
    bool setBlendFunc(const BlendFunc& blendFunc);
    const BlendFunc& getBlendFunc() const { return _blendFunc; }

protected:
    ~BlendProtocol() = default;
    BlendFunc _blendFunc = BlendFunc::ALPHA_PREMULTIPLIED;
};

/// The message setBlendFunc gives for an unsupported pair on @p what ("cc.Sprite:setBlendFunc").
std::string unsupportedBlendMessage(const std::string& what, const BlendFunc& blend);

} // namespace cc
