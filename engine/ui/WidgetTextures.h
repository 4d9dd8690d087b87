// engine/ui/WidgetTextures.h — how the image widgets load and fit their sprites.
#pragma once

#include "ui/Widget.h"

#include <string>

namespace cc {

class Sprite;

namespace ui {

class Scale9Sprite;

/// Shows @p name on @p sprite as cocos's widgets load textures: an image file (LOCAL) or a
/// SpriteFrameCache frame name (PLIST). An empty name does nothing; a name that cannot be loaded
/// logs one error naming it (the sprite keeps what it showed). Returns whether it loaded.
bool loadSpriteTexture(Sprite* sprite, const std::string& name, Widget::TextureResType type);

/// A Scale9Sprite renderer for a widget that may turn scale9 on: drawn whole (SIMPLE) until then.
Scale9Sprite* makeScale9Renderer();
/// loadSpriteTexture() into a Scale9Sprite renderer, whose cap insets (cocos's Rect::ZERO: the
/// middle third) are then cut from the new image.
bool loadScale9Texture(Scale9Sprite* renderer, const std::string& name, Widget::TextureResType type,
                       const Rect& capInsets);

/// cocos's Helper::restrictCapInsetRect: cap insets wider (taller) than @p textureSize become a
/// one-point centre column (row) in its middle, or none on an empty image; others are kept as given.
Rect restrictCapInsetRect(const Rect& capInsets, const Size& textureSize);

/// Scale9 turned on: @p widget stops adapting to its renderer (nine slices need a size of their
/// own), keeping in @p adaptedBefore whether it adapted; turned off: it adapts as it did before.
void adaptSizeToScale9(Widget* widget, bool scale9Enabled, bool* adaptedBefore);

/// Fits @p renderer to @p size: a Scale9Sprite in nine-slice rendering takes @p size as its
/// preferred size at scale 1; any other renderer gets scale 1 when the widget adapts to its
/// renderer (@p ignoreSize) or the renderer has no size, else the scale that stretches it over
/// @p size. Centres it there. Returns the scales it set.
Vec2 fitRendererToSize(Node* renderer, const Size& size, bool ignoreSize);

/// Shows the left @p fraction (0..1) of the image @p sprite shows, whose whole width is
/// @p fullSize's (a loading bar's or slider's progress).
void showLeftFraction(Sprite* sprite, const Size& fullSize, float fraction);

} // namespace ui
} // namespace cc
