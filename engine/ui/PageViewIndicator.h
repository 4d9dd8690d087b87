// engine/ui/PageViewIndicator.h — cocos2d-x 3.17 `ui::PageViewIndicator`: a row (or column) of dots,
// one per page, the current page's dot drawn over its place in another colour.
#pragma once

#include "scene/ProtectedNode.h"
#include "ui/ScrollView.h"

#include <string>

namespace cc {

class DrawNode;

namespace ui {

/// Dots of 16 points (cocos's circle image), 23 points apart by default, centred on the node's
/// position. Kite draws each dot as a filled circle (a DrawNode) unless a texture is given
/// (setIndexNodesTexture: a sprite per dot, as cocos).
class PageViewIndicator : public ProtectedNode {
public:
    static PageViewIndicator* create();

    void setDirection(ScrollView::Direction direction);
    void reset(std::ptrdiff_t numberOfTotalPages);
    /// Moves the current dot to @p index (ignored outside the dots).
    void indicate(std::ptrdiff_t index);
    void setSpaceBetweenIndexNodes(float space);
    float getSpaceBetweenIndexNodes() const { return _spaceBetweenIndexNodes; }
    void setSelectedIndexColor(const Color3B& color);
    const Color3B& getSelectedIndexColor() const;
    void setIndexNodesColor(const Color3B& color);
    const Color3B& getIndexNodesColor() const { return _indexNodesColor; }
    void setSelectedIndexOpacity(GLubyte opacity);
    GLubyte getSelectedIndexOpacity() const;
    void setIndexNodesOpacity(GLubyte opacity);
    GLubyte getIndexNodesOpacity() const { return _indexNodesOpacity; }
    void setIndexNodesScale(float scale);
    float getIndexNodesScale() const { return _indexNodesScale; }
    /// A picture for every dot (the current one too), from a file (LOCAL) or a sprite frame (PLIST);
    /// a missing one logs an error naming it and keeps the circles.
    void setIndexNodesTexture(const std::string& textureName, Widget::TextureResType type);
    std::ptrdiff_t getIndexNodeCount() const { return _indexNodes.size(); }

private:
    PageViewIndicator() = default;
    bool initIndicator();
    Node* makeDot() const;
    void increaseNumberOfPages();
    void decreaseNumberOfPages();
    void rearrange();

    ScrollView::Direction _direction = ScrollView::Direction::HORIZONTAL;
    Vector<Node*> _indexNodes;         // protected children
    Node* _currentIndexNode = nullptr; // a protected child
    float _spaceBetweenIndexNodes = 23.0f;
    float _indexNodesScale = 1.0f;
    Color3B _indexNodesColor = Color3B::WHITE;
    GLubyte _indexNodesOpacity = static_cast<GLubyte>(255 * 0.3f); // cocos dims the other dots to 30%
    std::string _textureName;                                      // empty: circles
    Widget::TextureResType _textureType = Widget::TextureResType::LOCAL;
};

} // namespace ui
} // namespace cc
