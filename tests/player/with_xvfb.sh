#!/usr/bin/env bash
# Runs a command on a private Xvfb display and returns its exit status: with_xvfb.sh <command...>
# (xvfb-run -a races on display numbers and sometimes fails its own clean-up; -displayfd lets the
# server pick a free display and say when it is ready). -noreset: by default the server resets when
# its last client leaves, and a client connecting during that reset is refused ("x11 not available");
# a test's xdotool calls leave the server without clients many times.
set -u
dir=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp -noreset 3>"$dir/display" 2>"$dir/xvfb.log" &
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
answers() { xdotool getdisplaygeometry >/dev/null 2>&1; }
for _ in $(seq 200); do # and it answers a client (a test that cannot connect fails as "no display")
    answers && break
    sleep 0.05
done
if ! answers; then
    echo "with_xvfb.sh: Xvfb on $DISPLAY does not answer" >&2
    cat "$dir/xvfb.log" >&2
    kill "$server" 2>/dev/null
    rm -rf "$dir"
    exit 1
fi
"$@"
status=$?
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$dir"
exit $status
