// engine/scene/TMXParser.cpp — see TMXParser.h. The elements and attributes are Tiled's TMX format;
// what cocos2d-x 3.17 makes of them (object coordinates, string properties) is followed here.
#include "scene/TMXParser.h"

#include "base/FileUtils.h"
#include "scene/TMXLayerData.h"
#include "scene/TMXMapInfo.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace cc {
namespace {

/// One XML file being read (the map, or an external tileset).
struct Document {
    std::string text;
    std::string name;   ///< for messages
    std::string folder; ///< what relative names in it are relative to
    pugi::xml_document xml;
};

class TmxXmlReader {
public:
    TmxXmlReader(TMXMapInfo* info, std::string* error) : _info(info), _error(error) {}

    bool readMap(Document& doc) {
        if (!load(doc)) return false;
        pugi::xml_node map = doc.xml.child("map");
        if (!map) return fail(doc, doc.xml.first_child(), "the root element is not <map>");
        if (!readMapAttributes(doc, map)) return false;
        return readChildren(doc, map);
    }

private:
    TMXMapInfo* _info;
    std::string* _error;
    std::vector<std::string> _tilesetFiles; // external tilesets being read (loops)
    long long _totalTiles = 0;
    int _objects = 0;

    bool load(Document& doc) {
        pugi::xml_parse_result result =
            doc.xml.load_buffer(doc.text.data(), doc.text.size(), pugi::parse_default);
        if (!result) return failAt(doc, result.offset, std::string("not valid XML: ") + result.description());
        return true;
    }

