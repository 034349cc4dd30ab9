#!/usr/bin/env bash
# A real browser reads gridperf's HTML: headless Chromium renders results.html of a sweep, of
# a scroll and of an animated change, a compare page and a history page; each page's DOM must hold the charts expected,
# and a screenshot of each is left in reports/browser/ for people to look at.
# Chromium (Debian's `chromium`) is installed only where missing; where no browser can be had,
# the check is skipped with a message (exit 0).
set -euo pipefail
cd "$(dirname "$0")/../.."
GRIDPERF=${GRIDPERF:-.build/release/gridperf}

browser=""
for b in chromium chromium-browser google-chrome; do command -v "$b" >/dev/null 2>&1 && { browser=$b; break; }; done
if [ -z "$browser" ] && command -v apt-get >/dev/null 2>&1; then
    sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo -n"
    echo "installing chromium (apt-get) for the HTML check"
    { $sudo apt-get update -qq && $sudo apt-get install -y -qq chromium; } >/dev/null 2>&1 || true
    command -v chromium >/dev/null 2>&1 && browser=chromium
fi
if [ -z "$browser" ]; then
    echo "html check skipped: no headless browser here (chromium could not be installed)"
    exit 0
fi
run_browser() { "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars "$@" 2>/dev/null; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=reports/browser
rm -rf "$out" && mkdir -p "$out"
quick=(--iterations 6 --rounds 2 --warmup 1 --warmup-time 0 --quiet --history "$work/history.sqlite")
"$GRIDPERF" run --layout waterfall --items 1000,10000,100000 "${quick[@]}" --output "$work/sweep" > /dev/null
"$GRIDPERF" run --layout waterfall --items 1000,10000,100000 "${quick[@]}" --output "$work/sweep2" > /dev/null
"$GRIDPERF" run --layout lazy-vgrid --columns 3 --items 3000 --scenario scroll "${quick[@]}" --output "$work/scroll" > /dev/null
# An animated change of a custom Layout (its frames drawn as a strip: issue 71).
"$GRIDPERF" run --source Examples/Animations/Radial.swift --layout Radial --init 'Radial(rotation: 0)' \
    --animate-to 'Radial(rotation: 90)' --animation '.linear(duration: 0.35)' --items 100 "${quick[@]}" \
    --output "$work/animation" > /dev/null
sweep=$(ls -d "$work"/sweep/*/) sweep2=$(ls -d "$work"/sweep2/*/) scroll=$(ls -d "$work"/scroll/*/)
animation=$(ls -d "$work"/animation/*/)
"$GRIDPERF" compare "$sweep" "$sweep2" --format html --output "$work/compare.html" > /dev/null || true
"$GRIDPERF" history --history "$work/history.sqlite" --format html --output "$work/history.html" > /dev/null

fail=0
# page, minimum number of charts, a text the page must show
check() {
    local name=$1 page=$2 charts=$3 text=$4
    local dom count
    dom=$(run_browser --dump-dom "file://$page")
    count=$(grep -o 'class="chart"' <<< "$dom" | wc -l)
    run_browser --window-size=1280,2400 --screenshot="$out/$name.png" "file://$page" > /dev/null
    cp "$page" "$out/$name.html"
    if [ "$count" -lt "$charts" ]; then echo "FAIL $name: $count charts in the rendered DOM, expected at least $charts"; fail=1; return; fi
    if ! grep -qF "$text" <<< "$dom"; then echo "FAIL $name: the rendered page does not show '$text'"; fail=1; return; fi
    if [ ! -s "$out/$name.png" ]; then echo "FAIL $name: no screenshot"; fail=1; return; fi
    echo "ok   $name: $count charts, '$text' shown, screenshot $out/$name.png"
}
# The sweep: 1 scaling chart, and 3 cases × 3 round charts (time.total, time.size, time.place).
check sweep "${sweep}results.html" 10 "time.total: time per pass"
# The scroll: the step-time and items-realised charts and the step time by round.
check scroll "${scroll}results.html" 3 "60 Hz budget 16.7 ms"
# The animation: the frame strip (a box a frame, 21 frames) and each frame's work.
check animation "${animation}results.html" 2 "the animated change, frame by frame"
check compare "$work/compare.html" 3 "cases compared"
# The history: a trend chart per case (three sweeps' cases and the scroll's).
check history "$work/history.html" 4 "over commits"
exit $fail
