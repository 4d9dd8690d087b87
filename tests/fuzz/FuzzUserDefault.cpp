// FuzzUserDefault.cpp -- libFuzzer target fuzz_userdefault: bytes as a UserDefault.xml
// (UserDefaultFile::parse), which must end with values or an error naming the file; values read
// must write back to a file that reads the same. A first byte of 0xff instead makes the rest keys
// and values (NUL-separated), which must survive a write and a read whatever bytes they hold: Kite
// never writes a file it cannot read back.
#include "data/UserDefaultFile.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

void mustRoundTrip(const cc::UserDefaultFile::Values& values) {
    const std::string text = cc::UserDefaultFile::serialize(values);
    cc::UserDefaultFile::Values again;
    std::string error;
    if (!cc::UserDefaultFile::parse(text, "written.xml", &again, &error) || again != values) {
        std::fprintf(stderr, "what was written does not read back (%s):\n%s\n", error.c_str(), text.c_str());
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    if (!bytes.empty() && static_cast<unsigned char>(bytes[0]) == 0xff) {
        // key NUL value NUL key NUL value ...; a key without its value is left out.
        std::vector<std::string> fields(1);
        for (size_t i = 1; i < bytes.size(); ++i) {
            if (bytes[i] == '\0')
                fields.emplace_back();
            else
                fields.back() += bytes[i];
        }
        cc::UserDefaultFile::Values values;
        for (size_t i = 0; i + 1 < fields.size(); i += 2)
            values[fields[i]] = fields[i + 1];
        mustRoundTrip(values);
        return 0;
    }
    cc::UserDefaultFile::Values values;
    std::string error;
    if (!cc::UserDefaultFile::parse(bytes, "fuzz.xml", &values, &error)) {
        if (error.rfind("fuzz.xml: ", 0) != 0) {
            std::fprintf(stderr, "error does not start with the file name: %s\n", error.c_str());
            std::abort();
        }
        return 0;
    }
    mustRoundTrip(values);
    return 0;
}