    int lineOf(const Document& doc, std::ptrdiff_t offset) const {
        if (offset < 0) return 0;
        const std::size_t end = std::min(static_cast<std::size_t>(offset), doc.text.size());
        return 1 + static_cast<int>(std::count(doc.text.begin(),
                                               doc.text.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
    }
    bool failAt(const Document& doc, std::ptrdiff_t offset, const std::string& message) {
        *_error = doc.name + ":" + std::to_string(lineOf(doc, offset)) + ": " + message;
        return false;
    }
    bool fail(const Document& doc, const pugi::xml_node& node, const std::string& message) {
        return failAt(doc, node ? node.offset_debug() : 0, message);
    }

    /// An integer attribute in [lo, hi]; @p fallback when it is absent.
    bool readInt(const Document& doc, const pugi::xml_node& node, const char* name, long long lo,
                 long long hi, long long fallback, long long* out) {
        pugi::xml_attribute attribute = node.attribute(name);
        if (!attribute) return (*out = fallback, true);
        double value = 0;
        if (!readReal(attribute.value(), &value) || value != std::floor(value) || value < lo || value > hi)
            return fail(doc, node,
                        "<" + std::string(node.name()) + " " + name + "='" +
                            std::string(attribute.value()).substr(0, 32) + "'>: not a whole number from " +
                            std::to_string(lo) + " to " + std::to_string(hi));
        *out = static_cast<long long>(value);
        return true;
    }
    /// A number attribute, finite and at most 1e9 either way; @p fallback when absent.
    bool readNumber(const Document& doc, const pugi::xml_node& node, const char* name, double fallback,
                    double* out) {
        pugi::xml_attribute attribute = node.attribute(name);
        if (!attribute) return (*out = fallback, true);
        if (!readReal(attribute.value(), out) || std::fabs(*out) > 1e9)
            return fail(doc, node,
                        "<" + std::string(node.name()) + " " + name + "='" +
                            std::string(attribute.value()).substr(0, 32) + "'>: not a number");
        return true;
    }
    static bool readReal(const char* text, double* out) {
        if (!*text) return false;
        char* end = nullptr;
        errno = 0;
        *out = std::strtod(text, &end);
        while (*end == ' ')
            ++end;
        return *end == '\0' && errno == 0 && std::isfinite(*out);
    }

    bool readMapAttributes(const Document& doc, const pugi::xml_node& map) {
        const std::string orientation = map.attribute("orientation").value();
        if (orientation == "orthogonal")
            _info->_orientation = TMXOrientationOrtho;
        else if (orientation == "isometric")
            _info->_orientation = TMXOrientationIso;
        else if (orientation == "staggered")
            _info->_orientation = TMXOrientationStaggered;
        else if (orientation == "hexagonal")
            _info->_orientation = TMXOrientationHex;
        else
            return fail(doc, map, "unsupported orientation '" + orientation.substr(0, 32) + "'");
        if (std::string(map.attribute("infinite").value()) == "1")
            return fail(doc, map, "infinite maps (data in chunks) are not supported");
        long long w = 0, h = 0, tw = 0, th = 0, side = 0;
        if (!readInt(doc, map, "width", 1, TMXMapInfo::kMaxSide, 0, &w) ||
            !readInt(doc, map, "height", 1, TMXMapInfo::kMaxSide, 0, &h) ||
            !readInt(doc, map, "tilewidth", 1, TMXMapInfo::kMaxTileSide, 0, &tw) ||
            !readInt(doc, map, "tileheight", 1, TMXMapInfo::kMaxTileSide, 0, &th) ||
            !readInt(doc, map, "hexsidelength", 0, TMXMapInfo::kMaxTileSide, 0, &side))
            return false;
        if (w == 0 || h == 0 || tw == 0 || th == 0)
            return fail(doc, map, "<map> needs width, height, tilewidth and tileheight");
        _info->setMapSize(Size(static_cast<float>(w), static_cast<float>(h)));
        _info->setTileSize(Size(static_cast<float>(tw), static_cast<float>(th)));
        _info->_hexSideLength = static_cast<int>(side);
        if (std::string(map.attribute("staggeraxis").value()) == "x") _info->_staggerAxis = TMXStaggerAxis_X;
        if (std::string(map.attribute("staggerindex").value()) == "even")
            _info->_staggerIndex = TMXStaggerIndex_Even;
        return true;
    }

    /// The map's (or a <group>'s) children, in file order; unknown elements are skipped.
    bool readChildren(Document& doc, const pugi::xml_node& parent) {
        for (pugi::xml_node child : parent.children()) {
            const std::string name = child.name();
            bool ok = true;
            if (name == "properties" && parent.name() == std::string("map"))
                ok = readProperties(doc, child, &_info->getProperties());
            else if (name == "tileset")
                ok = readTileset(doc, child);
            else if (name == "layer")
                ok = readLayer(doc, child);
            else if (name == "objectgroup")
                ok = readObjectGroup(doc, child);
            else if (name == "group")
                ok = readChildren(doc, child); // cocos sees the layers inside
            if (!ok) return false;
        }
        return true;
    }

    /// <properties><property name value/>...: strings, as cocos keeps them (a multi-line string is
    /// the element's text).
    bool readProperties(const Document& doc, const pugi::xml_node& properties, PlistValue* dict) {
        for (pugi::xml_node property : properties.children("property")) {
            const pugi::xml_attribute name = property.attribute("name");
            if (!name) return fail(doc, property, "<property> without a name");
            const pugi::xml_attribute value = property.attribute("value");
            dict->dict()[name.value()] = PlistValue::string(value ? value.value() : property.text().get());
        }
        return true;
    }

    bool readTileset(Document& doc, const pugi::xml_node& node) {
        if ((int)_info->getTilesets().size() >= TMXMapInfo::kMaxLayers)
            return fail(doc, node, "too many tilesets");
        long long firstGid = 0;
        if (!readInt(doc, node, "firstgid", 1, kTMXFlippedMask, 1, &firstGid)) return false;
        const pugi::xml_attribute source = node.attribute("source");
        if (!source) return readTilesetBody(doc, node, static_cast<std::uint32_t>(firstGid));
        return readExternalTileset(doc, node, source.value(), static_cast<std::uint32_t>(firstGid));
    }

    bool readExternalTileset(const Document& doc, const pugi::xml_node& node, const std::string& source,
                             std::uint32_t firstGid) {
        if (source.empty()) return fail(doc, node, "<tileset source=''> names no file");
        Document tsx;
        tsx.name = FileUtils::getInstance()->isAbsolutePath(source) ? source : doc.folder + source;
        const std::string full = FileUtils::getInstance()->fullPathForFilename(tsx.name);
        const std::string key = full.empty() ? tsx.name : full;
        if (std::find(_tilesetFiles.begin(), _tilesetFiles.end(), key) != _tilesetFiles.end())
            return fail(doc, node, "external tileset '" + source + "' refers to itself (a loop)");
        if ((int)_tilesetFiles.size() >= TMXMapInfo::kMaxTilesetDepth)
            return fail(doc, node, "external tilesets nested too deep at '" + source + "'");
        std::string why;
        if (!FileUtils::getInstance()->getContents(tsx.name, &tsx.text, &why))
            return fail(doc, node, "external tileset: " + why);
        tsx.folder = tsx.name.substr(0, tsx.name.find_last_of('/') + 1);
        if (!load(tsx)) return false;
        pugi::xml_node root = tsx.xml.child("tileset");
        if (!root) return fail(tsx, tsx.xml.first_child(), "the root element is not <tileset>");
        _tilesetFiles.push_back(key);
        bool ok = true;
        if (const pugi::xml_attribute nested = root.attribute("source"))
            ok = readExternalTileset(tsx, root, nested.value(), firstGid);
        else
            ok = readTilesetBody(tsx, root, firstGid);
        _tilesetFiles.pop_back();
        return ok;
    }

    bool readTilesetBody(const Document& doc, const pugi::xml_node& node, std::uint32_t firstGid) {
        long long tw = 0, th = 0, spacing = 0, margin = 0;
        if (!readInt(doc, node, "tilewidth", 1, TMXMapInfo::kMaxTileSide, 0, &tw) ||
            !readInt(doc, node, "tileheight", 1, TMXMapInfo::kMaxTileSide, 0, &th) ||
            !readInt(doc, node, "spacing", 0, TMXMapInfo::kMaxTileSide, 0, &spacing) ||
            !readInt(doc, node, "margin", 0, TMXMapInfo::kMaxTileSide, 0, &margin))
            return false;
        if (tw == 0 || th == 0) return fail(doc, node, "<tileset> needs tilewidth and tileheight");
        TMXTilesetInfo* tileset = TMXTilesetInfo::create();
        tileset->_name = node.attribute("name").value();
        tileset->_firstGid = firstGid;
        tileset->_tileSize = Size(static_cast<float>(tw), static_cast<float>(th));
        tileset->_spacing = static_cast<int>(spacing);
        tileset->_margin = static_cast<int>(margin);
        if (pugi::xml_node image = node.child("image")) {
            const std::string source = image.attribute("source").value();
            if (source.empty()) return fail(doc, image, "<image> names no file");
            tileset->_sourceImage =
                FileUtils::getInstance()->isAbsolutePath(source) ? source : doc.folder + source;
            long long iw = 0, ih = 0;
            if (!readInt(doc, image, "width", 0, TMXMapInfo::kMaxTileSide, 0, &iw) ||
                !readInt(doc, image, "height", 0, TMXMapInfo::kMaxTileSide, 0, &ih))
                return false;
            tileset->_imageSize = Size(static_cast<float>(iw), static_cast<float>(ih));
        }
        _info->getTilesets().pushBack(tileset);
        for (pugi::xml_node tile : node.children("tile")) {
            long long id = 0;
            if (!readInt(doc, tile, "id", 0, kTMXFlippedMask - firstGid, 0, &id)) return false;
            pugi::xml_node properties = tile.child("properties");
            if (!properties) continue;
            PlistValue& dict = _info->getTileProperties()[firstGid + static_cast<std::uint32_t>(id)];
            if (!readProperties(doc, properties, &dict)) return false;
        }
        return true;
    }

    bool readLayer(const Document& doc, const pugi::xml_node& node) {
        if ((int)_info->getLayers().size() >= TMXMapInfo::kMaxLayers)
            return fail(doc, node, "too many layers");
        long long w = 0, h = 0;
        double opacity = 1, x = 0, y = 0;
        if (!readInt(doc, node, "width", 1, TMXMapInfo::kMaxSide, 0, &w) ||
            !readInt(doc, node, "height", 1, TMXMapInfo::kMaxSide, 0, &h) ||
            !readNumber(doc, node, "opacity", 1, &opacity) || !readNumber(doc, node, "x", 0, &x) ||
            !readNumber(doc, node, "y", 0, &y))
            return false;
        if (w == 0 || h == 0) return fail(doc, node, "<layer> needs width and height");
        if (w * h > TMXMapInfo::kMaxLayerTiles)
            return fail(doc, node,
                        "layer of " + std::to_string(w) + "x" + std::to_string(h) + " tiles, over the " +
                            std::to_string(TMXMapInfo::kMaxLayerTiles) + " Kite reads");
        _totalTiles += w * h;
        if (_totalTiles > TMXMapInfo::kMaxTotalTiles)
            return fail(doc, node,
                        "the layers hold over " + std::to_string(TMXMapInfo::kMaxTotalTiles) + " tiles");
        TMXLayerInfo* layer = TMXLayerInfo::create();
        _info->getLayers().pushBack(layer);
        layer->_name = node.attribute("name").value();
        layer->_layerSize = Size(static_cast<float>(w), static_cast<float>(h));
        layer->_visible = std::string(node.attribute("visible").value()) != "0";
        layer->_opacity = static_cast<unsigned char>(255.0 * std::clamp(opacity, 0.0, 1.0));
        layer->_offset = Vec2(static_cast<float>(x), static_cast<float>(y));
        if (pugi::xml_node properties = node.child("properties"))
            if (!readProperties(doc, properties, &layer->_properties)) return false;
        pugi::xml_node data = node.child("data");
        if (!data) return fail(doc, node, "layer '" + layer->_name + "' has no <data>");
        return readData(doc, data, static_cast<std::size_t>(w * h), layer);
    }

    bool readData(const Document& doc, const pugi::xml_node& data, std::size_t count, TMXLayerInfo* layer) {
        if (data.child("chunk")) return fail(doc, data, "data in chunks (infinite maps) is not supported");
        const std::string encoding = data.attribute("encoding").value();
        const std::string compression = data.attribute("compression").value();
        std::string why;
        if (!encoding.empty()) {
            if (!decodeTileData(encoding, compression, data.text().get(), count, &layer->_tiles, &why))
                return fail(doc, data, "layer '" + layer->_name + "': " + why);
            return true;
        }
        if (!compression.empty()) return fail(doc, data, "compressed data needs encoding='base64'");
        layer->_tiles.assign(count, 0); // tiles the file leaves out are empty, as in cocos
        std::size_t i = 0;
        for (pugi::xml_node tile : data.children("tile")) {
            if (i == count)
                return fail(doc, tile,
                            "layer '" + layer->_name + "' has more <tile>s than its " +
                                std::to_string(count) + " tiles");
            const char* gid = tile.attribute("gid").value();
            if (*gid && !parseGid(gid, gid + std::strlen(gid), &layer->_tiles[i]))
                return fail(doc, tile, "<tile gid='" + std::string(gid).substr(0, 32) + "'>: not a gid");
            ++i;
        }
        return true;
    }

    bool readObjectGroup(const Document& doc, const pugi::xml_node& node) {
        if ((int)_info->getObjectGroups().size() >= TMXMapInfo::kMaxLayers)
            return fail(doc, node, "too many object groups");
        double x = 0, y = 0;
        if (!readNumber(doc, node, "x", 0, &x) || !readNumber(doc, node, "y", 0, &y)) return false;
        TMXObjectGroup* group = TMXObjectGroup::create();
        _info->getObjectGroups().pushBack(group);
        group->setGroupName(node.attribute("name").value());
        // cocos reads the group's x and y in tiles
        const Size& tile = _info->getTileSize();
        group->setPositionOffset(
            Vec2(static_cast<float>(x) * tile.width, static_cast<float>(y) * tile.height));
        if (pugi::xml_node properties = node.child("properties"))
            if (!readProperties(doc, properties, &group->getProperties())) return false;
        for (pugi::xml_node object : node.children("object"))
            if (!readObject(doc, object, group)) return false;
        return true;
    }

    // cocos2d-x 3.17's object dict: the attributes as strings, then x, y, width and height as numbers
    // (whole pixels, y flipped to count up from the map's bottom to the object's bottom edge).
    bool readObject(const Document& doc, const pugi::xml_node& node, TMXObjectGroup* group) {
        if (++_objects > TMXMapInfo::kMaxObjects) return fail(doc, node, "too many objects");
        PlistValue object;
        for (const char* key : {"name", "type", "gid", "id"})
            if (pugi::xml_attribute attribute = node.attribute(key))
                object.dict()[key] = PlistValue::string(attribute.value());
        double x = 0, y = 0, w = 0, h = 0;
        if (!readNumber(doc, node, "x", 0, &x) || !readNumber(doc, node, "y", 0, &y) ||
            !readNumber(doc, node, "width", 0, &w) || !readNumber(doc, node, "height", 0, &h))
            return false;
        const Vec2& offset = group->getPositionOffset();
        const double mapHeight = _info->getMapSize().height * _info->getTileSize().height;
        object.dict()["x"] = PlistValue::real(std::trunc(x) + offset.x);
        object.dict()["y"] = PlistValue::real(mapHeight - std::trunc(y) - offset.y - std::trunc(h));
        object.dict()["width"] = PlistValue::real(std::trunc(w));
        object.dict()["height"] = PlistValue::real(std::trunc(h));
        if (pugi::xml_node properties = node.child("properties"))
            if (!readProperties(doc, properties, &object)) return false;
        if (pugi::xml_node polygon = node.child("polygon"))
            if (!readPoints(doc, polygon, offset, &object.dict()["points"])) return false;
        if (pugi::xml_node polyline = node.child("polyline"))
            if (!readPoints(doc, polyline, offset, &object.dict()["polylinePoints"])) return false;
        group->getObjects().array().push_back(std::move(object));
        return true;
    }

    /// "x,y x,y ...": an array of {x, y}, whole numbers plus the group's offset (as cocos gives them).
    bool readPoints(const Document& doc, const pugi::xml_node& node, const Vec2& offset, PlistValue* out) {
        *out = PlistValue(PlistValue::Type::Array);
        const std::string points = node.attribute("points").value();
        std::size_t at = 0;
        while (at < points.size()) {
            const std::size_t end = std::min(points.find(' ', at), points.size());
            const std::string pair = points.substr(at, end - at);
            at = end + 1;
            if (pair.empty()) continue;
            if ((int)out->array().size() >= TMXMapInfo::kMaxPoints) return fail(doc, node, "too many points");
            const std::size_t comma = pair.find(',');
            double px = 0, py = 0;
            if (comma == std::string::npos || !readReal(pair.substr(0, comma).c_str(), &px) ||
                !readReal(pair.substr(comma + 1).c_str(), &py) || std::fabs(px) > 1e9 || std::fabs(py) > 1e9)
                return fail(doc, node, "'" + pair.substr(0, 32) + "' is not a point x,y");
            PlistValue point;
            point.dict()["x"] = PlistValue::real(std::trunc(px) + offset.x);
            point.dict()["y"] = PlistValue::real(std::trunc(py) + offset.y);
            out->array().push_back(std::move(point));
        }
        return true;
    }
};

} // namespace

bool parseTMX(const std::string& text, const std::string& fileName, const std::string& folder,
              TMXMapInfo* info, std::string* error) {
    Document doc;
    doc.text = text;
    doc.name = fileName;
    doc.folder = folder;
    return TmxXmlReader(info, error).readMap(doc);
}

} // namespace cc
