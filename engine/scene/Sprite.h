// engine/scene/Sprite.h — a textured (or plain coloured) rectangle.
#pragma once

#include "scene/Node.h"

#include <string>

namespace cc {

class Texture2D;

/// cocos2d-x `Sprite`, as data: which texture, which part of it (the texture rect, in pixels), and
/// whether it is flipped. The node colour tints it and the node opacity fades it. Anchor (0.5, 0.5);
/// content size = the texture rect's size. An untextured sprite is drawn as a solid rectangle of its
/// colour once it has a texture rect. The sprite retains its texture.
class Sprite : public Node {
public:
    /// Untextured sprite (content size 0 until setTextureRect()).
    static Sprite* create();
    /// Loads @p filename through the TextureCache; nullptr when it cannot be loaded.
    static Sprite* create(const std::string& filename);
    static Sprite* create(const std::string& filename, const Rect& rect);
    static Sprite* createWithTexture(Texture2D* texture);
    static Sprite* createWithTexture(Texture2D* texture, const Rect& rect);
    ~Sprite() override;

    bool init() override;
    bool initWithTexture(Texture2D* texture, const Rect& rect);
    bool initWithFile(const std::string& filename);
    bool initWithFile(const std::string& filename, const Rect& rect);

    /// Replaces the texture (retained). The texture rect becomes the whole texture.
    void setTexture(Texture2D* texture);
    /// Loads and sets @p filename; keeps the current texture when it cannot be loaded.
    void setTexture(const std::string& filename);
    Texture2D* getTexture() const { return _texture; }

    /// The part of the texture to draw, in pixels; also becomes the content size.
    void setTextureRect(const Rect& rect);
    const Rect& getTextureRect() const { return _rect; }

    void setFlippedX(bool flipped) { _flippedX = flipped; }
    void setFlippedY(bool flipped) { _flippedY = flipped; }
    bool isFlippedX() const { return _flippedX; }
    bool isFlippedY() const { return _flippedY; }

private:
    Texture2D* _texture = nullptr;
    Rect _rect;
    bool _flippedX = false;
    bool _flippedY = false;
};

} // namespace cc
