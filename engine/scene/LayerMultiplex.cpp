// engine/scene/LayerMultiplex.cpp
#include "scene/LayerMultiplex.h"

#include <cstdarg>

namespace cc {

LayerMultiplex* LayerMultiplex::create() {
    auto* multiplex = new LayerMultiplex();
    if (multiplex->init()) return static_cast<LayerMultiplex*>(multiplex->autorelease());
    delete multiplex;
    return nullptr;
}

LayerMultiplex* LayerMultiplex::create(Layer* layer, ...) {
    Vector<Layer*> layers;
    va_list args;
    va_start(args, layer);
    for (Layer* l = layer; l; l = va_arg(args, Layer*))
        layers.pushBack(l);
    va_end(args);
    return createWithArray(layers);
}

LayerMultiplex* LayerMultiplex::createWithLayer(Layer* layer) {
    return create(layer, nullptr);
}

LayerMultiplex* LayerMultiplex::createWithArray(const Vector<Layer*>& layers) {
    auto* multiplex = new LayerMultiplex();
    if (multiplex->initWithArray(layers)) return static_cast<LayerMultiplex*>(multiplex->autorelease());
    delete multiplex;
    return nullptr;
}

// As cocos2d-x: the layers it still holds stop their actions and schedules (the shown one is also
// cleaned up as a child).
LayerMultiplex::~LayerMultiplex() {
    for (const RefPtr<Layer>& layer : _layers)
        if (layer) layer->cleanup();
}

bool LayerMultiplex::init() {
    _enabledLayer = 0;
    return Layer::init();
}

bool LayerMultiplex::initWithArray(const Vector<Layer*>& layers) {
    if (!init()) return false;
    for (Layer* layer : layers)
        addLayer(layer);
    if (!_layers.empty()) addChild(_layers.front().get());
    return true;
}

void LayerMultiplex::addLayer(Layer* layer) {
    if (!CC_CHECK(layer != nullptr, "LayerMultiplex::addLayer: layer is null")) return;
    // The multiplex retains its layers: itself or an ancestor would keep it alive forever.
    if (!CC_CHECK(layer != this && !isDescendantOf(layer),
                  "LayerMultiplex::addLayer: the layer is the multiplex or an ancestor of it"))
        return;
    _layers.emplace_back(layer);
}

Layer* LayerMultiplex::getLayerAt(int n) const {
    return n >= 0 && n < getLayerCount() ? _layers[static_cast<size_t>(n)].get() : nullptr;
}

bool LayerMultiplex::canSwitchTo(int n) const {
    return CC_CHECK(n >= 0 && n < getLayerCount(), "LayerMultiplex::switchTo: index out of range") &&
           CC_CHECK(_layers[static_cast<size_t>(n)] != nullptr,
                    "LayerMultiplex::switchTo: that layer was released");
}

void LayerMultiplex::switchTo(int n, bool cleanup) {
    if (!canSwitchTo(n)) return;
    if (Layer* current = getLayerAt(_enabledLayer)) removeChild(current, cleanup);
    _enabledLayer = n;
    addChild(_layers[static_cast<size_t>(n)].get());
}

void LayerMultiplex::switchToAndReleaseMe(int n) {
    if (!canSwitchTo(n)) return;
    RefPtr<Layer> next = _layers[static_cast<size_t>(n)]; // n may be the layer released here
    if (Layer* current = getLayerAt(_enabledLayer)) {
        removeChild(current, true);
        _layers[static_cast<size_t>(_enabledLayer)] = nullptr;
    }
    _enabledLayer = n;
    addChild(next.get());
}

} // namespace cc
