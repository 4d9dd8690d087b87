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

# Each step waits until the game has printed the last one's effect, so the keys reach it in separate
# frames however slow the machine is; Escape ends the run (--frames is only an upper bound).
seen() { # seen <line> : waits up to 20 s for the game to print it
    for _ in $(seq 200); do
        grep -qF "$1" "$dir/window_out.txt" && return 0
        kill -0 "$pid" 2>/dev/null || return 1
        sleep 0.1
    done
    return 1
}
"$kite" --size 160x120 --frames 3000 --record "$dir/input.txt" "$game" \
    >"$dir/window_out.txt" 2>"$dir/window_err.txt" &
pid=$!
wid=$(bash "$(dirname "$0")/find_window.sh" "Kite - pad_text" 20)
[ -n "$wid" ] || { kill "$pid"; fail "the window did not appear"; }
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
sleep 0.2
xdotool type --delay 30 "kite ok"
seen "text [kite ok] 7 characters" || { kill "$pid"; fail "the field did not get the typed text"; }
xdotool key BackSpace
seen "text [kite o] 6 characters" || { kill "$pid"; fail "Backspace did not delete a character"; }
xdotool key Escape
wait "$pid"
status=$?
[ "$status" -eq 0 ] || fail "the windowed run exited with $status"
grep -q "text-input k" "$dir/input.txt" || fail "the recording has no text-input line"

"$kite" --headless --replay "$dir/input.txt" "$game" >"$dir/replay_out.txt" 2>"$dir/replay_err.txt" ||
    fail "the replay failed"
diff "$dir/window_out.txt" "$dir/replay_out.txt" >"$dir/output_diff.txt" || fail "the replay printed something else"
echo "text input: typed, deleted, recorded and replayed ($(grep -c . "$dir/window_out.txt") lines of output)"
