#!/usr/bin/env bash
# player.window.record_then_replay (run under with_xvfb.sh): real keyboard and mouse input reaches a
# game in a window through xdotool and is recorded; replaying the recording headless must give the
# same game output line for line and the same last picture (within the renderers' tolerance).
# Usage: window_input_test.sh <kite> <kite_imagediff> <game> <scratch dir>
set -u
source "$(dirname "$0")/test_lib.sh"
kite=$1
imagediff=$2
game=$3
dir=$4
rm -rf "$dir" && mkdir -p "$dir"

"$kite" --size 160x120 --frames 240 --record "$dir/input.txt" --screenshot "$dir/window.png" "$game" \
    >"$dir/window_out.txt" 2>"$dir/window_err.txt" &
pid=$!
wid=$(bash "$(dirname "$0")/find_window.sh" "Kite - input" 20)
[ -n "$wid" ] || fail "the window did not appear"
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
sleep 0.2
xdotool keydown Right && sleep 0.4 && xdotool keyup Right
xdotool mousemove --window "$wid" 30 90 click 1
xdotool mousemove --window "$wid" 120 30 mousedown 1 mousemove --window "$wid" 130 40 mouseup 1
xdotool key space
wait "$pid"
status=$?
[ "$status" -eq 0 ] || fail "the windowed run exited with $status"
for event in "key-down RIGHT_ARROW" "key-up RIGHT_ARROW" "mouse-down LEFT" "mouse-move" "key-down SPACE"; do
    grep -q "$event" "$dir/input.txt" || fail "the recording has no '$event'"
done

"$kite" --headless --replay "$dir/input.txt" --screenshot "$dir/replay.png" "$game" \
    >"$dir/replay_out.txt" 2>"$dir/replay_err.txt" || fail "the replay failed"
grep -q "screenshot of frame 240" "$dir/replay_err.txt" || fail "the replay did not end at frame 240"
diff "$dir/window_out.txt" "$dir/replay_out.txt" >"$dir/output_diff.txt" || fail "the replay printed something else"
"$imagediff" "$dir/replay.png" "$dir/window.png" --tolerance 48 --max-differing 400 || fail "the pictures differ"
echo "record/replay: $(grep -c . "$dir/window_out.txt") lines of game output and the last frame reproduced"
