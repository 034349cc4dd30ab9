#!/bin/bash
# Instructions an item in the first layout and in a width change (callgrind, exact, through
# `gridperf profile --pass first|width`): the three trees of Benchmarks/trees.json and, as the flat
# reference, the lazy grid of text items (docs/PERFORMANCE.md#first-pass). Each tree's line also
# gives its instructions a leaf (its template's leaves: primitives, overlays and backgrounds) and
# that against the flat item's, issue 67's measure (within 3×).
#
#   GRIDPERF=.build/release/gridperf N=1000 PASSES="first width" Scripts/peers/first-pass-counts.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
G=${GRIDPERF:-.build/release/gridperf}
N=${N:-1000}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
COLUMNS_PARAM='columns=[{"size":{"adaptive":{"minimum":160,"maximum":240}},"spacing":12}]'

# count NAME PASS TEMPLATE|- ARGS...: prints the line; the flat reference (TEMPLATE `-`, counted
# first in each pass) leaves its count an item in $FLAT for the trees' ratios.
count() {
    local name=$1 pass=$2 template=$3 header out
    shift 3
    if [ "$template" != - ]; then set -- "$@" --item-template "$template"; fi
    header=$("$G" profile "$@" --items "$N" --pass "$pass" --top 1 --output "$OUT" | head -1)
    # The script prints the count an item, a tab, then the line.
    out=$(python3 - "$name" "$pass" "$N" "$header" "$template" "${FLAT:-}" <<'PY'
import json, re, sys
name, pass_, n, header, template, flat = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
m = re.search(r": (\d+) instructions in (\d+) passes", header)
if not m:
    sys.exit(f"{name} {pass_}: no count in: {header}")
per_item = int(m.group(1)) / int(m.group(2)) / n

def leaves(node):
    """A scene item's leaves: a container's items', else one, and its overlays' and backgrounds'."""
    own = sum(leaves(i) for i in node["items"]) if "items" in node else 1
    for modifier in node.get("modifiers", []):
        for kind in ("overlay", "background"):
            if kind in modifier:
                own += leaves(modifier[kind]["content"])
    return own

line = f"{name:8} {pass_:6} {per_item:8.0f} instructions an item"
if template != "-":
    k = leaves(json.load(open(template)))
    per_leaf = per_item / k
    line += f", {per_leaf:.0f} a leaf ({k} leaves): {per_leaf / float(flat):.2f}× a flat item's {float(flat):.0f}"
print(f"{per_item}\t{line}")
PY
    )
    echo "${out#*$'\t'}"
    if [ "$template" = - ]; then FLAT=${out%%$'\t'*}; fi
}

for pass in ${PASSES:-first width}; do
    FLAT=
    count flat "$pass" - --layout lazy-vgrid --param "$COLUMNS_PARAM" --param spacing=16 --items-model text:20-80
    count poster "$pass" Examples/scenes/poster-card.json --layout lazy-vgrid --param "$COLUMNS_PARAM" \
        --param spacing=16
    count chip "$pass" Examples/scenes/chip.json --layout flow
    count rows "$pass" Examples/scenes/text-row.json --layout vstack
done
