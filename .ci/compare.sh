#!/usr/bin/env bash
# Othello engine figures side by side with a base commit, in one run.
#
#   bash .ci/compare.sh [BASE [ROUNDS]] [-- BENCH ARGS]
#
#   bash .ci/compare.sh                       # perft 11 against 97691c2, 3 rounds
#   bash .ci/compare.sh 97691c2 2 -- ffo 40 49
#
# Builds the `othello` bench of BASE (in a temporary worktree, with its own
# target directory) and of the working tree, then runs the two at the same
# time, one per core (`taskset`), swapping the cores each round: on a
# shared machine both see the same load, so their ratio is steadier than
# runs taken by turns (where one binary's time alone moves by a third).
# With one core it runs them by turns. Prints each round's seconds and the
# ratio (this tree / base): `ffo` reads the bench's total, any other
# command the first `perft(11)` line (the fastest build this CPU has).
set -euo pipefail

base=97691c2
rounds=3
if [ $# -gt 0 ] && [ "$1" != "--" ]; then base=$1; shift; fi
if [ $# -gt 0 ] && [ "$1" != "--" ]; then rounds=$1; shift; fi
if [ $# -gt 0 ] && [ "$1" = "--" ]; then shift; fi
args=("$@")
case $rounds in
    '' | *[!0-9]*) echo "compare: ROUNDS must be a number, not '$rounds'" >&2; exit 2 ;;
esac
[ ${#args[@]} -eq 0 ] && args=(perft)

root=$(git rev-parse --show-toplevel)
cd "$root"
source .ci/env.sh
need_cargo
git rev-parse --verify --quiet "$base^{commit}" >/dev/null ||
    { echo "compare: '$base' is not a commit of this repository" >&2; exit 2; }

work=$(mktemp -d)
cleanup() {
    git worktree remove --force "$work/base" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

# Builds the bench in directory $1 with target directory $2; prints the
# executable's path (compiler errors go to stderr as cargo writes them).
build() {
    (cd "$1" && CARGO_TARGET_DIR="$2" cargo bench --no-default-features \
        --bench othello --no-run --quiet --message-format=json) |
        python3 -c 'import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-message" and m["message"]["level"] == "error":
        sys.stderr.write(m["message"]["rendered"])
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == "othello":
        print(m["executable"])' | tail -n 1
}

git worktree add --detach --quiet "$work/base" "$base"
echo "building the bench of $base and of this tree..." >&2
base_bin=$(build "$work/base" "${CARGO_TARGET_DIR:-$HOME/.cache/tavola-target}-compare-base")
head_bin=$(build "$root" "${CARGO_TARGET_DIR:-$HOME/.cache/tavola-target}")
[ -x "$base_bin" ] && [ -x "$head_bin" ] || { echo "compare: a build failed" >&2; exit 1; }
cp "$base_bin" "$work/othello-base"
cp "$head_bin" "$work/othello-head"

# Seconds of one run: $1 = checkout (the bench reads its test data there),
# $2 = binary, $3 = core or "" (not pinned).
figure() {
    local pin=()
    [ -n "$3" ] && pin=(taskset -c "$3")
    (cd "$1" && "${pin[@]}" "$2" --bench "${args[@]}") |
        awk '/^total / { print $2; exit } /^perft\(11\)/ { print $4; exit }'
}

cores=$(nproc)
echo "this tree against $base: othello ${args[*]}, $rounds rounds, $([ "$cores" -ge 2 ] && echo "side by side on two cores" || echo "by turns")"
for round in $(seq "$rounds"); do
    if [ "$cores" -ge 2 ]; then
        a=$((round % 2)) b=$(((round + 1) % 2))
        figure "$work/base" "$work/othello-base" "$a" >"$work/base.txt" &
        figure "$root" "$work/othello-head" "$b" >"$work/head.txt" &
        wait
    else
        figure "$work/base" "$work/othello-base" "" >"$work/base.txt"
        figure "$root" "$work/othello-head" "" >"$work/head.txt"
    fi
    b_s=$(cat "$work/base.txt") h_s=$(cat "$work/head.txt")
    [ -n "$b_s" ] && [ -n "$h_s" ] || { echo "compare: a run printed no figure" >&2; exit 1; }
    python3 -c "import sys; b, h = map(float, sys.argv[1:3]); print(f'round {sys.argv[3]}: this tree {h:.3f} s, base {b:.3f} s, ratio {h / b:.3f}')" "$b_s" "$h_s" "$round"
done
