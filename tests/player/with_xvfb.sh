#!/usr/bin/env bash
# Runs a command on a private Xvfb display and returns its exit status: with_xvfb.sh <command...>
# (xvfb-run -a races on display numbers and sometimes fails its own clean-up; -displayfd lets the
# server pick a free display and say when it is ready).
set -u
dir=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$dir/display" 2>"$dir/xvfb.log" &
server=$!
# Ready once the whole line is there ("12" may be read before its "\n" and the rest of the number).
line_written() { [ -s "$dir/display" ] && [ "$(tail -c 1 "$dir/display" | wc -l)" -eq 1 ]; }
for _ in $(seq 200); do
    line_written && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.05
done
if ! line_written; then
    echo "with_xvfb.sh: Xvfb did not start" >&2
    cat "$dir/xvfb.log" >&2
    kill "$server" 2>/dev/null
    rm -rf "$dir"
    exit 1
fi
export DISPLAY=:$(head -n 1 "$dir/display")
for _ in $(seq 100); do # and it answers a client (a test that cannot connect fails as "no display")
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.05
done
"$@"
status=$?
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$dir"
exit $status
