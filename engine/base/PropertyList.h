// engine/base/PropertyList.h — Apple XML property lists (the sprite-sheet, animation and particle
// files TexturePacker and cocos2d-x's tools write) read into a value tree. Pure C++17 interface; the
// XML is read by pugixml inside PropertyList.cpp.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace cc {

/// One property-list value. A value is a plain tree (copies copy the subtree); a dict's keys are
/// sorted, and duplicate keys in one dict are an error when reading.
class PlistValue {
public:
    enum class Type { Dict, Array, String, Integer, Real, Boolean, Date, Data };
    using Dict = std::map<std::string, PlistValue>;
    using Array = std::vector<PlistValue>;

    PlistValue() = default; // an empty dict
    explicit PlistValue(Type type) : _type(type) {}
    static PlistValue string(std::string text, Type type = Type::String);
    static PlistValue integer(std::int64_t value);
    static PlistValue real(double value);
    static PlistValue boolean(bool value);

    Type type() const { return _type; }
    bool isDict() const { return _type == Type::Dict; }
    bool isArray() const { return _type == Type::Array; }
    bool isString() const { return _type == Type::String; }
    bool isNumber() const { return _type == Type::Integer || _type == Type::Real; }
    bool isBoolean() const { return _type == Type::Boolean; }

    /// The dict member @p key, or nullptr (also when this is not a dict).
    const PlistValue* find(const std::string& key) const;
    /// How readNumber() found a member.
    enum class NumberMember { Found, Missing, NotANumber, OutOfRange };
    /// The number member @p key into @p out, when it is one of a size files a user hands us may
    /// hold (finite, at most 1e9 either way: sizes, offsets, times); @p out is left alone otherwise.
    NumberMember readNumber(const std::string& key, double* out) const;
    const Dict& dict() const { return _dict; }
    Dict& dict() { return _dict; }
    const Array& array() const { return _array; }
    Array& array() { return _array; }
    /// String and date text; the decoded bytes of data.
    const std::string& text() const { return _text; }
    /// An integer or a real as a double (0 for other types).
    double number() const;
    std::int64_t asInteger() const { return _integer; }
    bool asBoolean() const { return _boolean; }

    /// "dict", "array", "string", "integer", "real", "boolean", "date", "data" (for messages).
    static const char* typeName(Type type);

private:
    Type _type = Type::Dict;
    Dict _dict;
    Array _array;
    std::string _text;
    std::int64_t _integer = 0;
    double _real = 0.0;
    bool _boolean = false;
};

/// Reads XML property lists. Every error message starts with the file name given and the line.
class PropertyList {
public:
    /// Nesting deeper than this is an error (keeps the recursion bounded on hostile input).
    static constexpr int kMaxDepth = 64;

    /// Parses @p text (the contents of @p fileName, which is only used in messages). On failure
    /// returns false and sets @p error ("file.plist:12: <real> is not a number: 'abc'").
    static bool parse(const std::string& text, const std::string& fileName, PlistValue* out,
                      std::string* error);
    /// Reads (through FileUtils' search paths) and parses the file @p fileName names.
    static bool load(const std::string& fileName, PlistValue* out, std::string* error);
};

} // namespace cc
