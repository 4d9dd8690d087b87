// samples/player/ApiNameCheck.h -- kite --check's second pass: names of cc, ccui, ccexp and kite that
// this player does not have (cc.Sprtie, cc.Director:getInstace), found by Debian's luacheck.
#pragma once

#include <string>
#include <vector>

namespace kite {

/// Whether a luacheck command is on the PATH.
bool luacheckInstalled();

/// Runs luacheck with @p config (written by writeLuacheckConfig) over @p files, from @p root; prints
/// each unknown API name on stderr as "file:line:column: ..." with the file relative to @p root.
/// Returns how many there were, or -1 when luacheck could not be run.
int checkApiNames(const std::string& root, const std::vector<std::string>& files, const std::string& config);

} // namespace kite
