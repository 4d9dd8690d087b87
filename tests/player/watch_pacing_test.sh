#!/usr/bin/env bash
# player.watch_headless_paced: a headless --watch run waits for edits at the frame rate instead of
# spinning a core: 30 frames at 1/60 s take at least 0.4 s (unpaced, they take a few milliseconds).
# Usage: watch_pacing_test.sh <kite> <game>
set -u
kite=$1
game=$2
start=$(date +%s%N)
out=$("$kite" --headless --watch --frames 30 "$game") || { echo "FAILED: exit status $?"; exit 1; }
elapsed_ms=$((($(date +%s%N) - start) / 1000000))
grep -q "frame 30 " <<<"$out" || { echo "FAILED: the run did not reach frame 30"; exit 1; }
if [ "$elapsed_ms" -lt 400 ]; then
    echo "FAILED: 30 frames took ${elapsed_ms} ms: the --watch loop is not paced"
    exit 1
fi
echo "30 paced frames took ${elapsed_ms} ms"
