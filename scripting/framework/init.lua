-- init.lua -- the Kite Lua framework, loaded into every state the engine opens.
require("kite.functions")
require("kite.geometry")
require("kite.strict")
