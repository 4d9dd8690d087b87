#!/usr/bin/env bash
# player.watch_restarts: kite --headless --watch restarts the game when main.lua changes, also out of
# a failed start, in the same process. Usage: watch_test.sh <kite> <scratch dir>
set -u
kite=$1
dir=$2
rm -rf "$dir" && mkdir -p "$dir/game"
game=$dir/game

write_game() { # $1: version; a game that keeps running and says which version it is. At each
    # restart its state closes while a Lua-retained node, handlers, a scheduled entry, a listener
    # and a running action are alive (under ASan, LeakSanitizer checks the exit).
    cat > "$game/main.lua.tmp" <<LUA
print("version $1 with " .. kite.liveRefs() .. " live Refs")
local director = cc.Director:getInstance()
print("version $1 titled '" .. kite.getTitle() .. "' view '" .. director:getOpenGLView():getViewName() .. "'")
kite.setTitle("set by version $1") -- a restart starts from the configured title again
local scene = cc.Scene:create()
scene:scheduleUpdateWithPriorityLua(function() end, 0)
local kept = cc.Node:create()
kept:retain() -- never released: dropped when the state closes
kept:registerScriptHandler(function() end)
local child = cc.Node:create()
child:registerScriptHandler(function() end)
scene:addChild(child)
director:getScheduler():scheduleScriptFunc(function() end, 0.5, false)
local listener = cc.EventListenerKeyboard:create()
listener:registerScriptHandler(function() end, cc.Handler.EVENT_KEYBOARD_PRESSED)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(listener, child)
child:runAction(cc.RepeatForever:create(cc.Sequence:create(cc.DelayTime:create(0.1),
    cc.CallFunc:create(function() end))))
director:runWithScene(scene)
LUA
    mv "$game/main.lua.tmp" "$game/main.lua"
}

wait_for() { # $1: file, $2: text; up to 20 s
    for _ in $(seq 200); do
        grep -q "$2" "$1" && return 0
        sleep 0.1
    done
    echo "timed out waiting for '$2' in $1"
    return 1
}

fail() {
    echo "FAILED: $1"
    echo "--- stdout"; cat "$dir/out.txt"
    echo "--- stderr"; cat "$dir/err.txt"
    kill "$pid" 2>/dev/null
    exit 1
}

write_game 1
"$kite" --headless --watch --timeout 50 "$game" >"$dir/out.txt" 2>"$dir/err.txt" &
pid=$!
wait_for "$dir/out.txt" "version 1" || fail "the game did not start"

sleep 0.3
printf 'local broken = = 1\n' > "$game/main.lua.tmp" && mv "$game/main.lua.tmp" "$game/main.lua"
wait_for "$dir/err.txt" "main.lua:1: unexpected symbol" || fail "the broken version was not loaded"
kill -0 "$pid" 2>/dev/null || fail "kite ended on an error while watching"

sleep 0.3
write_game 2
wait_for "$dir/out.txt" "version 2" || fail "no restart after the fix"
before=$(sed -n "s/version 1 with \([0-9]*\) live Refs/\1/p" "$dir/out.txt")
[ -n "$before" ] && grep -q "version 2 with $before live Refs" "$dir/out.txt" || fail "the old scene graph was not torn down"
grep -q "version 2 titled 'Kite - game' view 'Kite - game'" "$dir/out.txt" || fail "the restart kept the last run's title"

sleep 0.3
cat > "$game/lib.lua" <<'LUA'
return "added"
LUA
cat > "$game/main.lua.tmp" <<'LUA'
print("version 3 " .. require("lib"))
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:scheduleUpdateWithPriorityLua(function() director["end"](director) end, 0)
director:runWithScene(scene)
LUA
mv "$game/main.lua.tmp" "$game/main.lua"
wait "$pid"
status=$?
[ "$status" -eq 0 ] || fail "exit status $status, expected 0"
grep -q "version 3 added" "$dir/out.txt" || fail "version 3 did not run"
[ "$(grep -c 'restarting the game' "$dir/err.txt")" -ge 3 ] || fail "expected three restarts"
echo "watch: restarted on each change, out of an error too, and ended cleanly"
