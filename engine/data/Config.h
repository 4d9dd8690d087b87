// engine/data/Config.h — an immutable tree of attributes and ordered, named children, loaded from
// JSON (level files, tuning tables, save data). Pure C++17; built as kite_data, apart from
// kite_engine, so only code that loads data links the JSON library.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cc {

/// One JSON value: null, a boolean, a number, a string (the scalars, called attributes when they
/// are members of an object) or a container, an object or an array (called children). Object
/// members keep document order and their names; array elements are numbered from 0 here (Lua
/// numbers them from 1).
///
/// A Config is a value. Containers share their immutable node: copying a Config or taking a
/// child copies a shared_ptr, never a subtree, and a child keeps its subtree alive on its own, after
/// the document it came from is gone. A Config is not a cc::Ref and never appears in the census.
///
/// Loading rules (decided for game data):
/// - the top-level value must be an object or an array;
/// - duplicate names in one object are an error (a copy-paste slip in a level file, not data);
/// - `//` and `/* */` comments are allowed, so tuning files can explain themselves;
/// - numbers are doubles (what Lua 5.1 and LuaJIT hold): integers beyond 2^53 lose precision;
/// - nesting deeper than kMaxDepth is an error (keeps recursion in destruction and in Lua's
///   literal() bounded);
/// - errors read "<name>:<line>:<column>: <what>", 1-based, columns counted in bytes. Syntax
///   errors point where the parser stopped (the end of an unexpected token, the newline inside an
///   unterminated string), duplicates at the repeated name's opening quote, a top-level scalar at
///   its first character.
class Config {
public:
    enum class Kind : std::uint8_t { Null, Bool, Number, String, Object, Array };

    static constexpr int kMaxDepth = 512;

    /// Parses JSON text. On failure returns a null Config and, when `error` is given, sets it to
    /// "<name>:<line>:<column>: <what>"; on success clears it.
    static Config parse(std::string_view text, std::string_view name, std::string* error);
    /// Reads and parses a file. Errors name `displayName` when given, else `path`
    /// ("<name>: cannot open file: <reason>" when it cannot be read).
    static Config loadFile(const std::string& path, std::string* error, std::string_view displayName = {});

    /// Null. Scalars can be made directly (defaults, expected values in tests); containers only
    /// come from parse() and loadFile().
    Config() noexcept = default;
    explicit Config(bool value) : _kind(Kind::Bool), _bool(value) {}
    explicit Config(double value) : _kind(Kind::Number), _number(value) {}
    explicit Config(std::string value) : _kind(Kind::String), _string(std::move(value)) {}
    explicit Config(const char* value) : Config(std::string(value)) {} // not the bool overload

    Kind kind() const { return _kind; }
    bool isNull() const { return _kind == Kind::Null; }
    bool isObject() const { return _kind == Kind::Object; }
    bool isArray() const { return _kind == Kind::Array; }
    bool isContainer() const { return _kind == Kind::Object || _kind == Kind::Array; }
    static const char* kindName(Kind kind);

    /// The scalar, or `fallback` when this value has another kind.
    bool asBool(bool fallback = false) const { return _kind == Kind::Bool ? _bool : fallback; }
    double asNumber(double fallback = 0) const { return _kind == Kind::Number ? _number : fallback; }
    int asInt(int fallback = 0) const { return _kind == Kind::Number ? static_cast<int>(_number) : fallback; }
    /// The string, or an empty one when this value is not a string.
    const std::string& asString() const { return _string; }

    /// Members of an object or elements of an array, in document order; 0 for scalars.
    std::size_t size() const;
    /// Member or element `index`; a null Config (a shared one) when out of range. The reference
    /// stays valid while this container lives.
    const Config& at(std::size_t index) const;
    /// Name of member `index` of an object; empty for arrays and out of range.
    const std::string& nameAt(std::size_t index) const;
    /// Index of the member called `name`, or npos (also for arrays and scalars).
    std::size_t find(std::string_view name) const;
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);
    bool has(std::string_view name) const { return find(name) != npos; }
    /// The member called `name`, or a null Config when there is none.
    const Config& get(std::string_view name) const;
    /// Member names in document order (empty for arrays).
    std::vector<std::string> keys() const;

    /// Children: the members or elements that are containers, in document order.
    std::size_t childCount() const;
    /// Member/element index of child `index`, or npos when out of range.
    std::size_t childMember(std::size_t index) const;
    const Config& childAt(std::size_t index) const;

    /// Value equality: same kind, same scalars, same members with the same names in the same order.
    bool operator==(const Config& other) const;
    bool operator!=(const Config& other) const { return !(*this == other); }
    /// Whether both are the same shared container (what a Lua userdata identity rests on).
    bool sameNode(const Config& other) const { return _node && _node == other._node; }
    /// The shared container's address; null for scalars.
    const void* identity() const { return _node.get(); }

private:
    struct Node;
    class Builder;
    explicit Config(Kind kind, std::shared_ptr<const Node> node);

    Kind _kind = Kind::Null;
    bool _bool = false;
    double _number = 0;
    std::string _string;
    std::shared_ptr<const Node> _node;
};

} // namespace cc
