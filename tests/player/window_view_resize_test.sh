#!/usr/bin/env bash
# player.window.view_resize (run under with_xvfb.sh): a window resized while the game runs applies
# the game's resolution policy again: the 160x120 SHOW_ALL design of render/view, in a 160x120
# window widened to 320x120, must look like the same game drawn headless in a 320x120 frame (bars
# 80 pixels wide on both sides), and the game must see the new frame size.
# Usage: window_view_resize_test.sh <kite> <kite_imagediff> <render/view game> <scratch dir> <imagediff slack...>
set -u
source "$(dirname "$0")/test_lib.sh"
kite=$1
imagediff=$2
game=$3
dir=$4
shift 4
rm -rf "$dir" && mkdir -p "$dir"

"$kite" --size 160x120 --frames 150 --screenshot "$dir/window.png" "$game" -- SHOW_ALL resize-report \
    >"$dir/window_out.txt" 2>"$dir/window_err.txt" &
pid=$!
wid=$(bash "$(dirname "$0")/find_window.sh" "Kite - view" 20)
[ -n "$wid" ] || fail "the window did not appear"
sleep 0.3
xdotool windowsize "$wid" 320 120
wait "$pid"
status=$?
[ "$status" -eq 0 ] || fail "the windowed run exited with $status"
grep -q "frame now 320x120, scale 1.000, viewport x 80.000" "$dir/window_out.txt" ||
    fail "the game did not see the resized frame"
"$kite" --headless --size 320x120 --frames 3 --screenshot "$dir/headless.png" "$game" -- SHOW_ALL \
    >"$dir/headless_out.txt" 2>"$dir/headless_err.txt" || fail "the headless run failed"
"$imagediff" "$dir/window.png" "$dir/headless.png" "$@" || fail "the resized window does not look like a 320x120 frame"
echo "resized window: SHOW_ALL applied again at 320x120"
