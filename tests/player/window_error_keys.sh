#!/usr/bin/env bash
# player.window.error_screen_keys (run under with_xvfb.sh): main.lua fails in a window, the error screen
# stays up; a real R press restarts the game and a real Esc press quits with status 1.
# Usage: window_error_keys.sh <kite> <game> <scratch dir>
set -u
kite=$1
game=$2
dir=$3
rm -rf "$dir" && mkdir -p "$dir"
fail() {
    echo "FAILED: $1"
    echo "--- stderr"; cat "$dir/err.txt"
    kill "$pid" 2>/dev/null
    exit 1
}
"$kite" --size 480x200 --timeout 40 "$game" >"$dir/out.txt" 2>"$dir/err.txt" &
pid=$!
wid=$(bash "$(dirname "$0")/find_window.sh" "Kite - " 20)
[ -n "$wid" ] || fail "the window did not appear"
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
sleep 0.3
kill -0 "$pid" 2>/dev/null || fail "the window closed on the error"
xdotool key r
for _ in $(seq 100); do
    grep -q "restarting the game (R)" "$dir/err.txt" && break
    sleep 0.05
done
grep -q "restarting the game (R)" "$dir/err.txt" || fail "R did not restart"
sleep 0.3
xdotool key Escape
wait "$pid"
status=$?
[ "$status" -eq 1 ] || fail "exit status $status after Esc, expected 1"
[ "$(grep -c 'boom' "$dir/err.txt")" -ge 2 ] || fail "the error was not reported again after the restart"
echo "error screen: R restarted, Esc quit with status 1"
