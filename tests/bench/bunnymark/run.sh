#!/usr/bin/env bash
# The bunnymark, Kite against LÖVE (tests/bench/README.md), on the X display in $DISPLAY:
#   run.sh COUNTS OUT_DIR LABEL=KITE_BINARY...
# COUNTS is a comma-separated list of bunny counts. Each count runs once in LÖVE (when `love` is
# installed), and per Kite binary three times: in a window as Kite chooses to draw it, in a window
# drawn through OpenGL (SDL_RENDER_DRIVER=opengl, LÖVE's path), and headless. Then the largest count
# each keeps under 16.7 ms a frame is searched for. One table per Kite binary.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
counts=${1:?counts}
out=${2:?output folder}
shift 2
[ $# -gt 0 ] || { echo "run.sh: no Kite binary given" >&2; exit 2; }

measured=300
warmup=60
budget=16.7 # ms: a 60 Hz frame

# The two games, each with the shared motion and the image, as folders of their own.
rm -rf "$out"
mkdir -p "$out/kite" "$out/love"
for engine in kite love; do
  cp "$here/$engine/main.lua" "$here/$engine/conf.lua" "$here/bunnies.lua" "$here/bunny.png" "$out/$engine/"
done

have_love=0
command -v love >/dev/null && have_love=1
status=0

# ms_per_frame ENGINE BINARY COUNT: one run; prints the milliseconds, or nothing when it failed.
ms_per_frame() {
  local engine=$1 binary=$2 count=$3 line log="$out/last-run.log"
  case "$engine" in
    love) timeout 600 love "$out/love" "$count" $measured $warmup >"$log" 2>&1 ;;
    kite) timeout 600 "$binary" --mute "$out/kite" -- "$count" $measured $warmup >"$log" 2>&1 ;;
    kite-gl) SDL_RENDER_DRIVER=opengl timeout 600 "$binary" --mute "$out/kite" -- "$count" $measured $warmup \
               >"$log" 2>&1 ;;
    kite-headless) timeout 600 "$binary" --headless "$out/kite" -- "$count" $measured $warmup >"$log" 2>&1 ;;
  esac
  local rc=$?
  line=$(grep -E "^bunnymark [a-z-]+ $count bunnies: [0-9.]+ ms/frame" "$log" | tail -n 1)
  if [ $rc -ne 0 ] || [ -z "$line" ]; then
    echo "run.sh: $engine with $count bunnies failed (exit $rc):" >&2
    tail -n 20 "$log" >&2
    return 1
  fi
  sed -E 's/.*: ([0-9.]+) ms\/frame/\1/' <<<"$line"
}

under_budget() { awk -v ms="$1" -v budget=$budget 'BEGIN { exit !(ms + 0 <= budget + 0) }'; }

# largest_count ENGINE BINARY KNOWN: the largest count (to 2%) under the budget. KNOWN holds
# "count:ms" pairs already measured, which bracket the search.
largest_count() {
  local engine=$1 binary=$2 known=$3 lo=0 hi=0 pair count ms
  for pair in $known; do
    count=${pair%%:*}; ms=${pair#*:}
    if under_budget "$ms"; then
      [ "$count" -gt "$lo" ] && lo=$count
    elif [ "$hi" -eq 0 ] || [ "$count" -lt "$hi" ]; then
      hi=$count
    fi
  done
  while [ "$hi" -eq 0 ]; do # everything measured was under the budget: double until it is not
    count=$((lo > 0 ? lo * 2 : 1000))
    ms=$(ms_per_frame "$engine" "$binary" "$count") || return 1
    if under_budget "$ms"; then lo=$count; else hi=$count; fi
    [ "$count" -gt 500000 ] && break
  done
  [ "$lo" -eq 0 ] && lo=1
  while [ $((hi - lo)) -gt $((hi / 50)) ]; do
    count=$(((lo + hi) / 2))
    ms=$(ms_per_frame "$engine" "$binary" "$count") || return 1
    if under_budget "$ms"; then lo=$count; else hi=$count; fi
  done
  echo "$lo"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "-" }'; }

IFS=, read -r -a count_list <<<"$counts"
declare -A ms largest # ms[ENGINE,COUNT], largest[ENGINE]: what measure found

# measure ENGINE BINARY: ms per frame at every count, then the largest count under the budget.
measure() {
  local engine=$1 binary=$2 count value known=""
  for count in "${count_list[@]}"; do
    unset "ms[$engine,$count]"
    if value=$(ms_per_frame "$engine" "$binary" "$count"); then
      ms[$engine,$count]=$value
      known+=" $count:$value"
    else
      status=1
    fi
  done
  largest[$engine]=$(largest_count "$engine" "$binary" "$known") || { largest[$engine]="-"; status=1; }
}

if [ $have_love -eq 1 ]; then
  echo "==> LÖVE: $(love --version 2>/dev/null | head -n 1)" >&2
  measure love -
else
  echo "run.sh: LÖVE is not installed (apt-get install love): Kite's columns only" >&2
  largest[love]="-"
fi

for binary_spec in "$@"; do
  label=${binary_spec%%=*}
  binary=${binary_spec#*=}
  echo "==> Kite [$label]: $("$binary" --version 2>/dev/null | head -n 1)" >&2
  renderer=$(printf 'print("renderer " .. kite.renderer)\n' >"$out/renderer.lua" &&
    "$binary" --mute --frames 1 "$out/renderer.lua" 2>/dev/null | sed -n 's/^renderer //p')
  for engine in kite kite-gl kite-headless; do
    measure "$engine" "$binary"
  done

  echo
  echo "bunnymark [$label]: ms per frame ($measured frames after $warmup), 800x600, one Xvfb (software GL)"
  echo "Kite's window renderer here: ${renderer:-unknown}; Kite GL: the same window through OpenGL"
  echo
  echo "| bunnies | LÖVE | Kite | Kite throughput / LÖVE's | Kite GL | Kite GL / LÖVE | Kite headless |"
  echo "|---|---|---|---|---|---|---|"
  missed=()
  for count in "${count_list[@]}"; do
    r=$(ratio "${ms[love,$count]:-0}" "${ms[kite,$count]:-0}")
    rg=$(ratio "${ms[love,$count]:-0}" "${ms[kite-gl,$count]:-0}")
    echo "| $count | ${ms[love,$count]:--} | ${ms[kite,$count]:--} | ${r}x | ${ms[kite-gl,$count]:--} | ${rg}x |" \
         "${ms[kite-headless,$count]:--} |"
    if [ "$r" != "-" ] && awk -v r="$r" 'BEGIN { exit !(r < 1.5) }'; then missed+=("$count bunnies: ${r}x"); fi
  done
  echo
  echo "largest count under $budget ms: LÖVE ${largest[love]}, Kite ${largest[kite]}" \
       "($(ratio "${largest[kite]/-/0}" "${largest[love]/-/0}")x), Kite GL ${largest[kite-gl]}" \
       "($(ratio "${largest[kite-gl]/-/0}" "${largest[love]/-/0}")x), Kite headless ${largest[kite-headless]}"
  if [ $have_love -eq 0 ]; then
    echo "target (Kite >= 1.5x LÖVE's throughput at every count): not measured, LÖVE is not installed"
  elif [ ${#missed[@]} -eq 0 ]; then
    echo "target (Kite >= 1.5x LÖVE's throughput at every count): met"
  else
    echo "!!! target (Kite >= 1.5x LÖVE's throughput at every count) MISSED at $(IFS=';'; echo "${missed[*]}")"
  fi
done
exit $status
