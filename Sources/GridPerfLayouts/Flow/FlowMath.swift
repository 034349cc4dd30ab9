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
    /// Breaks items of `sizes` into lines no wider than `maxWidth` with a ``FlowLineBreaker``,
    /// into `lines`, replacing what it held (its capacity kept across calls). O(n),
    /// allocation-free once `lines` has grown.
    ///
    /// The lines overwrite the old ones in place, through a pointer; only lines beyond the old
    /// count are appended (a pass breaking as many lines as the last appends none): appending
    /// each line paid a call checking that `lines` is uniquely referenced
    /// (docs/PERFORMANCE.md#flow-lines-in-place).
    @inlinable
    public static func breakLines(
        count: Int, maxWidth: Double, spacing: Double, size: (Int) -> Size, into lines: inout [FlowLine]
    ) {
        var breaker = FlowLineBreaker(maxWidth: maxWidth, spacing: spacing)
        var used = 0
        var overflow: [FlowLine] = []
        lines.withUnsafeMutableBufferPointer { old in
            for i in 0..<count {
                if let line = breaker.add(size(i)) {
                    if used < old.count { old[used] = line } else { overflow.append(line) }
                    used &+= 1
                }
            }
            if let line = breaker.finish() {
                if used < old.count { old[used] = line } else { overflow.append(line) }
                used &+= 1
            }
        }
        if used < lines.count { lines.removeSubrange(used...) } else { lines.append(contentsOf: overflow) }
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
        place(
            lines: lines, in: Rect(origin: .zero, size: size), spacing: spacing, lineSpacing: lineSpacing,
            alignment: alignment, itemAlignment: itemAlignment
        ) { i, position in
            let s = sizes[i]
            let origin = position(s)
            frames[i] = Rect(x: origin.x, y: origin.y, width: s.width, height: s.height)
            return s
        }
        return (frames, size)
    }

    /// Positions the items of `lines` in `bounds`: each line aligned horizontally by
    /// `alignment` within the bounds' width, each item vertically by `itemAlignment` within
    /// its line. `place(i, position)` puts item i where `position` says for its size, and
    /// returns that size (`LayoutSubview/place(proposal:at:)` does exactly that). O(n).
    @inlinable
    public static func place(
        lines: [FlowLine], in bounds: Rect, spacing: Double, lineSpacing: Double,
        alignment: HorizontalAlignment, itemAlignment: VerticalAlignment,
        place: (Int, (Size) -> Point) -> Size
    ) {
        var y = bounds.minY
        // Through a buffer pointer: iterating the array checked each line's index against its count.
        lines.withUnsafeBufferPointer { lines in
            for line in lines {
                self.place(
                    line: line, top: y, minX: bounds.minX, width: bounds.width, spacing: spacing,
                    alignment: alignment, itemAlignment: itemAlignment, place: place)
                y += line.height + lineSpacing
            }
        }
    }

    /// Positions the items of one line whose top is at `top`: the line aligned by `alignment`
    /// within `width` from `minX`, each item by `itemAlignment` within the line's height
    /// (`place` as in ``place(lines:in:spacing:lineSpacing:alignment:itemAlignment:place:)``).
    /// The full pass places every line with it, the lazy path the lines in view. O(items in line).
    @inlinable
    public static func place(
        line: FlowLine, top: Double, minX: Double, width: Double, spacing: Double,
        alignment: HorizontalAlignment, itemAlignment: VerticalAlignment,
        place: (Int, (Size) -> Point) -> Size
    ) {
        let vFraction = itemAlignment.fraction
        var x = minX + (width - line.width) * alignment.fraction
        for i in line.range {
            let left = x
            let s = place(i) { s in Point(x: left, y: top + (line.height - s.height) * vFraction) }
            x += s.width + spacing
        }
    }
}
