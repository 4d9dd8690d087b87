#!/usr/bin/env bash
# player.seed_from_clock: without --seed, each run gets its own random seed (kite.seed, and
# math.random seeded with it), and --seed with the seed of a run repeats that run's numbers.
# Usage: seed_test.sh <kite> <game>
set -u
kite=$1
game=$2
fail() {
    echo "FAILED: $1"
    exit 1
}
first=$("$kite" --headless "$game") || fail "the first run exited with $?"
second=$("$kite" --headless "$game") || fail "the second run exited with $?"
[[ "$first" =~ ^seed\ ([0-9]+)\ random\ ([0-9]+)$ ]] || fail "unexpected output: $first"
seed=${BASH_REMATCH[1]}
[ "$first" != "$second" ] || fail "two runs without --seed gave the same seed and numbers: $first"
again=$("$kite" --headless --seed "$seed" "$game") || fail "the --seed run exited with $?"
[ "$again" = "$first" ] || fail "--seed $seed gave '$again', the run gave '$first'"
echo "seeds differ ($first / $second); --seed $seed repeats the first run"
