#!/usr/bin/env bash
# gridperf bisect over a scripted history of 16 commits in the stand-in project: commit 7 slows
# the layout down (CPU only), commit 12 changes its frames (9-point gaps), commit 10 does not
# build. Expected: --metric cpu.instructions names commit 7 after about log2(16) = 4 builds
# besides the two ends, and names the slowed function; --metric frame names commit 12; good
# and bad reversed, an unknown ref and a metric that did not move are refused (exit 1).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
GRIDPERF=${GRIDPERF:?set GRIDPERF to a release gridperf}
dir=${1:-$(mktemp -d)/bisect}
source "$here/project.sh"
new_project "$dir"
cd "$dir/work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

declare -a commits
commits[1]=$(git rev-parse HEAD)
for i in $(seq 2 16); do
    slow=0; [ "$i" -ge 7 ] && slow=1
    spacing=8; [ "$i" -ge 12 ] && spacing=9
    write_layout "$spacing" "$slow" "(Revision $i.)"
    [ "$i" = 10 ] && echo "this line does not compile" >> Layouts/Rows.swift
    git commit -q -am "Revision $i$([ "$i" = 7 ] && echo ': checksum each cell')$([ "$i" = 12 ] && echo ': 9-point gaps')$([ "$i" = 10 ] && echo ' (broken)')"
    commits[$i]=$(git rev-parse HEAD)
done

expect() {  # expect STATUS TEXT [TEXT…] -- bisect arguments: every TEXT in what it prints
    local status=$1 texts=() text; shift
    while [ "$1" != "--" ]; do texts+=("$1"); shift; done
    shift
    local out code start=$SECONDS
    out=$("$GRIDPERF" bisect "$@" 2>"$dir/bisect.err"); code=$?
    echo "== gridperf bisect $* → exit $code in $((SECONDS - start)) s =="
    [ -n "$out" ] && echo "$out" | sed 's/^/   /'
    [ "$code" = 0 ] || grep "^error:" "$dir/bisect.err" | sed 's/^/   /' | tail -1
    grep -E "skipped|builds\]" "$dir/bisect.err" | sed 's/^/   /' | tail -8
    [ "$code" = "$status" ] || { fail "exit $code, expected $status"; cat "$dir/bisect.err" | tail -5; }
    for text in "${texts[@]}"; do
        grep -qF -- "$text" <<<"$out$(cat "$dir/bisect.err")" || fail "the output does not say '$text'"
    done
}

c7=$(git rev-parse --short=10 "${commits[7]}") c12=$(git rev-parse --short=10 "${commits[12]}")
# One bisect names both the commit and the function (it ran twice, once a check: 75–80 s each).
expect 0 "moved is $c7" "slowChecksum" -- --good "${commits[1]}" --bad HEAD --metric cpu.instructions
expect 0 "moved is $c12" -- --good "${commits[1]}" --bad HEAD --metric frame
expect 1 "reversed" -- --good HEAD --bad "${commits[1]}"
expect 1 "not a commit" -- --good no-such-ref --bad HEAD
expect 1 "did not move" -- --good "${commits[1]}" --bad "${commits[6]}" --metric cpu.instructions
[ "$failures" = 0 ] && echo "stand-in bisect: the slowdown and the frame change found, refusals clear" || { echo "stand-in bisect: $failures failures"; exit 1; }
