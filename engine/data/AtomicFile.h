// engine/data/AtomicFile.h — replacing a file so that a crash or a kill at any moment leaves either
// the old contents or the new ones, never a mix (POSIX: write a temporary file in the same folder,
// fsync it, rename it over the target, fsync the folder).
#pragma once

#include <string>

namespace cc {

/// Writes @p content to @p path atomically. The temporary file is `<path>.tmp` (a leftover from a
/// killed run is simply overwritten by the next save). On failure returns false, sets @p error to
/// "<path>: <what failed>: <reason>" and leaves @p path as it was.
bool writeFileAtomically(const std::string& path, const std::string& content, std::string* error);

/// The points of a save where the fault-injection hook runs (tests kill the process there).
enum class AtomicWriteStage {
    TempHalfWritten, ///< half of the temporary file is written
    TempSynced,      ///< the temporary file is complete and synced, the rename has not happened
};
/// Installs a hook called at each stage of every save (nullptr removes it). For tests only.
void setAtomicWriteHook(void (*hook)(AtomicWriteStage stage));

} // namespace cc
