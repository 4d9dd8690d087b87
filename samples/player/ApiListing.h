// samples/player/ApiListing.h -- `kite --api [PATTERN]`: the live API with its reference; and the
// live names `kite --check` gives luacheck.
#pragma once

#include <string>

namespace kite {

class LuaStack;

/// Runs api_listing.lua in the game state of @p stack: prints every live name of cc, ccui, ccexp and
/// kite matching @p pattern (all when empty) with its signatures and description from the compiled
/// reference, then each name that only the live state or only the reference has. Returns how many
/// such disagreements there were, or -1 when the listing itself failed (reported through the stack).
int listApi(LuaStack* stack, const std::string& pattern);

/// Writes to @p path a luacheck configuration whose std "kite" holds every live name of cc, ccui,
/// ccexp and kite (inherited members included) and that reports only W143 (an unknown field of one
/// of them). False when it failed (reported through the stack).
bool writeLuacheckConfig(LuaStack* stack, const std::string& path);

} // namespace kite
