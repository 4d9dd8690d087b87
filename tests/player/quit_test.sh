#!/usr/bin/env bash
# player.quit_event: a quit request (window close, or SIGTERM/SIGINT, which SDL turns into the same
# SDL_QUIT event) ends a windowed run cleanly: exit 0, nothing left alive, the recording saved.
# Headless, the player turns the signals into the same request itself.
# Usage: quit_test.sh <kite> <game> <scratch dir> [kite options...]
set -u
source "$(dirname "$0")/test_lib.sh"
kite=$1
game=$2
dir=$3
shift 3
rm -rf "$dir" && mkdir -p "$dir"
"$kite" "$@" --census --record "$dir/input.txt" "$game" >"$dir/out.txt" 2>"$dir/err.txt" &
pid=$!
for _ in $(seq 200); do
    grep -q "frame 5 " "$dir/out.txt" && break
    sleep 0.05
done
kill -TERM "$pid"
wait "$pid"
status=$?
[ "$status" -eq 0 ] || fail "exit status $status, expected 0"
grep -q "census at exit: 0 live Refs" "$dir/err.txt" || fail "objects left alive"
grep -Eq "^[0-9]+ quit$" "$dir/input.txt" || fail "the quit was not recorded"
grep -Eq "^[0-9]+ end$" "$dir/input.txt" || fail "the recording was not closed"
echo "quit: clean exit after $(grep -c frame "$dir/out.txt") frames"
