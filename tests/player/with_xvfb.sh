#!/usr/bin/env bash
# Runs a command on a private Xvfb display and returns its exit status: with_xvfb.sh <command...>
# (xvfb-run -a races on display numbers and sometimes fails its own clean-up; -displayfd lets the
# server pick a free display and say when it is ready).
set -u
dir=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$dir/display" 2>"$dir/xvfb.log" &
server=$!
for _ in $(seq 100); do
    [ -s "$dir/display" ] && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.05
done
if [ ! -s "$dir/display" ]; then
    echo "with_xvfb.sh: Xvfb did not start" >&2
    cat "$dir/xvfb.log" >&2
    kill "$server" 2>/dev/null
    rm -rf "$dir"
    exit 1
fi
DISPLAY=:$(head -n 1 "$dir/display") "$@"
status=$?
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$dir"
exit $status
