#!/usr/bin/env bash
# Builds the libFuzzer targets with clang in their own build folder and runs one of them on its
# committed seed corpus (tests/fuzz/corpus/<target>/) for a fixed time. Used by scripts/fuzz and by
# the CTest tests fuzz.build / fuzz.<target>.smoke.
#   run_fuzz.sh [--backend lua51|luajit] [--build-dir DIR] [--build-only | --no-build]
#               [TARGET] [--seconds N] [--jobs J] [-- libFuzzer options]
# New inputs the run finds go to DIR/corpus/<target> (never into the committed corpus); a crash,
# leak or timeout leaves its input in DIR/artifacts/ and exits non-zero.
set -uo pipefail
# Every target (tests/fuzz/CMakeLists.txt's KITE_FUZZ_TARGETS, with the fuzz_ prefix).
targets=(fuzz_runtime fuzz_script_load fuzz_game_files fuzz_plist fuzz_particles fuzz_audio_load fuzz_userdefault fuzz_fnt fuzz_tmx fuzz_richtext)
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
backend=lua51
build=""
mode=both
target=""
seconds=20
jobs=1
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --backend) backend="$2"; shift 2 ;;
    --build-dir) build="$2"; shift 2 ;;
    --build-only) mode=build; shift ;;
    --no-build) mode=run; shift ;;
    --seconds) seconds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    fuzz_*) target="$1"; shift ;;
    *) echo "run_fuzz.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[ -z "$build" ] && build="$root/build/fuzz-$backend"
cxx=$(command -v clang++-14 || true)
cc=$(command -v clang-14 || true)
if [ -z "$cxx" ] || [ -z "$cc" ]; then
  echo "run_fuzz.sh: clang++-14 is not installed (scripts/deps installs it)" >&2
  exit 2
fi

if [ "$mode" != run ]; then
  # Serialise builds of one folder (two presets' CTest runs may share it).
  # (the 2>/dev/null applies to this try alone: on exec itself it would silence the whole script)
  { exec 9>"$build.lock"; } 2>/dev/null || { mkdir -p "$(dirname "$build")"; exec 9>"$build.lock"; }
  flock 9
  if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_UNITY_BUILD=ON \
      -DKITE_LUA_BACKEND="$backend" -DKITE_WITH_SDL=OFF -DKITE_BUILD_BENCH=OFF -DKITE_BUILD_TESTS=ON \
      -DKITE_ENABLE_ASAN=ON -DKITE_ENABLE_UBSAN=ON -DKITE_FUZZ_BUILD=ON \
      -DCMAKE_C_FLAGS="-fsanitize=fuzzer-no-link -gline-tables-only" \
      -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link -gline-tables-only" >"$build.configure.log" 2>&1 \
      || { cat "$build.configure.log"; echo "run_fuzz.sh: configure failed" >&2; exit 1; }
  else # a target added since the folder was configured is only known after cmake runs again
    cmake "$build" >"$build.configure.log" 2>&1 \
      || { cat "$build.configure.log"; echo "run_fuzz.sh: configure failed" >&2; exit 1; }
  fi
  cmake --build "$build" -j2 --target "${targets[@]}" >"$build.build.log" 2>&1 \
    || { tail -n 60 "$build.build.log"; echo "run_fuzz.sh: build failed" >&2; exit 1; }
  flock -u 9
  [ "$mode" = build ] && { echo "run_fuzz.sh: built ${targets[*]} in $build/bin"; exit 0; }
fi

[ -z "$target" ] && { echo "run_fuzz.sh: which target? ${targets[*]}" >&2; exit 2; }
bin="$build/bin/$target"
[ -x "$bin" ] || { echo "run_fuzz.sh: $bin is not built" >&2; exit 1; }
seeds="$here/corpus/$target"
work="$build/corpus/$target"
artifacts="$build/artifacts/"
mkdir -p "$work" "$artifacts"
[ "$jobs" -gt 1 ] && extra+=(-jobs="$jobs" -workers="$jobs")
dict=()
[ -f "$here/$target.dict" ] && dict=(-dict="$here/$target.dict")
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
log="$build/$target.log"
echo "run_fuzz.sh: $target for $seconds s ($backend), corpus $seeds + $work"
set +e
"$bin" "$work" "$seeds" ${dict[@]+"${dict[@]}"} -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts" ${extra[@]+"${extra[@]}"} >"$log" 2>&1
rc=$?
set -e
grep -E "^(#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|Done [0-9]+ runs)" "$log" | tail -n 3
if [ $rc -ne 0 ]; then
  tail -n 80 "$log"
  # The cause, again at the end (a summary that keeps only the last lines still shows it).
  echo "run_fuzz.sh: the cause:"
  grep -E -B3 "^==[0-9]+== ?ERROR|^SUMMARY|ALARM|out-of-memory|deadly signal" "$log" | tail -n 12
  grep -E "^Base64: " "$log" | tail -n 1
  echo "run_fuzz.sh: $target FAILED (exit $rc); input in $artifacts, log $log" >&2
  exit 1
fi
runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$log" | tail -n 1)
echo "run_fuzz.sh: $target passed: ${runs:-?} executions in $seconds s"
