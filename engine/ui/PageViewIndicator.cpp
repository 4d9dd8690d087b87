// engine/ui/PageViewIndicator.cpp — see PageViewIndicator.h.
#include "ui/PageViewIndicator.h"

#include "scene/DrawNode.h"
#include "scene/Sprite.h"

namespace cc {
namespace ui {

namespace {

constexpr float kDotSize = 16.0f; // cocos's circle image

/// A dot drawn in its displayed colour (DrawNode's shapes carry their own colours).
class Dot : public DrawNode {
public:
    static Dot* create() {
        auto* dot = new Dot();
        dot->autorelease();
        dot->setContentSize(Size(kDotSize, kDotSize));
        dot->setAnchorPoint(Vec2(0.5f, 0.5f));
        dot->setCascadeOpacityEnabled(true);
        dot->updateColor();
        return dot;
    }

protected:
    void updateColor() override {
        clear();
        const Color3B& c = getDisplayedColor();
        drawDot(Vec2(kDotSize / 2.0f, kDotSize / 2.0f), kDotSize / 2.0f,
                Color4F(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, 1.0f));
    }
};

} // namespace

PageViewIndicator* PageViewIndicator::create() {
    auto* indicator = new PageViewIndicator();
    if (!indicator->initIndicator()) {
        delete indicator;
        return nullptr;
    }
    indicator->autorelease();
    return indicator;
}

bool PageViewIndicator::initIndicator() {
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
    _currentIndexNode = makeDot();
    _currentIndexNode->setVisible(false);
    addProtectedChild(_currentIndexNode, 1);
    return true;
}

Node* PageViewIndicator::makeDot() const {
    if (!_textureName.empty()) {
        Sprite* sprite = _textureType == Widget::TextureResType::LOCAL
                             ? Sprite::create(_textureName)
                             : Sprite::createWithSpriteFrameName(_textureName);
        if (sprite) return sprite;
    }
    return Dot::create();
}

void PageViewIndicator::setDirection(ScrollView::Direction direction) {
    _direction = direction;
    rearrange();
}

void PageViewIndicator::reset(std::ptrdiff_t numberOfTotalPages) {
    while (_indexNodes.size() < numberOfTotalPages)
        increaseNumberOfPages();
    while (_indexNodes.size() > numberOfTotalPages)
        decreaseNumberOfPages();
    rearrange();
    _currentIndexNode->setVisible(!_indexNodes.empty());
}

void PageViewIndicator::indicate(std::ptrdiff_t index) {
    if (index < 0 || index >= _indexNodes.size()) return;
    _currentIndexNode->setPosition(_indexNodes.at(index)->getPosition());
}

void PageViewIndicator::rearrange() {
    if (_indexNodes.empty()) return;
    const bool horizontal = _direction == ScrollView::Direction::HORIZONTAL;
    const Size base = _indexNodes.at(0)->getContentSize();
    const Size nodeSize(base.width * _indexNodesScale, base.height * _indexNodesScale);
    const float sizeValue = horizontal ? nodeSize.width : nodeSize.height;
    const auto count = static_cast<float>(_indexNodes.size());
    const float total = sizeValue * count + _spaceBetweenIndexNodes * (count - 1.0f);
    float position = -(total / 2.0f) + sizeValue / 2.0f;
    for (Node* node : _indexNodes) {
        node->setPosition(horizontal ? Vec2(position, nodeSize.height / 2.0f)
                                     : Vec2(nodeSize.width / 2.0f, -position));
        position += sizeValue + _spaceBetweenIndexNodes;
    }
}

void PageViewIndicator::increaseNumberOfPages() {
    Node* node = makeDot();
    node->setColor(_indexNodesColor);
    node->setScale(_indexNodesScale);
    node->setOpacity(_indexNodesOpacity);
    addProtectedChild(node);
    _indexNodes.pushBack(node);
}

void PageViewIndicator::decreaseNumberOfPages() {
    Node* last = _indexNodes.at(_indexNodes.size() - 1);
    removeProtectedChild(last);
    _indexNodes.popBack();
}

void PageViewIndicator::setSpaceBetweenIndexNodes(float space) {
    if (_spaceBetweenIndexNodes == space) return;
    _spaceBetweenIndexNodes = space;
    rearrange();
}

void PageViewIndicator::setSelectedIndexColor(const Color3B& color) {
    _currentIndexNode->setColor(color);
}

const Color3B& PageViewIndicator::getSelectedIndexColor() const {
    return _currentIndexNode->getColor();
}

void PageViewIndicator::setSelectedIndexOpacity(GLubyte opacity) {
    _currentIndexNode->setOpacity(opacity);
}

GLubyte PageViewIndicator::getSelectedIndexOpacity() const {
    return _currentIndexNode->getOpacity();
}

void PageViewIndicator::setIndexNodesColor(const Color3B& color) {
    _indexNodesColor = color;
    for (Node* node : _indexNodes)
        node->setColor(color);
}

void PageViewIndicator::setIndexNodesOpacity(GLubyte opacity) {
    _indexNodesOpacity = opacity;
    for (Node* node : _indexNodes)
        node->setOpacity(opacity);
}

void PageViewIndicator::setIndexNodesScale(float scale) {
    if (_indexNodesScale == scale) return;
    _indexNodesScale = scale;
    _currentIndexNode->setScale(scale);
    for (Node* node : _indexNodes)
        node->setScale(scale);
    rearrange();
}

void PageViewIndicator::setIndexNodesTexture(const std::string& textureName, Widget::TextureResType type) {
    _textureName = textureName;
    _textureType = type;
    // Every dot anew, the current one keeping its colour, opacity and place.
    Node* current = makeDot();
    current->setColor(_currentIndexNode->getColor());
    current->setOpacity(_currentIndexNode->getOpacity());
    current->setScale(_indexNodesScale);
    current->setPosition(_currentIndexNode->getPosition());
    current->setVisible(_currentIndexNode->isVisible());
    removeProtectedChild(_currentIndexNode);
    _currentIndexNode = current;
    addProtectedChild(current, 1);
    const std::ptrdiff_t count = _indexNodes.size();
    reset(0);
    reset(count);
}

} // namespace ui
} // namespace cc
