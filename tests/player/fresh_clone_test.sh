#!/usr/bin/env bash
# player.fresh_clone_play: README.md's first command, as a newcomer runs it. A fresh local clone of
# the repository's HEAD (committed work only) in a scratch folder, with no build/ of its own and
# nothing reused from this tree's: scripts/play configures and builds the player there, plays
# breakout headless for 60 frames and says where the screenshot went, which must be a PNG. The game's
# save folder (breakout keeps its best score with cc.UserDefault) is in the scratch folder too, never
# in the home of whoever runs the tests.
# Usage: fresh_clone_test.sh <repository> <scratch dir>
set -u
repo=$1
dir=$2
fail() {
    echo "FAILED: $1"
    for f in "$dir"/*.txt; do [ -f "$f" ] && { echo "--- $f"; tail -n 40 "$f"; }; done
    exit 1
}
rm -rf "$dir" && mkdir -p "$dir" || fail "cannot make $dir"
git -C "$repo" rev-parse --verify -q HEAD >/dev/null || fail "$repo is not a git checkout with a commit"
git clone -q --no-hardlinks "$repo" "$dir/kite" >"$dir/clone.txt" 2>&1 || fail "git clone failed"
[ ! -e "$dir/kite/build" ] || fail "the clone already has a build/"
cd "$dir/kite" || fail "no clone"
env -u KITE_PLAY_BUILD -u KITE_LUA_BACKEND DISPLAY= WAYLAND_DISPLAY= XDG_DATA_HOME="$dir/data" \
    scripts/play samples/breakout --headless --frames 60 >"$dir/out.txt" 2>"$dir/err.txt"
status=$?
[ "$status" -eq 0 ] || fail "scripts/play exited with $status"
shot=$dir/kite/build/play/screenshots/breakout.png
grep -qF "scripts/play: screenshot: $shot" "$dir/out.txt" || fail "scripts/play did not name $shot"
grep -q "screenshot of frame 54 saved" "$dir/err.txt" || fail "the screenshot is not of frame 54"
[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "$shot is not a PNG"
[ -f "$dir/data/kite/kite-breakout/UserDefault.xml" ] || fail "breakout's save is not in $dir/data"
echo "fresh clone: built and played; $(stat -c %s "$shot") bytes of screenshot"
cd / && rm -rf "$dir"
