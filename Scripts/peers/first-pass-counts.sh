#!/bin/bash
# Instructions an item in the first layout and in a width change (callgrind, exact, through
# `gridperf profile --pass first|width`): the three trees of Benchmarks/trees.json and, as the flat
# reference, the lazy grid of text items (docs/PERFORMANCE.md#first-pass).
#
#   GRIDPERF=.build/release/gridperf N=1000 PASSES="first width" Scripts/peers/first-pass-counts.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
G=${GRIDPERF:-.build/release/gridperf}
N=${N:-1000}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
COLUMNS_PARAM='columns=[{"size":{"adaptive":{"minimum":160,"maximum":240}},"spacing":12}]'

count() { # NAME PASS ARGS...
    local name=$1 pass=$2
    shift 2
    local header
    header=$("$G" profile "$@" --items "$N" --pass "$pass" --top 1 --output "$OUT" | head -1)
    python3 - "$name" "$pass" "$N" "$header" <<'PY'
import re, sys
name, pass_, n, header = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
m = re.search(r": (\d+) instructions in (\d+) passes", header)
if not m:
    sys.exit(f"{name} {pass_}: no count in: {header}")
print(f"{name:8} {pass_:6} {int(m.group(1)) / int(m.group(2)) / n:8.0f} instructions an item")
PY
}

for pass in ${PASSES:-first width}; do
    count poster "$pass" --layout lazy-vgrid --param "$COLUMNS_PARAM" --param spacing=16 \
        --item-template Examples/scenes/poster-card.json
    count chip "$pass" --layout flow --item-template Examples/scenes/chip.json
    count rows "$pass" --layout vstack --item-template Examples/scenes/text-row.json
    count flat "$pass" --layout lazy-vgrid --param "$COLUMNS_PARAM" --param spacing=16 --items-model text:20-80
done
