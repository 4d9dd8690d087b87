#!/usr/bin/env bash
# player.cocos_framework (opt-in): cocos2d-x's own Lua framework, unchanged, under Kite. Kite does
# not ship cocos's files; point KITE_COCOS_SCRIPTS at a folder holding cocos2d-x 3.17's
# cocos/scripting/lua-bindings/script/ (init.lua, cocos2d/, framework/, ...). The test assembles
# the cocos_mvc fixture project with src/cocos linked to that folder, runs it headless, and checks
# that `require "cocos.init"` loaded and the first scene ran. Without the variable it is skipped
# (exit 77, ctest's SKIP_RETURN_CODE), never passed.
# Usage: cocos_framework_test.sh <kite> <fixture project> <scratch dir>
set -u
source "$(dirname "$0")/test_lib.sh"
kite=$1
fixture=$2
dir=$3
if [ -z "${KITE_COCOS_SCRIPTS:-}" ]; then
    echo "SKIPPED: KITE_COCOS_SCRIPTS is not set (a folder holding cocos2d-x 3.17's lua-bindings/script files)"
    exit 77
fi
if [ ! -f "$KITE_COCOS_SCRIPTS/init.lua" ] || [ ! -f "$KITE_COCOS_SCRIPTS/framework/display.lua" ]; then
    echo "FAILED: KITE_COCOS_SCRIPTS=$KITE_COCOS_SCRIPTS does not hold cocos's script folder (init.lua, framework/display.lua)"
    exit 1
fi
rm -rf "$dir" && mkdir -p "$dir"
cp -r "$fixture" "$dir/project"
ln -s "$(cd "$KITE_COCOS_SCRIPTS" && pwd)" "$dir/project/src/cocos"
"$kite" --headless --frames 5 --fail-on-error --census "$dir/project" >"$dir/out.txt" 2>"$dir/err.txt"
status=$?
[ "$status" -eq 0 ] || fail "exit status $status, expected 0"
grep -q "^cocos framework loaded: display.size " "$dir/out.txt" || fail "require \"cocos.init\" did not run"
grep -q "^first scene: MainScene entered (app started yes)" "$dir/out.txt" || fail "the first scene did not run"
grep -q "census at exit: 0 live Refs" "$dir/err.txt" || fail "objects left alive"
echo "cocos framework: loaded, first scene ran"
