// engine/scene/TMXObjectGroup.cpp — see TMXObjectGroup.h.
#include "scene/TMXObjectGroup.h"

namespace cc {

TMXObjectGroup* TMXObjectGroup::create() {
    return static_cast<TMXObjectGroup*>((new TMXObjectGroup())->autorelease());
}

const PlistValue* TMXObjectGroup::getObject(const std::string& objectName) const {
    for (const PlistValue& object : _objects.array()) {
        const PlistValue* name = object.find("name");
        if (name && name->isString() && name->text() == objectName) return &object;
    }
    return nullptr;
}

} // namespace cc
