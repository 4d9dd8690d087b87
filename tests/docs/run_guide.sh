#!/usr/bin/env bash
# docs.<guide>: runs every fenced code block of one guide in docs/ with the built player, by the
# conventions at the top of docs/README.md (kept in step with this file). Prints one line per block
# and fails (exit 1) when any block fails, naming the guide's line.
# Usage: run_guide.sh <kite> <guide.md> <assets folder> <scratch folder>
set -u
kite=$(realpath "$1")
guide=$2
assets=$3
out=$4
name=$(basename "$guide")

rm -rf "$out"
mkdir -p "$out/mygame" "$out/bin"
cp -r "$assets"/. "$out/mygame/" 2>/dev/null
ln -s "$kite" "$out/bin/kite"

failures=0
ran=0
fail() { # <line> <why> [output file]
    echo "$name:$1: FAILED: $2"
    if [ -n "${3:-}" ]; then sed 's/^/    | /' "$3"; fi
    failures=$((failures + 1))
}

# The marker before the next block: <!-- doc: file NAME | args ... | exit N | not run REASON -->
file_name="" args="" expect_status=0 skip_reason=""
reset_marks() { file_name="" args="" expect_status=0 skip_reason=""; }

# The last runnable block, whose output a ```text block checks.
last_output="" last_line=""

# Every line of the text block ($2) must be a whole line of the last block's standard output or
# error, in order within each stream (how the two interleave depends on buffering).
check_expected() { # <line> <expected file>
    if [ -z "$last_output" ]; then
        fail "$1" "a \`\`\`text block must follow a lua or sh block (it is the output expected of it)"
        return
    fi
    local at_out=0 at_err=0 want found
    while IFS= read -r want || [ -n "$want" ]; do
        found=$(find_line "$want" "$at_out" "$last_output.out")
        if [ -n "$found" ]; then
            at_out=$found
            continue
        fi
        found=$(find_line "$want" "$at_err" "$last_output.err")
        if [ -n "$found" ]; then
            at_err=$found
            continue
        fi
        if [ -n "$(find_line "$want" 0 "$last_output.out")$(find_line "$want" 0 "$last_output.err")" ]; then
            fail "$1" "the line '$want' comes out of order (the block at line $last_line printed:)" "$last_output"
        else
            fail "$1" "the block at line $last_line did not print '$want'; it printed:" "$last_output"
        fi
        return
    done <"$2"
    echo "$name:$1: ok (output of line $last_line)"
    last_output=""
}

find_line() { # <line> <after line number> <file>: the number of the first equal line after it
    WANT=$1 awk -v from="$2" 'NR > from && $0 == ENVIRON["WANT"] { print NR; exit }' "$3"
}

run_block() { # <line> <language> <block file>
    local line=$1 lang=$2 block=$3 log="$out/block$1.txt" status
    if [ -n "$skip_reason" ]; then
        echo "$name:$line: not run ($lang): $skip_reason"
        last_output=""
        return
    fi
    if [ -n "$file_name" ]; then
        mkdir -p "$(dirname "$out/mygame/$file_name")"
        cp "$block" "$out/mygame/$file_name"
        echo "$name:$line: ok (mygame/$file_name written)"
        last_output=""
        return
    fi
    case "$lang" in
    lua)
        cp "$block" "$out/mygame/main.lua"
        # shellcheck disable=SC2086 # args is a list of options
        (cd "$out" && "$kite" --headless --frames 60 --seed 1 --timeout 60 --fail-on-error $args mygame) \
            >"$log.out" 2>"$log.err"
        status=$?
        ;;
    sh)
        (cd "$out" && PATH="$out/bin:$PATH" bash -e -o pipefail "$block") >"$log.out" 2>"$log.err"
        status=$?
        ;;
    text)
        check_expected "$line" "$block"
        return
        ;;
    *)
        fail "$line" "a \`\`\`$lang block must be a lua, sh or text block, or carry <!-- doc: file NAME --> or <!-- doc: not run REASON -->"
        return
        ;;
    esac
    ran=$((ran + 1))
    cat "$log.out" "$log.err" >"$log"
    last_output=$log last_line=$line
    if [ "$status" -ne "$expect_status" ]; then
        fail "$line" "the $lang block exited with $status, not $expect_status:" "$log"
        last_output=""
    elif [ "$expect_status" -eq 0 ] && grep -q "stack traceback:" "$log"; then
        fail "$line" "the $lang block reported a Lua error:" "$log"
        last_output=""
    elif grep -Eq "ERROR: (Address|Leak)Sanitizer|runtime error: " "$log"; then
        fail "$line" "the $lang block tripped a sanitizer (asan presets):" "$log"
        last_output=""
    else
        echo "$name:$line: ok ($lang)"
    fi
}

number=0 in_block="" block_line=0 block_lang="" block_file="$out/block.tmp"
while IFS= read -r text || [ -n "$text" ]; do
    number=$((number + 1))
    if [ -n "$in_block" ]; then
        if [[ "$text" =~ ^\`\`\`[[:space:]]*$ ]]; then
            run_block "$block_line" "$block_lang" "$block_file"
            reset_marks
            in_block=""
        else
            printf '%s\n' "$text" >>"$block_file"
        fi
        continue
    fi
    if [[ "$text" =~ ^\`\`\`([^[:space:]]*) ]]; then
        in_block=1 block_line=$number block_lang=${BASH_REMATCH[1]:-(none)}
        : >"$block_file"
    elif [[ "$text" =~ ^[[:space:]]+\`\`\` || "$text" =~ ^[[:space:]]*~~~ ]]; then
        fail "$number" "a fence must be three backquotes at the start of the line (this block would not be run)"
    elif [[ "$text" =~ ^\<!--\ doc:\ file\ ([^ ]+)\ --\>$ ]]; then
        file_name=${BASH_REMATCH[1]}
    elif [[ "$text" =~ ^\<!--\ doc:\ args\ (.*)\ --\>$ ]]; then
        args=${BASH_REMATCH[1]}
    elif [[ "$text" =~ ^\<!--\ doc:\ exit\ ([0-9]+)\ --\>$ ]]; then
        expect_status=${BASH_REMATCH[1]}
    elif [[ "$text" =~ ^\<!--\ doc:\ not\ run\ (.+)\ --\>$ ]]; then
        skip_reason=${BASH_REMATCH[1]}
    elif [[ "$text" =~ ^\<!--\ doc: ]]; then
        fail "$number" "unknown marker: $text"
    fi
done <"$guide"
if [ -n "$in_block" ]; then
    fail "$block_line" "the block is never closed"
fi

if [ "$failures" -ne 0 ]; then
    echo "$name: $failures failure(s)"
    exit 1
fi
echo "$name: every block passed ($ran run)"
