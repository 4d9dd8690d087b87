// engine/ui/LinearLayoutParameter.h — cocos2d-x `ui::LinearLayoutParameter`: where a child of a
// VERTICAL or HORIZONTAL Layout sits across the line (gravity), and its margins.
#pragma once

#include "ui/LayoutParameter.h"

namespace cc {
namespace ui {

class LinearLayoutParameter : public LayoutParameter {
public:
    /// cocos's values (ccui.LinearGravity): a vertical layout reads LEFT / RIGHT / CENTER_HORIZONTAL,
    /// a horizontal one TOP / BOTTOM / CENTER_VERTICAL; the others leave the child at the start.
    enum class LinearGravity { NONE, LEFT, TOP, RIGHT, BOTTOM, CENTER_VERTICAL, CENTER_HORIZONTAL };

    static LinearLayoutParameter* create();

    void setGravity(LinearGravity gravity) { _linearGravity = gravity; }
    LinearGravity getGravity() const { return _linearGravity; }

    LayoutParameter* createCloneInstance() override;
    void copyProperties(LayoutParameter* model) override;

protected:
    LinearLayoutParameter();

private:
    LinearGravity _linearGravity = LinearGravity::NONE;
};

} // namespace ui
} // namespace cc
