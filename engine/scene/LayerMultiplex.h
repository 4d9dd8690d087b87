// engine/scene/LayerMultiplex.h — holds several layers and shows one of them at a time.
#pragma once

#include "base/RefPtr.h"
#include "base/Vector.h"
#include "scene/Layer.h"

#include <vector>

namespace cc {

/// cocos2d-x `LayerMultiplex`. Retains every layer it was given; the enabled one (index 0 after
/// creation) is its only child. switchTo(n) removes the enabled layer (with cleanup unless told
/// otherwise: its actions and schedules stop) and adds layer n; switchToAndReleaseMe(n) also lets go of
/// the layer it leaves, whose slot becomes empty. An index out of range, or an empty slot, is reported
/// (CC_CHECK) and changes nothing.
class LayerMultiplex : public Layer {
public:
    static LayerMultiplex* create();
    /// Variadic like cocos2d-x: layers followed by nullptr.
    static LayerMultiplex* create(Layer* layer, ...);
    static LayerMultiplex* createWithLayer(Layer* layer);
    static LayerMultiplex* createWithArray(const Vector<Layer*>& layers);
    ~LayerMultiplex() override;
    bool init() override;
    bool initWithArray(const Vector<Layer*>& layers);

    /// Appends @p layer to the choices (not shown until switched to).
    void addLayer(Layer* layer);
    void switchTo(int n) { switchTo(n, true); }
    void switchTo(int n, bool cleanup);
    void switchToAndReleaseMe(int n);

    int getEnabledLayerIndex() const { return _enabledLayer; }
    /// The number of slots, empty ones included.
    int getLayerCount() const { return static_cast<int>(_layers.size()); }
    /// The layer in slot @p n; nullptr for an empty slot or an index out of range.
    Layer* getLayerAt(int n) const;

private:
    bool canSwitchTo(int n) const;

    int _enabledLayer = 0;
    std::vector<RefPtr<Layer>> _layers; // a released slot holds nullptr
};

} // namespace cc
