#!/usr/bin/env bash
# player.window.made_once (run under with_xvfb.sh): the game's window is one X window from its first
# moment to the end. SDL's OpenGL renderer replaces a window not made for OpenGL with a new one, and a
# tool that found the first (xdotool in the window tests, under load) then clicked a window that was
# gone. xev watches the root window: the game must map one window, never two.
# Usage: window_made_once_test.sh <kite> <game> <scratch dir>
set -u
source "$(dirname "$0")/test_lib.sh"
kite=$1
game=$2
dir=$3
rm -rf "$dir" && mkdir -p "$dir"
# xev says nothing when it is ready: a run it joined too late saw no map at all, and runs again.
for attempt in 1 2 3; do
    xev -root -event substructure >"$dir/xev.txt" 2>&1 &
    watcher=$!
    sleep $((attempt))
    "$kite" --size 200x100 --frames 30 "$game" >"$dir/out.txt" 2>"$dir/err.txt"
    status=$?
    sleep 0.5 # the last events reach xev
    kill "$watcher" 2>/dev/null
    wait "$watcher" 2>/dev/null
    [ "$status" -eq 0 ] || fail "the game exited with $status"
    maps=$(grep -c "^MapNotify event" "$dir/xev.txt")
    [ "$maps" -le 1 ] || fail "the game mapped $maps windows (one replaced another)"
    [ "$maps" -eq 1 ] && { echo "one window from start to end"; exit 0; }
done
fail "xev saw no window in three runs"
