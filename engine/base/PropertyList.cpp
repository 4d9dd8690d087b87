// engine/base/PropertyList.cpp — see PropertyList.h. pugixml reads the XML; this file only maps
// elements to values and reports what does not fit, naming the file and the line.
#include "base/PropertyList.h"

#include "base/Base64.h"
#include "base/FileUtils.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

namespace cc {

PlistValue PlistValue::string(std::string text, Type type) {
    PlistValue v;
    v._type = type;
    v._text = std::move(text);
    return v;
}

PlistValue PlistValue::integer(std::int64_t value) {
    PlistValue v;
    v._type = Type::Integer;
    v._integer = value;
    return v;
}

PlistValue PlistValue::real(double value) {
    PlistValue v;
    v._type = Type::Real;
    v._real = value;
    return v;
}

PlistValue PlistValue::boolean(bool value) {
    PlistValue v;
    v._type = Type::Boolean;
    v._boolean = value;
    return v;
}

const PlistValue* PlistValue::find(const std::string& key) const {
    if (_type != Type::Dict) return nullptr;
    auto it = _dict.find(key);
    return it == _dict.end() ? nullptr : &it->second;
}

PlistValue::NumberMember PlistValue::readNumber(const std::string& key, double* out) const {
    const PlistValue* v = find(key);
    if (!v) return NumberMember::Missing;
    if (!v->isNumber()) return NumberMember::NotANumber;
    const double d = v->number();
    if (!std::isfinite(d) || std::fabs(d) > 1e9) return NumberMember::OutOfRange;
    *out = d;
    return NumberMember::Found;
}

double PlistValue::number() const {
    if (_type == Type::Integer) return static_cast<double>(_integer);
    if (_type == Type::Real) return _real;
    return 0.0;
}

const char* PlistValue::typeName(Type type) {
    switch (type) {
    case Type::Dict:
        return "dict";
    case Type::Array:
        return "array";
    case Type::String:
        return "string";
    case Type::Integer:
        return "integer";
    case Type::Real:
        return "real";
    case Type::Boolean:
        return "boolean";
    case Type::Date:
        return "date";
    case Type::Data:
        return "data";
    }
    return "?";
}

namespace {

/// Turns XML elements into values; the first problem found stops the walk.
class PlistXmlReader {
public:
    PlistXmlReader(const std::string& text, const std::string& fileName) : _text(text), _file(fileName) {}

    bool value(const pugi::xml_node& node, int depth, PlistValue* out) {
        if (depth > PropertyList::kMaxDepth)
            return fail(node, "nested deeper than " + std::to_string(PropertyList::kMaxDepth) + " levels");
        const char* name = node.name();
        if (!std::strcmp(name, "dict")) return dict(node, depth, out);
        if (!std::strcmp(name, "array")) {
            if (!onlyElements(node)) return false;
            PlistValue array(PlistValue::Type::Array);
            for (pugi::xml_node child : elements(node)) {
                array.array().emplace_back();
                if (!value(child, depth + 1, &array.array().back())) return false;
            }
            *out = std::move(array);
            return true;
        }
        if (!std::strcmp(name, "string")) return scalarText(node, PlistValue::Type::String, out);
        if (!std::strcmp(name, "date")) return scalarText(node, PlistValue::Type::Date, out);
        if (!std::strcmp(name, "data")) return data(node, out);
        if (!std::strcmp(name, "true") || !std::strcmp(name, "false")) {
            if (node.first_child()) return fail(node, std::string("<") + name + "/> must be empty");
            *out = PlistValue::boolean(name[0] == 't');
            return true;
        }
        if (!std::strcmp(name, "integer")) return integer(node, out);
        if (!std::strcmp(name, "real")) return real(node, out);
        return fail(node, std::string("unknown element <") + name + ">");
    }

    bool fail(const pugi::xml_node& node, const std::string& message) {
        _error = _file + ":" + std::to_string(lineOf(node.offset_debug())) + ": " + message;
        return false;
    }
    bool failAt(std::ptrdiff_t offset, const std::string& message) {
        _error = _file + ":" + std::to_string(lineOf(offset)) + ": " + message;
        return false;
    }
    const std::string& error() const { return _error; }

    /// Element children only; comments and processing instructions are skipped, and text between
    /// elements must be white space (checked by the caller through textOutsideElements()).
    static std::vector<pugi::xml_node> elements(const pugi::xml_node& node) {
        std::vector<pugi::xml_node> children;
        for (pugi::xml_node child : node.children())
            if (child.type() == pugi::node_element) children.push_back(child);
        return children;
    }

