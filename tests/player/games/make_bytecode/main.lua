-- Writes arg[1]/main.lua as precompiled bytecode of the running backend (for the refusal tests).
local chunk = assert(loadstring('print("bytecode ran")', "=bytecode"))
local out = assert(io.open(arg[1] .. "/main.lua", "wb"))
out:write(string.dump(chunk))
out:close()
print("wrote " .. arg[1] .. "/main.lua")
