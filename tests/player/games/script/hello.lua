-- A plain script run as `kite file.lua`: headless with no scene, it ends after running.
print("hello from " .. arg[0])
