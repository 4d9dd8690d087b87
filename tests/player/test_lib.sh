# Sourced by the player's shell tests. `fail <why>` prints why and every *.txt the test wrote in
# its scratch folder $dir, runs the test's own on_fail cleanup if it defines one, and exits 1.
fail() {
    echo "FAILED: $1"
    for f in "$dir"/*.txt; do echo "--- $f"; cat "$f"; done
    if declare -F on_fail >/dev/null; then on_fail; fi
    exit 1
}
