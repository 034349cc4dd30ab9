#!/usr/bin/env bash
# gridperf as a dependency the way SwiftPM users add one: a package that depends on this
# repository by URL and version (a bare clone of HEAD, tagged 99.0.0: a local URL is a URL),
# builds its own executable with a layout registered, and runs it. SwiftPM refuses unsafe flags
# in a dependency by version: this fails if a target of product GridPerf ever carries one.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q --bare "$root" "$work/gridperf.git"
git -C "$work/gridperf.git" tag 99.0.0 HEAD
mkdir -p "$work/consumer/Sources/consumer"
cat > "$work/consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$work/gridperf.git", from: "99.0.0")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "GridPerf", package: "gridperf")])
    ]
)
SWIFT
cat > "$work/consumer/Sources/consumer/main.swift" <<'SWIFT'
import GridPerfCLI
import SwiftUI

/// Two columns of equal width, rows as tall as their tallest subview.
struct TwoColumns: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 200
        return CGSize(width: width, height: rows(width, subviews).reduce(0) { $0 + $1 + spacing } - spacing)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let column = (bounds.width - spacing) / 2
        var y = bounds.minY
        for (row, height) in rows(bounds.width, subviews).enumerated() {
            for k in 0..<2 where 2 * row + k < subviews.count {
                subviews[2 * row + k].place(
                    at: CGPoint(x: bounds.minX + CGFloat(k) * (column + spacing), y: y),
                    proposal: ProposedViewSize(width: column, height: height))
            }
            y += height + spacing
        }
    }

    private func rows(_ width: CGFloat, _ subviews: Subviews) -> [CGFloat] {
        let column = (width - spacing) / 2
        return stride(from: 0, to: subviews.count, by: 2).map { i in
            (i..<min(i + 2, subviews.count)).map {
                subviews[$0].sizeThatFits(ProposedViewSize(width: column, height: nil)).height
            }.max() ?? 0
        }
    }
}

GridPerf.main(plugins: [.swiftUI(TwoColumns(), name: "two-columns")])
SWIFT
echo "== building a package that depends on gridperf by URL and version (from: 99.0.0) =="
swift build --package-path "$work/consumer" 2>&1 | tail -3
consumer="$work/consumer/.build/debug/consumer"
"$consumer" list | grep two-columns
cat > "$work/scene.json" <<'JSON'
{"layout": "two-columns", "proposal": {"width": 210, "height": null},
 "items": [{"size": [50, 20]}, {"size": [50, 40]}, {"size": [50, 10]}]}
JSON
out=$("$consumer" layout --spec "$work/scene.json")
echo "$out"
# Columns of (210 - 10) / 2 = 100; the first row 40 tall, the second at 40 + 10 = 50.
grep -q '{"x": 110, "y": 0, "width": 50, "height": 40}' <<< "$out"
grep -q '{"x": 0, "y": 50, "width": 50, "height": 10}' <<< "$out"
"$consumer" run --layout two-columns --items 1000 --iterations 3 --rounds 1 --allow-debug --quiet --no-history \
    --output "$work/reports" | grep "two-columns n=1000"
echo "consumer: built by URL and version, registered two-columns, laid it out and ran it"
