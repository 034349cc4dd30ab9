// A chip flow as many screens build one before `Layout`: a GeometryReader reads the width and
// the chips are wrapped into rows by hand.
//
//   gridperf layout --source Examples/Screens/ChipScreen.swift --view 'ChipScreen(tags: ChipScreen.sample)' --format text
import SwiftUI

struct ChipScreen: View {
    let tags: [String]
    static let sample = ["swift", "layout", "grid", "performance", "linux", "lazy", "stack", "flow", "waterfall"]

    var body: some View {
        GeometryReader { geometry in
            VStack(alignment: .leading, spacing: 8) {
                ForEach(rows(width: geometry.size.width - 32), id: \.self) { row in
                    HStack(spacing: 8) {
                        ForEach(row, id: \.self) { tag in
                            Text(tag)
                                .font(.caption)
                                .padding(.horizontal, 10)
                                .padding(.vertical, 6)
                                .background(Capsule().fill(Color.blue.opacity(0.15)))
                        }
                    }
                }
            }
            .padding(16)
        }
    }

    /// Tags in rows no wider than `width`, estimating 7 points a character and 20 of padding.
    private func rows(width: CGFloat) -> [[String]] {
        var rows: [[String]] = [[]]
        var used: CGFloat = 0
        for tag in tags {
            let w = CGFloat(tag.count) * 7 + 20
            if used + w > width, !rows[rows.count - 1].isEmpty {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(tag)
            used += w + 8
        }
        return rows
    }
}
