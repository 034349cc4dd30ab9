import GridPerfCore

/// One line of a flow layout: items `range`, their total `width` (with spacings) and the
/// `height` of the tallest.
public struct FlowLine: Hashable, Sendable {
    public var range: Range<Int>
    public var width: Double
    public var height: Double

    public init(range: Range<Int>, width: Double, height: Double) {
        self.range = range
        self.width = width
        self.height = height
    }
}

/// The arithmetic of a flow (wrapping) layout, apart from any protocol plumbing.
///
/// SPEC-FORMAT.md: greedy line breaking at the items' ideal sizes; an item fits when
/// x + width ≤ W (equality fits); an item wider than W sits alone on its line; the reported
/// width is the widest line, the height the lines plus line spacings.
public enum FlowMath {
    /// Breaks items of `sizes` into lines no wider than `maxWidth`, appending to `lines`
    /// (which keeps its capacity across calls). O(n), allocation-free once `lines` has grown.
    @inlinable
    public static func breakLines(
        count: Int, maxWidth: Double, spacing: Double, size: (Int) -> Size, into lines: inout [FlowLine]
    ) {
        guard count > 0 else { return }
        var start = 0
        var x = 0.0
        var lineWidth = 0.0
        var lineHeight = 0.0
        for i in 0..<count {
            let s = size(i)
            if i > start {
                let candidateX = x + spacing
                if candidateX + s.width <= maxWidth {
                    x = candidateX
                } else {
                    lines.append(FlowLine(range: start..<i, width: lineWidth, height: lineHeight))
                    start = i
                    x = 0
                    lineHeight = 0
                }
            }
            lineWidth = x + s.width
            x = lineWidth
            lineHeight = Swift.max(lineHeight, s.height)
        }
        lines.append(FlowLine(range: start..<count, width: lineWidth, height: lineHeight))
    }

    /// The size of the lines stacked with `lineSpacing`: the widest line × the lines' heights
    /// plus spacings. O(lines).
    @inlinable
    public static func contentSize(lines: [FlowLine], lineSpacing: Double) -> Size {
        guard !lines.isEmpty else { return .zero }
        var width = 0.0
        var height = 0.0
        for line in lines {
            width = Swift.max(width, line.width)
            height += line.height
        }
        return Size(width: width, height: height + lineSpacing * Double(lines.count - 1))
    }

    /// The frames of items of `sizes` laid out in `bounds` (`maxWidth` for breaking): the pure
    /// function the layout's tests check against hand arithmetic.
    public static func frames(
        sizes: [Size], maxWidth: Double, spacing: Double, lineSpacing: Double,
        alignment: HorizontalAlignment = .leading, itemAlignment: VerticalAlignment = .center
    ) -> (frames: [Rect], size: Size) {
        var lines: [FlowLine] = []
        breakLines(count: sizes.count, maxWidth: maxWidth, spacing: spacing, size: { sizes[$0] }, into: &lines)
        let size = contentSize(lines: lines, lineSpacing: lineSpacing)
        var frames = [Rect](repeating: .zero, count: sizes.count)
        place(lines: lines, in: Rect(origin: .zero, size: size), spacing: spacing, lineSpacing: lineSpacing,
              alignment: alignment, itemAlignment: itemAlignment, size: { sizes[$0] }, emit: { frames[$0] = $1 })
        return (frames, size)
    }

    /// Positions the items of `lines` in `bounds`: each line aligned horizontally by
    /// `alignment` within the bounds' width, each item vertically by `itemAlignment` within
    /// its line. O(n).
    @inlinable
    public static func place(
        lines: [FlowLine], in bounds: Rect, spacing: Double, lineSpacing: Double,
        alignment: HorizontalAlignment, itemAlignment: VerticalAlignment,
        size: (Int) -> Size, emit: (Int, Rect) -> Void
    ) {
        var y = bounds.minY
        let hFraction = alignment.fraction
        let vFraction = itemAlignment.fraction
        for line in lines {
            var x = bounds.minX + (bounds.width - line.width) * hFraction
            for i in line.range {
                let s = size(i)
                emit(i, Rect(x: x, y: y + (line.height - s.height) * vFraction, width: s.width, height: s.height))
                x += s.width + spacing
            }
            y += line.height + lineSpacing
        }
    }
}
