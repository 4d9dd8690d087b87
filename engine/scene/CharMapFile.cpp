// engine/scene/CharMapFile.cpp — see CharMapFile.h.
#include "scene/CharMapFile.h"

#include "base/FileUtils.h"
#include "base/PropertyList.h"
#include "scene/FntFile.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace cc {
namespace {

/// The whole number @p key of @p root within [lo, hi]: a number, or digits in a string (cocos2d-x
/// reads these with Value::asInt, which takes both).
bool wholeNumber(const PlistValue& root, const char* key, long lo, long hi, const std::string& file,
                 long* out, std::string* error) {
    const PlistValue* v = root.find(key);
    if (!v) {
        *error = file + ": the char map has no '" + key + "'";
        return false;
    }
    double value = 0.0;
    bool ok = false;
    if (v->isNumber()) {
        value = v->number();
        ok = std::isfinite(value) && value == std::floor(value);
    } else if (v->isString() && !v->text().empty()) {
        errno = 0;
        char* end = nullptr;
        value = static_cast<double>(std::strtol(v->text().c_str(), &end, 10));
        ok = *end == '\0' && errno != ERANGE;
    }
    if (!ok) {
        *error = file + ": the char map's '" + key + "' is not a whole number";
        return false;
    }
    if (value < static_cast<double>(lo) || value > static_cast<double>(hi)) {
        *error = file + ": the char map's '" + key + "' (" + std::to_string(static_cast<long long>(value)) +
                 ") is out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")";
        return false;
    }
    *out = static_cast<long>(value);
    return true;
}

} // namespace

bool CharMapFile::read(const PlistValue& root, const std::string& plistFile, CharMapFile* out,
                       std::string* error) {
    if (!root.isDict()) {
        *error = plistFile + ": the property list holds a <" + PlistValue::typeName(root.type()) +
                 ">, not a char map's <dict>";
        return false;
    }
    long version = 0, width = 0, height = 0, first = 0;
    if (!wholeNumber(root, "version", 0, 1L << 30, plistFile, &version, error)) return false;
    if (version != 1) {
        *error = plistFile + ": char map version " + std::to_string(version) + " is not supported (1 is)";
        return false;
    }
    const PlistValue* texture = root.find("textureFilename");
    if (!texture || !texture->isString() || texture->text().empty()) {
        *error = plistFile + ": the char map names no image ('textureFilename' must be a <string>)";
        return false;
    }
    if (!wholeNumber(root, "itemWidth", 1, FntFile::kMaxSide, plistFile, &width, error) ||
        !wholeNumber(root, "itemHeight", 1, FntFile::kMaxSide, plistFile, &height, error) ||
        !wholeNumber(root, "firstChar", 0, 0x10FFFF, plistFile, &first, error))
        return false;
    const std::string full = FileUtils::getInstance()->fullPathForFilename(plistFile);
    out->texturePath =
        FileUtils::getInstance()->fullPathFromRelativeFile(texture->text(), full.empty() ? plistFile : full);
    out->itemWidth = static_cast<int>(width);
    out->itemHeight = static_cast<int>(height);
    out->firstChar = static_cast<int>(first);
    return true;
}

bool CharMapFile::load(const std::string& plistFile, CharMapFile* out, std::string* error) {
    PlistValue root;
    if (!PropertyList::load(plistFile, &root, error)) return false;
    return read(root, plistFile, out, error);
}

} // namespace cc
