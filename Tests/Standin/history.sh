#!/usr/bin/env bash
# The history that survives CI, against a stand-in for GitHub: six commits pushed to a bare
# origin, the fourth slowing the layout down (CPU only); after each push the CI suite runs and
# Scripts/record-history.sh records it on the gridperf-history branch, as the workflow does on
# a push to main. Then two runs recorded at once, and the dashboard built from the branch.
# Expected: the branch holds six runs, then eight (none lost); the dashboard marks the fourth
# commit, and no other, for instructions and for time (the sixth commit, recorded three times,
# is one pending point). Screenshots in reports/browser/ (with chromium).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
export GRIDPERF=${GRIDPERF:?set GRIDPERF to a release gridperf}
dir=${1:-$(mktemp -d)/history}
source "$here/project.sh"
new_project "$dir"
cd "$dir/work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# The time checks: failed (strict, the default), or reported only with TIME_CHECK=report (make
# standin's second attempt, after a first one failed: docs/PERFORMANCE.md#time-change-points).
time_fail() {
    if [ "${TIME_CHECK:-strict}" = report ]; then echo "NOTE (reported, not failed: TIME_CHECK=report): $*"; else fail "$*"; fi
}

record() {  # runs the suite at HEAD and records it; prints the report folder
    local out="reports/run-$1"
    "$GRIDPERF" suite Benchmarks/ci.json --output "$out" --format json --quiet --no-history > /dev/null || { fail "suite at $1"; return; }
    ls -d "$out"/*/ | head -1
}

declare -a commits
for i in 1 2 3 4 5 6; do
    if [ "$i" -gt 1 ]; then
        slow=0; [ "$i" -ge 4 ] && slow=1
        write_layout 8 "$slow" "(Revision $i.)"
        git commit -q -am "Revision $i$([ "$i" = 4 ] && echo ': checksum each cell')"
        git push -q origin main
    fi
    commits[$i]=$(git rev-parse --short=10 HEAD)
    report=$(record "$i")
    "$repo/Scripts/record-history.sh" "$report" origin gridperf-history || fail "record $i"
done
runs=$(git ls-tree --name-only -r origin/gridperf-history 2>/dev/null | grep -c '^runs/' || true)
git fetch -q origin gridperf-history
runs=$(git ls-tree --name-only -r FETCH_HEAD | grep -c '^runs/')
echo "== the history branch holds $runs runs after six pushes =="
[ "$runs" = 6 ] || fail "expected 6 runs on gridperf-history, found $runs"

# Two runs recorded at once: both land.
a=$(record 7a); sleep 1; b=$(record 7b)
"$repo/Scripts/record-history.sh" "$a" origin gridperf-history > "$dir/push-a.log" 2>&1 & pa=$!
"$repo/Scripts/record-history.sh" "$b" origin gridperf-history > "$dir/push-b.log" 2>&1 & pb=$!
wait $pa || fail "concurrent push a"; wait $pb || fail "concurrent push b"
cat "$dir/push-a.log" "$dir/push-b.log"
git fetch -q origin gridperf-history
runs=$(git ls-tree --name-only -r FETCH_HEAD | grep -c '^runs/')
echo "== after two pushes at once: $runs runs =="
[ "$runs" = 8 ] || fail "expected 8 runs after two concurrent recordings, found $runs"

# The dashboard from the branch, as the workflow builds it.
rm -rf "$dir/branch" && git worktree add -q "$dir/branch" FETCH_HEAD
"$GRIDPERF" history import "$dir/branch/runs" --history "$dir/history.sqlite" > /dev/null || fail "history import"
"$GRIDPERF" history --history "$dir/history.sqlite" --format html --output "$dir/site" || fail "dashboard"
git worktree remove --force "$dir/branch"
marked=$(grep -o 'class="change" data-metric="cpu.instructions" data-commit="[0-9a-f]*"' "$dir/site/index.html" | sed 's/.*data-commit="//; s/"//' | sort | uniq -c)
echo "== instruction change points on the dashboard (count, commit): =="
echo "$marked"
echo "(the fourth commit is ${commits[4]})"
[ "$(echo "$marked" | awk '{print $2}' | sort -u)" = "${commits[4]}" ] || fail "instructions should change at ${commits[4]} only"
# Times: the run is the unit (the sixth commit's three runs are one point), so the fourth
# commit is the only time change point; the last commit is pending, never a change.
timed=$(grep -o 'class="change" data-metric="time.total" data-commit="[0-9a-f]*"' "$dir/site/index.html" | sed 's/.*data-commit="//; s/"//' | sort | uniq -c)
echo "== time.total change points on the dashboard (count, commit): =="
echo "$timed"
# Every case's time.total at the fourth commit, and no time change point anywhere else (a time
# metric or a time sweep's exponent). Before runs were summarised by a trimmed mean and the suite
# took 120 passes a case, this placed the step one commit off in about one run of three (the
# machine's two speeds: docs/PERFORMANCE.md "Time change points").
[ "$(echo "$timed" | awk '{print $1 " " $2}')" = "3 ${commits[4]}" ] \
    || time_fail "time.total should change at ${commits[4]} in all three cases, and only there"
others=$(grep -o 'class="change" data-metric="time[^"]*" data-commit="[0-9a-f]*"' "$dir/site/index.html" | grep -v "data-commit=\"${commits[4]}\"" | sort | uniq -c)
[ -z "$others" ] || time_fail "time change points at other commits: $others"
# The last commit is never judged: pending, or, when every case moved and no exact metric did, a
# busy machine (the dashboard shows busy over pending; the first history of a CI run on 42525df was
# one: its last commit's three runs fell in this machine's slow state).
last=$(grep -oE 'class="[a-z]+" data-metric="time.total" data-commit="'"${commits[6]}"'"' "$dir/site/index.html" | sed 's/class="//; s/".*//' | sort -u | tr '\n' ' ')
case "$last" in
    "pending " | "busy " | "busy pending " ) ;;
    *) time_fail "the last commit's times should be pending (or a busy machine), not: ${last:-absent}" ;;
esac
for i in 1 2 3 5 6; do grep -q "class=\"point\" data-metric=\"cpu.instructions\" data-commit=\"${commits[$i]}\"" "$dir/site/index.html" || fail "commit $i is not on the dashboard"; done
if [ -n "${SCREENSHOTS:-}" ]; then
    mkdir -p "$SCREENSHOTS"
    for b in chromium chromium-browser; do
        command -v "$b" > /dev/null || continue
        "$b" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,900 --screenshot="$SCREENSHOTS/history-dashboard.png" "file://$dir/site/index.html" 2>/dev/null >/dev/null
        page=$(ls "$dir/site/cases" | head -1)
        "$b" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,2400 --screenshot="$SCREENSHOTS/history-case.png" "file://$dir/site/cases/$page" 2>/dev/null >/dev/null
        echo "screenshots: $SCREENSHOTS/history-dashboard.png, history-case.png"
        break
    done
fi
[ "$failures" = 0 ] && echo "stand-in history: six runs kept, two at once kept, the fourth commit marked for instructions and time" || { echo "stand-in history: $failures failures"; exit 1; }
