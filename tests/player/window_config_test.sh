#!/usr/bin/env bash
# player.window.config (run under with_xvfb.sh): a real window takes its title from conf.lua, fills
# the screen with --fullscreen (Xvfb's 1024x768), and shows the title a game sets while it runs.
# Full screen is a window manager's business (SDL asks through _NET_WM_STATE), so openbox runs here.
# Usage: window_config_test.sh <kite> <games dir> <scratch dir>
set -u
source "$(dirname "$0")/test_lib.sh"
kite=$1
games=$2
dir=$3
rm -rf "$dir" && mkdir -p "$dir"
wm=""
on_fail() {
    [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null
    [ -n "$wm" ] && kill "$wm" 2>/dev/null
}
command -v openbox >/dev/null || fail "openbox is missing (scripts/deps installs it)"
# Openbox claims the screen (_NET_SUPPORTING_WM_CHECK) long before it manages windows; a window
# mapped in between can miss its full-screen request. --startup runs once openbox is fully up.
# Its log and configuration go to this run's folder: window tests run in parallel, each with its own.
XDG_CACHE_HOME="$dir/cache" XDG_CONFIG_HOME="$dir/config" \
    openbox --sm-disable --startup "touch $dir/wm_ready" >"$dir/openbox.txt" 2>&1 &
wm=$!
for _ in $(seq 600); do
    [ -e "$dir/wm_ready" ] && break
    kill -0 "$wm" 2>/dev/null || fail "openbox exited before it was ready"
    sleep 0.05
done
[ -e "$dir/wm_ready" ] || fail "openbox was not ready after 30 s"

# Each run lasts until the checks are done, then is asked to quit (SIGTERM: the window's close).
"$kite" --fullscreen --frames 3600 "$games/conf_love" >"$dir/conf_out.txt" 2>"$dir/conf_err.txt" &
pid=$!
wid=$(bash "$(dirname "$0")/find_window.sh" "^Love Conf$" 30)
[ -n "$wid" ] || fail "no window titled 'Love Conf' (conf.lua's t.window.title)"
size=""
for _ in $(seq 200); do # the window manager applies full screen a moment later
    # Every window of that title, searched again each time: the one found first may be gone by then
    # (an asan run saw it vanish: "missing").
    for wid in $(xdotool search --name "^Love Conf$" 2>/dev/null); do
        size=$(xdotool getwindowgeometry "$wid" 2>/dev/null | sed -n 's/.*Geometry: //p')
        [ "$size" = "1024x768" ] && break
    done
    [ "$size" = "1024x768" ] && break
    sleep 0.05
done
[ "$size" = "1024x768" ] || fail "--fullscreen gave a ${size:-missing} window, not the screen's 1024x768"
kill -TERM "$pid"
wait "$pid" || fail "the fullscreen run exited with $?"
grep -q "size=320x200" "$dir/conf_out.txt" || fail "the design size is not conf.lua's"

"$kite" --frames 3600 "$games/title" >"$dir/title_out.txt" 2>"$dir/title_err.txt" &
pid=$!
wid=$(bash "$(dirname "$0")/find_window.sh" "^Set At Run Time$" 30)
[ -n "$wid" ] || fail "the title set with kite.setTitle did not reach the window"
kill -TERM "$pid"
wait "$pid" || fail "the title run exited with $?"
kill "$wm" 2>/dev/null
echo "window: conf.lua's title, --fullscreen at 1024x768, kite.setTitle"
