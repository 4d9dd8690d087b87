// FuzzSupport.h -- what the fuzz targets share: the check every target makes of an error message
// (it names the file the user handed over; a message that does not is a finding: the target aborts
// and libFuzzer keeps the input), and a scratch folder for targets that read real files.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace kite {
namespace fuzz {

/// The loaders' own form: the message starts with "<name>:".
inline void mustStartWithTheFile(const std::string& error, const std::string& name) {
    if (error.rfind(name + ":", 0) == 0) return;
    std::fprintf(stderr, "error does not start with the file name '%s': %s\n", name.c_str(), error.c_str());
    std::abort();
}

/// Anywhere in the message (a layer above the loader words it).
inline void mustNameTheFile(const std::string& error, const std::string& name) {
    if (error.find(name) != std::string::npos) return;
    std::fprintf(stderr, "error does not name the file '%s': %s\n", name.c_str(), error.c_str());
    std::abort();
}

/// A folder made once per process under /tmp ("/tmp/kite_fuzz_<what>_XXXXXX"); aborts if it cannot.
inline std::string makeScratchFolder(const std::string& what) {
    std::string pattern = "/tmp/kite_fuzz_" + what + "_XXXXXX";
    if (!mkdtemp(pattern.data())) std::abort();
    return pattern;
}

} // namespace fuzz
} // namespace kite
