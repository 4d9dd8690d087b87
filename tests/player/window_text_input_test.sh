#!/usr/bin/env bash
# player.window.text_input (run under with_xvfb.sh; issue 21): keys typed into a window reach an
# attached cc.TextFieldTTF as SDL text input (the field's attachWithIME started it), Backspace deletes,
# and the recording's text-input lines replayed headless give the same game output line for line.
# Usage: window_text_input_test.sh <kite> <game> <scratch dir>
set -u
source "$(dirname "$0")/test_lib.sh"
kite=$1
game=$2
dir=$3
rm -rf "$dir" && mkdir -p "$dir"

"$kite" --size 160x120 --frames 150 --record "$dir/input.txt" "$game" \
    >"$dir/window_out.txt" 2>"$dir/window_err.txt" &
pid=$!
wid=$(bash "$(dirname "$0")/find_window.sh" "Kite - pad_text" 20)
[ -n "$wid" ] || fail "the window did not appear"
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
sleep 0.2
xdotool type --delay 30 "kite ok"
xdotool key BackSpace
wait "$pid"
status=$?
[ "$status" -eq 0 ] || fail "the windowed run exited with $status"
grep -q "text-input k" "$dir/input.txt" || fail "the recording has no text-input line"
grep -q "text \[kite ok\] 7 characters" "$dir/window_out.txt" || fail "the field did not get the typed text"
grep -q "text \[kite o\] 6 characters" "$dir/window_out.txt" || fail "Backspace did not delete a character"

"$kite" --headless --replay "$dir/input.txt" "$game" >"$dir/replay_out.txt" 2>"$dir/replay_err.txt" ||
    fail "the replay failed"
diff "$dir/window_out.txt" "$dir/replay_out.txt" >"$dir/output_diff.txt" || fail "the replay printed something else"
echo "text input: typed, deleted, recorded and replayed ($(grep -c . "$dir/window_out.txt") lines of output)"
