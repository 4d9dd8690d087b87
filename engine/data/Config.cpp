// engine/data/Config.cpp — the shared tree and its JSON loader (nlohmann's SAX parser, so the
// tree is built directly, in document order, without an intermediate json DOM).
#include "data/Config.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iterator>
#include <numeric>

namespace cc {

struct Config::Node {
    std::vector<Config> values;
    std::vector<std::string> names;      // objects only, parallel to values
    std::vector<std::uint32_t> byName;   // objects only: member indices sorted by name
    std::vector<std::uint32_t> children; // indices of the members that are containers
};

namespace {

const Config& nullConfig() {
    static const Config null;
    return null;
}

const std::string& emptyString() {
    static const std::string empty;
    return empty;
}

// A char iterator that records how far the lexer has read, so SAX callbacks (which get no
// position from nlohmann) can place their own errors.
struct ReadingIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    const char* p;
    const char** read; // where the next unread character is

    reference operator*() const { return *p; }
    ReadingIterator& operator++() {
        *read = ++p;
        return *this;
    }
    ReadingIterator operator++(int) {
        ReadingIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const ReadingIterator& other) const { return p == other.p; }
    bool operator!=(const ReadingIterator& other) const { return p != other.p; }
};

// "name:line:column" for a byte offset (1-based line and byte column).
std::string position(std::string_view text, std::string_view name, std::size_t offset) {
    offset = std::min(offset, text.size());
    std::size_t line = 1, lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    std::string out(name);
    out += ':' + std::to_string(line) + ':' + std::to_string(offset - lineStart + 1);
    return out;
}

// nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 8: <what>" -> <what>;
// our own position replaces theirs.
std::string withoutPrefix(const char* what) {
    std::string message(what);
    std::size_t colon = message.find(": ");
    return colon == std::string::npos ? message : message.substr(colon + 2);
}

} // namespace

// Builds nodes as nlohmann reports them; any failure records an offset and a message and stops.
class Config::Builder {
public:
    explicit Builder(std::string_view text) : _text(text), _read(text.data()) {}

    const char** readPointer() { return &_read; }
    const Config& root() const { return _root; }
    std::size_t errorOffset() const { return _errorOffset; }
    const std::string& errorMessage() const { return _errorMessage; }

