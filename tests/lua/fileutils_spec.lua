-- fileutils_spec.lua -- cc.FileUtils from Lua as cocos2d-x 3.x projects call it (3.17's Lua names).
-- The resource root is tests/lua; writes go to the writable path the runner puts in the build tree.

local fu = cc.FileUtils:getInstance()
checkeq(tolua.type(fu), "cc.FileUtils")
checkeq(cc.FileUtils:getInstance(), fu, "one instance")

-- what every `cocos new -l lua` main.lua starts with
fu:setPopupNotify(false)
checkeq(fu:isPopupNotify(), false)
local root = fu:getDefaultResourceRootPath()
checkeq(root:sub(-1), "/", "the default root ends in '/'")
fu:addSearchPath("data/files/src/")
fu:addSearchPath("data/files/res/")
local paths = fu:getSearchPaths()
checkeq(#paths, 3)
checkeq(paths[1], root)
checkeq(paths[2], root .. "data/files/src/")
checkeq(paths[3], root .. "data/files/res/")
checkeq(fu:getOriginalSearchPaths()[1], "data/files/src/")

-- lookups through the search paths
checkeq(fu:fullPathForFilename("notes.txt"), root .. "data/files/res/notes.txt")
checkeq(fu:fullPathForFilename("nope.txt"), "", "cocos 3.17 returns an empty path")
checkeq(fu:isFileExist("notes.txt"), true)
checkeq(fu:isFileExist("nope.txt"), false)
checkeq(fu:isDirectoryExist("app"), true)
checkeq(fu:getStringFromFile("notes.txt"), "hello from res\n")
checkeq(fu:getDataFromFile("notes.txt"), "hello from res\n")
checkeq(fu:getStringFromFile("nope.txt"), "")
checkeq(fu:getFileSize("notes.txt"), 15)
checkeq(fu:getFileExtension("a/B.PNG"), ".png")
checkeq(fu:isAbsolutePath("/x"), true)
checkeq(fu:fullPathFromRelativeFile("b.png", "/x/a.plist"), "/x/b.png")

-- require through the same search paths, cocos's way ("a.b" is a/b.lua, a trailing .lua dropped)
checkeq(require("settings").answer, 42)
checkeq(require("app.views"), "views")
checkeq(require("Bubble.lua"), "Bubble")
checkerr("module 'nowhere' not found", require, "nowhere")
-- dofile and loadfile find scripts the same way
checkeq(dofile("settings.lua").answer, 42)
checkeq(loadfile("app/views.lua")(), "views")

-- property lists as tables
local map = fu:getValueMapFromFile("sheet.plist")
checkeq(map.name, "kite")
checkeq(map.lives, 3)
checkeq(map.speed, 1.5)
checkeq(map.hard, true)
checkeq(map.levels[2], "two")
checkeq(next(fu:getValueMapFromFile("nope.plist")), nil, "an empty table for a missing file")
kite.test.takeErrors()

-- listing
local listed = fu:listFiles("app")
checkeq(#listed, 1)
checkeq(listed[1], root .. "data/files/src/app/views.lua")
local all = fu:listFilesRecursively("data/files/src", {})
checkeq(#all, 4)
checkeq(all[1], root .. "data/files/src/Bubble.lua")
checkeq(all[2], root .. "data/files/src/app/")

-- the writable path: saves and reads back
local save = fu:getWritablePath()
checkeq(save:sub(-1), "/")
checkeq(fu:isDirectoryExist(save), true)
checkeq(fu:writeStringToFile("score=10", save .. "score.txt"), true)
checkeq(fu:getStringFromFile(save .. "score.txt"), "score=10")
checkeq(fu:isFileExist("score.txt"), false, "the writable path is not searched unless added")
fu:addSearchPath(save, true)
checkeq(fu:getStringFromFile("score.txt"), "score=10")
checkeq(fu:writeStringToFile("a\0b", "bytes.bin"), true, "a relative path is under the writable path")
checkeq(fu:getDataFromFile(save .. "bytes.bin"), "a\0b", "bytes keep their NULs")
checkeq(fu:createDirectory(save .. "slots/1"), true)
checkeq(fu:isDirectoryExist(save .. "slots/1"), true)
checkeq(fu:renameFile(save, "score.txt", "best.txt"), true)
checkeq(fu:isFileExist(save .. "best.txt"), true)
checkeq(fu:renameFile(save .. "best.txt", save .. "slots/best.txt"), true)
checkeq(fu:removeFile(save .. "slots/best.txt"), true)
checkeq(fu:isFileExist(save .. "slots/best.txt"), false)
checkeq(fu:removeDirectory(save .. "slots/"), true)
checkeq(fu:isDirectoryExist(save .. "slots"), false)
checkeq(fu:removeFile("bytes.bin"), true)

-- no accidental way out: '..' is resolved and refused outside the game and the writable path
checkeq(fu:fullPathForFilename("../../CMakeLists.txt"), "")
checkeq(fu:writeStringToFile("x", "../outside.txt"), false)
local errors = kite.test.takeErrors()
checkeq(#errors, 0, "FileUtils logs, it does not raise")

-- cocos's callback overloads: the answer comes in a later frame
local director = cc.Director:getInstance()
director:runWithScene(cc.Scene:create())
local got = {}
fu:isFileExist("notes.txt", function(yes) got.exists = yes end)
fu:getStringFromFile("notes.txt", function(text) got.text = text end)
fu:writeStringToFile("later", "later.txt", function(ok) got.written = ok end)
checkeq(got.exists, nil, "not at once")
kite.test.step(1)
checkeq(got.exists, true)
checkeq(got.text, "hello from res\n")
checkeq(got.written, true)
checkeq(fu:removeFile("later.txt"), true)

-- search paths as cocos's setters take them
fu:setSearchPaths({"data/files/res"})
checkeq(#fu:getSearchPaths(), 2, "the default root is appended")
checkeq(fu:getSearchPaths()[2], root)
fu:setSearchResolutionsOrder({"hd"})
checkeq(fu:getSearchResolutionsOrder()[1], "hd/")
checkeq(fu:getSearchResolutionsOrder()[2], "")
fu:addSearchResolutionsOrder("sd", true)
checkeq(fu:getSearchResolutionsOrder()[1], "sd/")
checkerr("argument #2 must be an array of strings", fu.setSearchPaths, fu, {1, 2})
fu:purgeCachedEntries()

-- what Kite does not have says so
checkerr("cc.FileUtils:writeValueMapToFile is not supported by Kite", fu.writeValueMapToFile, fu, {}, "x.plist")
checkerr("fileutils_spec.lua:%d+: cc.FileUtils:loadFilenameLookup is not supported by Kite %(files%)",
         function() fu:loadFilenameLookup("x.plist") end)

-- destroyInstance: the old userdata dies with the instance; getInstance makes a fresh one
checkeq(cc.FileUtils:destroyInstance(), cc.FileUtils, "a static method returns its class")
checkerr("invalid 'self' in function 'cc.FileUtils:getSearchPaths'", fu.getSearchPaths, fu)
checkeq(tolua.isnull(fu), true)
checkeq(cc.FileUtils:getInstance():isFileExist("fileutils_spec.lua"), false, "the fresh instance has cocos's defaults")
