#!/usr/bin/env bash
# player.window.animation_interval (run under with_xvfb.sh): a game that sets
# cc.Director:setAnimationInterval(1/20) runs 20 frames a second in a window: 21 frames take about a
# second (at the default 60, a third of one) and the real-time steps are about 0.05 s.
# Usage: window_pacing_test.sh <kite> <game>
set -u
kite=$1
game=$2
start=$(date +%s%N)
out=$("$kite" --frames 21 "$game") || { echo "FAILED: exit status $?"; exit 1; }
elapsed_ms=$((($(date +%s%N) - start) / 1000000))
grep -q "^frame 21 " <<<"$out" || { echo "FAILED: the run did not reach frame 21"; echo "$out"; exit 1; }
if [ "$elapsed_ms" -lt 900 ]; then
    echo "FAILED: 21 frames took ${elapsed_ms} ms: setAnimationInterval(1/20) does not pace the window"
    exit 1
fi
# Frames 3 to 21 (the first steps include start-up): each real-time step about 0.05 s.
short=$(awk '$2 >= 3 && $4 < 0.04 { n++ } END { print n + 0 }' <<<"$out")
[ "$short" -le 2 ] || { echo "FAILED: $short steps shorter than 0.04 s"; echo "$out"; exit 1; }
echo "21 frames in ${elapsed_ms} ms at setAnimationInterval(1/20)"
