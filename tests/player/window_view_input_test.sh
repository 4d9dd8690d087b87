#!/usr/bin/env bash
# player.window.view_input_* (run under with_xvfb.sh): clicks at frame positions of a 200x100
# window whose game has a 160x120 design fitted by <policy> must reach the game, as a touch and as
# the mouse, at the design points cocos computes: (frame - viewport origin) / scale, y up; and the
# --record file holds those design points.
# Usage: window_view_input_test.sh <kite> <game> <scratch dir> <policy> "<x> <y> <design x> <design y>"...
set -u
source "$(dirname "$0")/test_lib.sh"
kite=$1
game=$2
dir=$3
policy=$4
shift 4
rm -rf "$dir" && mkdir -p "$dir"

# The game ends after the last click; --frames only bounds a run whose clicks never arrive.
"$kite" --size 200x100 --frames 3600 --record "$dir/input.txt" "$game" -- "$policy" "$#" >"$dir/out.txt" 2>"$dir/err.txt" &
pid=$!
wid=$(bash "$(dirname "$0")/find_window.sh" "Kite - view_input" 20)
[ -n "$wid" ] || fail "the window did not appear"
for _ in $(seq 600); do # the game says when its scene runs (clicks before that would be lost)
    grep -qx ready "$dir/out.txt" && break
    kill -0 "$pid" 2>/dev/null || fail "the game exited before its scene ran"
    sleep 0.05
done
grep -qx ready "$dir/out.txt" || fail "the game's scene did not run within 30 s"
sleep 0.1
for click in "$@"; do
    read -r x y _ _ <<<"$click"
    xdotool mousemove --window "$wid" "$x" "$y" click 1
    sleep 0.1
done
wait "$pid"
status=$?
[ "$status" -eq 0 ] || fail "the run exited with $status"
for click in "$@"; do
    read -r x y dx dy <<<"$click"
    grep -qx "touch $dx $dy" "$dir/out.txt" || fail "a click at frame ($x, $y) did not touch design ($dx, $dy)"
    grep -qx "mouse $dx $dy" "$dir/out.txt" || fail "a click at frame ($x, $y) did not press the mouse at design ($dx, $dy)"
    awk -v x="$dx" -v y="$dy" '$2 == "mouse-down" && ($4 - x) ^ 2 < 0.01 && ($5 - y) ^ 2 < 0.01 { found = 1 }
        END { exit !found }' "$dir/input.txt" || fail "the recording has no mouse-down at design ($dx, $dy)"
done
echo "$policy: $# clicks at frame positions reached their design points"
