-- application_spec.lua -- cc.Application as cocos2d-x 3.17's framework (device.lua) and games ask
-- it: the platform and its constants, the language and its code, the version, and openURL, which a
-- headless run (this harness installs no opener) refuses with a logged reason.

local app = cc.Application:getInstance()
checkeq(tolua.type(app), "cc.Application")
checkeq(rawequal(app, cc.Application:getInstance()), true)

-- cocos's constants (Cocos2dConstants.lua): Linux is its own platform
local platforms = {"WINDOWS", "LINUX", "MAC", "ANDROID", "IPHONE", "IPAD", "BLACKBERRY", "NACL",
                   "EMSCRIPTEN", "TIZEN", "WINRT", "WP8"}
for i, name in ipairs(platforms) do checkeq(cc["PLATFORM_OS_" .. name], i - 1, name) end
checkeq(app:getTargetPlatform(), cc.PLATFORM_OS_LINUX)

local languages = {"ENGLISH", "CHINESE", "FRENCH", "ITALIAN", "GERMAN", "SPANISH", "DUTCH", "RUSSIAN",
                   "KOREAN", "JAPANESE", "HUNGARIAN", "PORTUGUESE", "ARABIC", "NORWEGIAN", "POLISH",
                   "TURKISH", "UKRAINIAN", "ROMANIAN", "BULGARIAN"}
for i, name in ipairs(languages) do checkeq(cc["LANGUAGE_" .. name], i - 1, name) end

-- the language and its code agree, whatever the locale of this run
local code = app:getCurrentLanguageCode()
checkeq(type(code), "string")
checkeq(code:match("^%l%l$"), code, "two lowercase letters")
local byCode = {zh = "CHINESE", fr = "FRENCH", it = "ITALIAN", de = "GERMAN", es = "SPANISH", nl = "DUTCH",
                ru = "RUSSIAN", ko = "KOREAN", ja = "JAPANESE", hu = "HUNGARIAN", pt = "PORTUGUESE",
                ar = "ARABIC", nb = "NORWEGIAN", pl = "POLISH", tr = "TURKISH", uk = "UKRAINIAN",
                ro = "ROMANIAN", bg = "BULGARIAN"}
checkeq(app:getCurrentLanguage(), cc["LANGUAGE_" .. (byCode[code] or "ENGLISH")], code)

-- device.lua's way of naming the platform
local target = app:getTargetPlatform()
local platform = "unknown"
if target == cc.PLATFORM_OS_WINDOWS then platform = "windows"
elseif target == cc.PLATFORM_OS_LINUX then platform = "linux"
elseif target == cc.PLATFORM_OS_MAC then platform = "mac" end
checkeq(platform, "linux")

checkeq(app:getVersion(), "")

-- openURL: refused here (no opener is installed headless), with the reason in the log
kite.test.takeLogs()
checkeq(app:openURL("https://example.org/?a=1&b='2'"), false)
local logs = kite.test.takeLogs()
checkeq(#logs, 1)
checkeq(logs[1], "[warning] Application:openURL: refused 'https://example.org/?a=1&b='2'': no URL opener is installed (headless run)")
checkerr("cc.Application:openURL", app.openURL, app)
