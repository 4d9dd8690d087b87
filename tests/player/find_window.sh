#!/usr/bin/env bash
# Prints the id of the first window whose title matches <regex>, waiting up to <seconds>; prints
# nothing when none appears. `xdotool search --sync` is not used: it walks the window tree and dies
# with BadWindow when a window vanishes during the walk (a window manager starting up does that),
# so each search is retried instead.
# Usage: find_window.sh <regex> <seconds>
set -u
regex=$1
seconds=$2
end=$((SECONDS + seconds))
while [ "$SECONDS" -lt "$end" ]; do
    wid=$(xdotool search --name "$regex" 2>/dev/null | head -n 1)
    if [ -n "$wid" ]; then
        echo "$wid"
        exit 0
    fi
    sleep 0.05
done
