// engine/data/UserDefaultFile.cpp — see UserDefaultFile.h.
#include "data/UserDefaultFile.h"

#include <pugixml.hpp>

#include <cctype>
#include <cstring>
#include <sstream>

namespace cc {

namespace {

// Whitespace between elements is layout; a value's own whitespace must survive (parse_ws_pcdata),
// and "\r" in a value is written as "&#13;", so no end-of-line conversion is wanted either.
constexpr unsigned kParseOptions = (pugi::parse_default | pugi::parse_ws_pcdata) & ~pugi::parse_eol;

bool isWhitespace(const char* text) {
    for (; *text; ++text)
        if (!std::strchr(" \t\r\n", *text)) return false;
    return true;
}

bool fail(std::string* error, const std::string& fileName, const std::string& what) {
    if (error) *error = fileName + ": " + what;
    return false;
}

// The value of an entry: its text and CDATA children, concatenated; false when it holds anything
// else (an element inside an entry is not a cocos or Kite file).
bool entryValue(const pugi::xml_node& entry, std::string* value) {
    for (const pugi::xml_node& part : entry.children()) {
        switch (part.type()) {
        case pugi::node_pcdata:
        case pugi::node_cdata:
            *value += part.value();
            break;
        case pugi::node_comment:
        case pugi::node_pi:
            break;
        default:
            return false;
        }
    }
    return true;
}

bool readEntry(const pugi::xml_node& entry, std::string* key, std::string* value, std::string* what) {
    if (std::strcmp(entry.name(), UserDefaultFile::kEncodedKeyElement) == 0) {
        pugi::xml_attribute name = entry.attribute("name");
        if (!name || entry.first_attribute().next_attribute()) {
            *what = std::string("a <") + UserDefaultFile::kEncodedKeyElement +
                    "> needs exactly one attribute, name";
            return false;
        }
        *key = name.value();
    } else {
        if (entry.first_attribute()) {
            *what = std::string("<") + entry.name() + "> has attributes; a value is plain text";
            return false;
        }
        *key = entry.name();
    }
    if (!entryValue(entry, value)) {
        *what = std::string("<") + entry.name() + "> holds elements; a value is plain text";
        return false;
    }
    return true;
}

} // namespace

bool UserDefaultFile::isPlainKey(const std::string& key) {
    if (key.empty() || key.size() > 200 || key == kEncodedKeyElement) return false;
    if (!(std::isalpha(static_cast<unsigned char>(key[0])) || key[0] == '_')) return false;
    for (char c : key) {
        // ASCII only: the exact XML name rules for other characters are not worth the risk.
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                  c == '-' || c == '.';
        if (!ok) return false;
    }
    // Names starting with "xml" (any case) are reserved by XML.
    return !(key.size() >= 3 && std::tolower(key[0]) == 'x' && std::tolower(key[1]) == 'm' &&
             std::tolower(key[2]) == 'l');
}

bool UserDefaultFile::parse(const std::string& text, const std::string& fileName, Values* out,
                            std::string* error, std::vector<std::string>* warnings) {
    out->clear();
    if (text.size() > kMaxFileSize)
        return fail(error, fileName,
                    "is " + std::to_string(text.size()) + " bytes, more than a save file can be (" +
                        std::to_string(kMaxFileSize) + ")");
    pugi::xml_document doc;
    pugi::xml_parse_result result =
        doc.load_buffer(text.data(), text.size(), kParseOptions, pugi::encoding_utf8);
    if (!result)
        return fail(error, fileName,
                    std::string("not XML: ") + result.description() + " at byte " +
                        std::to_string(result.offset));
    pugi::xml_node root;
    for (const pugi::xml_node& node : doc.children()) {
        if (node.type() == pugi::node_pcdata && isWhitespace(node.value())) continue;
        if (node.type() != pugi::node_element || root)
            return fail(error, fileName,
                        std::string("not a UserDefault file: the document must be one <") + kRootName +
                            "> element");
        root = node;
    }
    if (!root || std::strcmp(root.name(), kRootName) != 0)
        return fail(error, fileName,
                    std::string("not a UserDefault file: its root element is <") + (root ? root.name() : "") +
                        ">, not <" + kRootName + ">");
    for (const pugi::xml_node& entry : root.children()) {
        if (entry.type() == pugi::node_comment || entry.type() == pugi::node_pi) continue;
        if (entry.type() == pugi::node_pcdata && isWhitespace(entry.value())) continue;
        if (entry.type() != pugi::node_element) {
            out->clear();
            return fail(error, fileName,
                        std::string("not a UserDefault file: text directly inside <") + kRootName + ">");
        }
        std::string key, value, what;
        if (!readEntry(entry, &key, &value, &what)) {
            out->clear();
            return fail(error, fileName, "not a UserDefault file: " + what);
        }
        // try_emplace leaves key as it was when the key is already there: the warning names it.
        if (!out->try_emplace(key, std::move(value)).second && warnings)
            warnings->push_back(fileName + ": the key '" + key +
                                "' appears more than once; the first value is kept");
    }
    return true;
}

std::string UserDefaultFile::serialize(const Values& values) {
    pugi::xml_document doc;
    pugi::xml_node declaration = doc.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    pugi::xml_node root = doc.append_child(kRootName);
    for (const auto& [key, value] : values) {
        pugi::xml_node entry;
        if (isPlainKey(key)) {
            entry = root.append_child(key.c_str());
        } else {
            entry = root.append_child(kEncodedKeyElement);
            entry.append_attribute("name").set_value(key.c_str());
        }
        if (!value.empty()) entry.append_child(pugi::node_pcdata).set_value(value.c_str());
    }
    std::ostringstream text;
    doc.save(text, "    ", pugi::format_default, pugi::encoding_utf8);
    return text.str();
}

} // namespace cc