    bool onlyElements(const pugi::xml_node& node) {
        for (pugi::xml_node child : node.children()) {
            if (child.type() != pugi::node_pcdata && child.type() != pugi::node_cdata) continue;
            const char* t = child.value();
            if (std::any_of(t, t + std::strlen(t),
                            [](char c) { return !std::isspace(static_cast<unsigned char>(c)); }))
                return fail(child, std::string("text inside <") + node.name() + "> outside any value");
        }
        return true;
    }

private:
    bool dict(const pugi::xml_node& node, int depth, PlistValue* out) {
        if (!onlyElements(node)) return false;
        PlistValue dict;
        std::vector<pugi::xml_node> children = elements(node);
        for (size_t i = 0; i < children.size(); i += 2) {
            const pugi::xml_node& key = children[i];
            if (std::strcmp(key.name(), "key") != 0)
                return fail(key, std::string("<dict> expects <key>, found <") + key.name() + ">");
            if (i + 1 == children.size())
                return fail(key, std::string("key '") + key.text().get() + "' has no value");
            std::string name = key.text().get();
            PlistValue member;
            if (!value(children[i + 1], depth + 1, &member)) return false;
            if (!dict.dict().emplace(name, std::move(member)).second)
                return fail(key, "key '" + name + "' appears twice in one <dict>");
        }
        *out = std::move(dict);
        return true;
    }

    bool scalarText(const pugi::xml_node& node, PlistValue::Type type, PlistValue* out) {
        if (!elements(node).empty()) return fail(node, std::string("<") + node.name() + "> holds elements");
        *out = PlistValue::string(node.text().get(), type);
        return true;
    }

    bool integer(const pugi::xml_node& node, PlistValue* out) {
        if (!elements(node).empty()) return fail(node, "<integer> holds elements");
        std::string t = trimmed(node.text().get());
        errno = 0;
        char* end = nullptr;
        long long v = std::strtoll(t.c_str(), &end, 10);
        if (t.empty() || *end != '\0') return fail(node, "<integer> is not an integer: '" + t + "'");
        if (errno == ERANGE) return fail(node, "<integer> out of range: '" + t + "'");
        *out = PlistValue::integer(v);
        return true;
    }

    bool real(const pugi::xml_node& node, PlistValue* out) {
        if (!elements(node).empty()) return fail(node, "<real> holds elements");
        std::string t = trimmed(node.text().get());
        char* end = nullptr;
        double v = std::strtod(t.c_str(), &end);
        if (t.empty() || *end != '\0') return fail(node, "<real> is not a number: '" + t + "'");
        if (!std::isfinite(v)) return fail(node, "<real> is not finite: '" + t + "'");
        *out = PlistValue::real(v);
        return true;
    }

    bool data(const pugi::xml_node& node, PlistValue* out) {
        if (!elements(node).empty()) return fail(node, "<data> holds elements");
        std::string bytes, why;
        if (!base64Decode(node.text().get(), &bytes, &why)) return fail(node, "<data> is not base64: " + why);
        *out = PlistValue::string(std::move(bytes), PlistValue::Type::Data);
        return true;
    }

    static std::string trimmed(const char* text) {
        std::string s(text);
        auto space = [](unsigned char c) { return std::isspace(c) != 0; };
        s.erase(s.begin(), std::find_if_not(s.begin(), s.end(), space));
        s.erase(std::find_if_not(s.rbegin(), s.rend(), space).base(), s.end());
        return s;
    }

    int lineOf(std::ptrdiff_t offset) const {
        if (offset < 0) return 0;
        size_t end = std::min(static_cast<size_t>(offset), _text.size());
        return 1 + static_cast<int>(
                       std::count(_text.begin(), _text.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
    }

    const std::string& _text;
    const std::string& _file;
    std::string _error;
};

} // namespace

bool PropertyList::parse(const std::string& text, const std::string& fileName, PlistValue* out,
                         std::string* error) {
    PlistXmlReader reader(text, fileName);
    if (text.compare(0, 6, "bplist") == 0) {
        *error = fileName + ": binary property lists are not supported; save it as XML";
        return false;
    }
    pugi::xml_document doc;
    pugi::xml_parse_result result =
        doc.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8);
    if (!result) {
        reader.failAt(result.offset, std::string("not valid XML: ") + result.description());
        *error = reader.error();
        return false;
    }
    pugi::xml_node root = doc.document_element();
    if (std::strcmp(root.name(), "plist") != 0) {
        reader.fail(root, std::string("not a property list: the root element is <") + root.name() +
                              ">, not <plist>");
        *error = reader.error();
        return false;
    }
    std::vector<pugi::xml_node> values = PlistXmlReader::elements(root);
    if (values.size() != 1) {
        reader.fail(root, "<plist> must hold exactly one value, it holds " + std::to_string(values.size()));
        *error = reader.error();
        return false;
    }
    PlistValue value;
    if (!reader.onlyElements(root) || !reader.value(values[0], 1, &value)) {
        *error = reader.error();
        return false;
    }
    *out = std::move(value);
    return true;
}

bool PropertyList::load(const std::string& fileName, PlistValue* out, std::string* error) {
    std::string text;
    if (!FileUtils::getInstance()->getContents(fileName, &text, error)) return false;
    return parse(text, fileName, out, error);
}

} // namespace cc
