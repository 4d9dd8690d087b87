#!/usr/bin/env bash
# player.audio_out: what --audio-out writes, checked with kite_wavcheck. games/audio_out plays a
# 100 ms tone after frame 10 and after frame 30 (and one it stops at once after frame 20); at 1/60 s a
# frame is 735 sample frames. Two runs write the same bytes; a run that ends in a Lua error still
# leaves a complete WAV.
# Usage: audio_out_test.sh <kite> <kite_wavcheck> <game> <out folder>
set -u
kite=$1
check=$2
game=$3
out=$4
fail() {
    echo "FAILED: $1"
    exit 1
}
mkdir -p "$out"
rm -f "$out"/run1.wav "$out"/run2.wav "$out"/error.wav
log=$("$kite" --headless --frames 40 --audio-out "$out/run1.wav" "$game" 2>&1) || fail "run 1 exited with $?: $log"
[[ "$log" == *"played 0 after frame 10"* ]] || fail "run 1 did not play: $log"
# 7350 + 4410 = 11760 ends in frame 16's mix (samples 11025-11760): its callback runs in frame 16.
[[ "$log" == *"finished 0 tone.wav after frame 15"* ]] || fail "no finish callback in frame 16: $log"
[[ "$log" != *"the stopped sound finished"* ]] || fail "a stopped sound got its callback: $log"
[[ "$log" == *"audio of 40 frames written to $out/run1.wav"* ]] || fail "no closing message: $log"
"$check" "$out/run1.wav" --frames 29400 --silent 0 7350 --loud 7350 7400 --loud 11700 11760 \
    --silent 11760 22050 --loud 22050 22100 --silent 26460 29400 || fail "run 1's audio"
"$kite" --headless --frames 40 --audio-out "$out/run2.wav" "$game" >/dev/null 2>&1 || fail "run 2 exited with $?"
"$check" --same "$out/run1.wav" "$out/run2.wav" || fail "two runs wrote different audio"
log=$("$kite" --headless --frames 40 --fail-on-error --audio-out "$out/error.wav" "$game" -- error 2>&1)
status=$?
[ $status -eq 1 ] || fail "the failing run exited with $status, not 1: $log"
[[ "$log" == *"deliberate error"* ]] || fail "the failing run did not fail: $log"
"$check" "$out/error.wav" --frames 9555 --silent 0 7350 --loud 7350 7400 || fail "the failing run's audio"
echo "audio at the expected frames, the same in two runs, complete after an error"
