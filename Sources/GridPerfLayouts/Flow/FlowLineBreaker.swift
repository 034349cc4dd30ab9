import GridPerfCore

/// Greedy line breaking, one item at a time: the one engine the flow layout's full pass and its
/// lazy path both drive. An item joins the open line when `x + spacing + width ≤ maxWidth`
/// (equality fits); otherwise it closes that line and starts the next. An item wider than
/// `maxWidth` sits alone on its line.
public struct FlowLineBreaker {
    /// The width lines break against (`.infinity`: never break).
    public var maxWidth: Double
    public var spacing: Double
    @usableFromInline var start = 0
    @usableFromInline var added = 0
    @usableFromInline var x = 0.0
    @usableFromInline var lineWidth = 0.0
    @usableFromInline var lineHeight = 0.0

    public init(maxWidth: Double, spacing: Double) {
        self.maxWidth = maxWidth
        self.spacing = spacing
    }

    /// How many items have been added.
    @inlinable public var next: Int { added }
    /// The first item of the open line (`next` when no line is open).
    @inlinable public var lineStart: Int { start }

    /// Forgets everything from item `index` on: the next item added is `index`, starting a
    /// line. O(1).
    @inlinable
    public mutating func restart(at index: Int) {
        start = index
        added = index
        x = 0
        lineWidth = 0
        lineHeight = 0
    }

    /// Adds the next item, of ideal size `size`. Returns the line it closed when it did not
    /// fit on the open one. O(1).
    @inlinable
    public mutating func add(_ size: Size) -> FlowLine? {
        let i = added
        var closed: FlowLine?
        if i > start {
            let candidateX = x + spacing
            if candidateX + size.width <= maxWidth {
                x = candidateX
            } else {
                closed = FlowLine(range: start..<i, width: lineWidth, height: lineHeight)
                start = i
                x = 0
                lineHeight = 0
            }
        }
        lineWidth = x + size.width
        x = lineWidth
        // `Swift.max` would compile to a compare and three masks; this is one `maxsd`, the same
        // heights but for which zero a tie at ±0 keeps (docs/PERFORMANCE.md#longer-maxsd).
        lineHeight = size.height > lineHeight ? size.height : lineHeight
        added &+= 1  // counts items, which are at most Int.max
        return closed
    }

    /// Closes the open line and returns it; `nil` when no item is waiting. O(1).
    @inlinable
    public mutating func finish() -> FlowLine? {
        guard added > start else { return nil }
        let line = FlowLine(range: start..<added, width: lineWidth, height: lineHeight)
        restart(at: added)
        return line
    }
}