    bool null() { return add(Config()); }
    bool boolean(bool value) { return add(Config(value)); }
    bool number_integer(nlohmann::json::number_integer_t value) {
        return add(Config(static_cast<double>(value)));
    }
    bool number_unsigned(nlohmann::json::number_unsigned_t value) {
        return add(Config(static_cast<double>(value)));
    }
    bool number_float(nlohmann::json::number_float_t value, const std::string&) { return add(Config(value)); }
    bool string(std::string& value) { return add(Config(std::move(value))); }
    bool binary(nlohmann::json::binary_t&) { return fail(readOffset(), "binary values are not supported"); }
    bool start_object(std::size_t) { return open(Kind::Object); }
    bool start_array(std::size_t) { return open(Kind::Array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(std::string& name) {
        Frame& frame = _stack.back();
        frame.key = std::move(name);
        frame.keyOffsets.push_back(openingQuote());
        return true;
    }
    bool parse_error(std::size_t byte, const std::string&, const nlohmann::json::exception& e) {
        /* nlohmann counts the character it failed on, so its offset is byte - 1 */
        return fail(byte ? byte - 1 : 0, withoutPrefix(e.what()));
    }

private:
    struct Frame {
        Kind kind;
        std::shared_ptr<Node> node;
        std::string key;                     // the pending member name (objects)
        std::vector<std::size_t> keyOffsets; // where each member name starts, for errors
    };

    std::size_t readOffset() const { return static_cast<std::size_t>(_read - _text.data()); }

    bool fail(std::size_t offset, std::string message) {
        _errorOffset = offset;
        _errorMessage = std::move(message);
        return false;
    }

    // Called right after a key's closing quote was read: walk back to its unescaped opening quote.
    std::size_t openingQuote() const {
        std::size_t i = readOffset();
        if (i == 0) return 0;
        --i;
        while (i > 0) {
            --i;
            if (_text[i] != '"') continue;
            std::size_t backslashes = 0;
            while (backslashes < i && _text[i - 1 - backslashes] == '\\')
                ++backslashes;
            if (backslashes % 2 == 0) return i;
        }
        return i;
    }

    // Where the top-level value starts: after a UTF-8 BOM and JSON whitespace.
    std::size_t firstToken() const {
        std::size_t i = _text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
        while (i < _text.size() &&
               (_text[i] == ' ' || _text[i] == '\t' || _text[i] == '\r' || _text[i] == '\n'))
            ++i;
        return i;
    }

    bool add(Config value) {
        if (_stack.empty()) {
            if (!value.isContainer())
                return fail(firstToken(), std::string("top-level value must be an object or an array, not ") +
                                              kindName(value.kind()));
            _root = std::move(value);
            return true;
        }
        Frame& frame = _stack.back();
        Node& node = *frame.node;
        if (value.isContainer()) node.children.push_back(static_cast<std::uint32_t>(node.values.size()));
        node.values.push_back(std::move(value));
        if (frame.kind == Kind::Object) node.names.push_back(std::move(frame.key));
        return true;
    }

    bool open(Kind kind) {
        if (_stack.size() >= static_cast<std::size_t>(kMaxDepth))
            return fail(readOffset() - 1, "nested deeper than " + std::to_string(kMaxDepth) + " levels");
        _stack.push_back(Frame{kind, std::make_shared<Node>(), {}, {}});
        return true;
    }

    bool close() {
        Frame frame = std::move(_stack.back());
        _stack.pop_back();
        Node& node = *frame.node;
        if (frame.kind == Kind::Object && !indexNames(node, frame.keyOffsets)) return false;
        node.values.shrink_to_fit(); /* trees are read many times and never grow */
        node.names.shrink_to_fit();
        node.children.shrink_to_fit();
        return add(Config(frame.kind, std::move(frame.node)));
    }

    // Sorts member indices by name for lookups; the first repeated name (in document order) fails.
    bool indexNames(Node& node, const std::vector<std::size_t>& keyOffsets) {
        node.byName.resize(node.names.size());
        std::iota(node.byName.begin(), node.byName.end(), 0u);
        std::stable_sort(node.byName.begin(), node.byName.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return node.names[a] < node.names[b]; });
        std::size_t duplicate = std::string::npos;
        for (std::size_t i = 1; i < node.byName.size(); ++i) {
            if (node.names[node.byName[i]] == node.names[node.byName[i - 1]] &&
                (duplicate == std::string::npos || node.byName[i] < duplicate))
                duplicate = node.byName[i];
        }
        if (duplicate == std::string::npos) return true;
        return fail(keyOffsets[duplicate], "duplicate key \"" + node.names[duplicate] + "\"");
    }

    std::string_view _text;
    const char* _read;
    std::vector<Frame> _stack;
    Config _root;
    std::size_t _errorOffset = 0;
    std::string _errorMessage;
};

Config::Config(Kind kind, std::shared_ptr<const Node> node) : _kind(kind), _node(std::move(node)) {}

Config Config::parse(std::string_view text, std::string_view name, std::string* error) {
    Builder builder(text);
    bool ok = false;
    try {
        ReadingIterator first{text.data(), builder.readPointer()};
        ReadingIterator last{text.data() + text.size(), nullptr};
        ok = nlohmann::json::sax_parse(first, last, &builder, nlohmann::json::input_format_t::json,
                                       /*strict*/ true, /*ignore_comments*/ true);
    } catch (const std::exception& e) { /* out of memory; nlohmann reports syntax through parse_error */
        if (error) *error = std::string(name) + ": " + e.what();
        return Config();
    }
    if (ok && builder.root().isContainer()) {
        if (error) error->clear();
        return builder.root();
    }
    if (error) {
        const std::string& what = builder.errorMessage();
        *error = position(text, name, builder.errorOffset()) + ": " + (what.empty() ? "invalid JSON" : what);
    }
    return Config();
}

Config Config::loadFile(const std::string& path, std::string* error, std::string_view displayName) {
    std::string name(displayName.empty() ? std::string_view(path) : displayName);
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) {
        if (error) *error = name + ": cannot open file: " + std::strerror(errno);
        return Config();
    }
    std::string text;
    char buffer[16384];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0)
        text.append(buffer, n);
    bool failed = std::ferror(file) != 0;
    int reason = errno;
    std::fclose(file);
    if (failed) {
        if (error) *error = name + ": cannot read file: " + std::strerror(reason);
        return Config();
    }
    return parse(text, name, error);
}

const char* Config::kindName(Kind kind) {
    switch (kind) {
    case Kind::Null:
        return "null";
    case Kind::Bool:
        return "boolean";
    case Kind::Number:
        return "number";
    case Kind::String:
        return "string";
    case Kind::Object:
        return "object";
    case Kind::Array:
        return "array";
    }
    return "?";
}

std::size_t Config::size() const {
    return _node ? _node->values.size() : 0;
}

const Config& Config::at(std::size_t index) const {
    return _node && index < _node->values.size() ? _node->values[index] : nullConfig();
}

const std::string& Config::nameAt(std::size_t index) const {
    return _node && index < _node->names.size() ? _node->names[index] : emptyString();
}

std::size_t Config::find(std::string_view name) const {
    if (!_node || _node->byName.empty()) return npos;
    const auto& names = _node->names;
    auto it = std::lower_bound(_node->byName.begin(), _node->byName.end(), name,
                               [&](std::uint32_t member, std::string_view n) { return names[member] < n; });
    return it != _node->byName.end() && names[*it] == name ? *it : npos;
}

const Config& Config::get(std::string_view name) const {
    std::size_t index = find(name);
    return index == npos ? nullConfig() : _node->values[index];
}

std::vector<std::string> Config::keys() const {
    return _node ? _node->names : std::vector<std::string>();
}

std::size_t Config::childCount() const {
    return _node ? _node->children.size() : 0;
}

std::size_t Config::childMember(std::size_t index) const {
    return _node && index < _node->children.size() ? _node->children[index] : npos;
}

const Config& Config::childAt(std::size_t index) const {
    std::size_t member = childMember(index);
    return member == npos ? nullConfig() : _node->values[member];
}

bool Config::operator==(const Config& other) const {
    if (_kind != other._kind) return false;
    switch (_kind) {
    case Kind::Null:
        return true;
    case Kind::Bool:
        return _bool == other._bool;
    case Kind::Number:
        return _number == other._number;
    case Kind::String:
        return _string == other._string;
    default:
        return _node == other._node ||
               (_node->names == other._node->names && _node->values == other._node->values);
    }
}

} // namespace cc
