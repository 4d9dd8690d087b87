// engine/scene/TMXObjectGroup.h — cocos2d-x `TMXObjectGroup`: a tile map's named group of objects.
#pragma once

#include "base/PropertyList.h"
#include "base/Ref.h"
#include "math/Vec2.h"

#include <string>

namespace cc {

/// The objects of one `<objectgroup>` and its properties, as cocos2d-x 3.17 keeps them: properties
/// are strings; each object is a dict (a PlistValue) with `name`, `type`, `gid` and `id` as the
/// file wrote them (strings, when present), `x`, `y`, `width`, `height` as numbers (x and y in
/// cocos's coordinates: y up from the map's bottom, at the object's bottom-left), its properties
/// (strings), and `points` / `polylinePoints` (arrays of {x, y}, Tiled's offsets from the object).
class TMXObjectGroup : public Ref {
public:
    static TMXObjectGroup* create();

    const std::string& getGroupName() const { return _groupName; }
    void setGroupName(const std::string& groupName) { _groupName = groupName; }
    const Vec2& getPositionOffset() const { return _positionOffset; }
    void setPositionOffset(const Vec2& offset) { _positionOffset = offset; }

    /// The property @p propertyName, or nullptr.
    const PlistValue* getProperty(const std::string& propertyName) const {
        return _properties.find(propertyName);
    }
    /// A dict of strings.
    const PlistValue& getProperties() const { return _properties; }
    PlistValue& getProperties() { return _properties; }
    void setProperties(const PlistValue& properties) { _properties = properties; }

    /// The first object named @p objectName, or nullptr.
    const PlistValue* getObject(const std::string& objectName) const;
    /// An array of dicts.
    const PlistValue& getObjects() const { return _objects; }
    PlistValue& getObjects() { return _objects; }
    void setObjects(const PlistValue& objects) { _objects = objects; }

private:
    TMXObjectGroup() = default;

    std::string _groupName;
    Vec2 _positionOffset;
    PlistValue _properties;
    PlistValue _objects{PlistValue::Type::Array};
};

} // namespace cc
