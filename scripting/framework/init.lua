-- init.lua -- the Kite Lua framework (module kite.init), loaded into every state the engine opens.
require("kite.functions")
require("kite.geometry")
require("kite.strict")
