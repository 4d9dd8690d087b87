-- Game arguments arrive in `arg`, like lua.c: arg[0] is the script.
print("arg[0]=" .. tostring(arg[0]) .. " n=" .. #arg .. " 1=" .. tostring(arg[1]) .. " 2=" .. tostring(arg[2]))
