import GridPerfCore

/// A lazy grid's lines in order: rows of items (columns for a `LazyHGrid`), and with sections
/// each section's header and footer as lines of their own. Without sections a line is index
/// arithmetic; with them, a table built once per subview count and tracks per line. The full
/// pass and the lazy path both walk it.
struct GridLines {
    enum Kind: UInt8 { case items, header, footer }

    /// The number of lines.
    private(set) var count = 0
    private(set) var perLine = 1
    private(set) var subviewCount = 0
    private(set) var sectioned = false
    private var built = false
    // With sections, the table.
    private var firsts: [Int] = []
    private var sizes: [Int32] = []
    private var kinds: [Kind] = []
    private var sectionOf: [Int32] = []
    /// Per section, its first and last line (`nil` for an empty section).
    private(set) var sectionLines: [ClosedRange<Int>?] = []

    /// The lines of `n` subviews, `perLine` items per line, grouped as `sections` (`nil`: one
    /// section of items). Keeps the buffers: no allocation once grown; a no-op when nothing
    /// changed. O(lines).
    mutating func rebuild(sections: [SceneSection]?, subviewCount n: Int, perLine: Int) {
        let isSectioned = sections != nil
        if built && n == subviewCount && perLine == self.perLine && isSectioned == sectioned { return }
        built = true
        self.perLine = perLine
        subviewCount = n
        sectioned = isSectioned
        guard let sections else {
            count = Self.lineCount(items: n, perLine: perLine)
            return
        }
        firsts.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        sectionOf.removeAll(keepingCapacity: true)
        sectionLines.removeAll(keepingCapacity: true)
        func add(_ first: Int, _ items: Int, _ kind: Kind, _ section: Int) {
            firsts.append(first)
            sizes.append(Int32(items))
            kinds.append(kind)
            sectionOf.append(Int32(section))
        }
        for (k, section) in sections.enumerated() {
            let start = firsts.count
            if let h = section.header { add(h, 1, .header, k) }
            var first = section.items.lowerBound
            while first < section.items.upperBound {
                let items = Swift.min(perLine, section.items.upperBound - first)
                add(first, items, .items, k)
                first += items
            }
            if let f = section.footer { add(f, 1, .footer, k) }
            sectionLines.append(firsts.count > start ? start...(firsts.count - 1) : nil)
        }
        count = firsts.count
    }

    /// How many lines `items` items fill, `perLine` to a line. O(1).
    @inline(__always)
    static func lineCount(items: Int, perLine: Int) -> Int { items == 0 ? 0 : (items - 1) / perLine + 1 }

    /// Line `line`: its first subview, how many, and what it is. O(1).
    @inline(__always)
    subscript(line: Int) -> (first: Int, items: Int, kind: Kind) {
        if !sectioned {
            // line < count = ⌈subviewCount ÷ perLine⌉, so neither can overflow.
            let first = line &* perLine
            return (first, Swift.min(perLine, subviewCount &- first), .items)
        }
        return (firsts[line], Int(sizes[line]), kinds[line])
    }

    /// Consecutive lines of items of one section: lines `lines` hold subviews `items`,
    /// ``perLine`` to a line in order (the last may hold fewer).
    struct Run {
        var lines: Range<Int>
        var items: Range<Int>
    }

    /// The run of lines of items that starts at line `line`, to the end of its section; `nil`
    /// when `line` is a header or footer. O(1) without sections (every line is in one run);
    /// O(lines in the run) with them.
    func run(from line: Int) -> Run? {
        guard sectioned else { return Run(lines: line..<count, items: line &* perLine..<subviewCount) }
        guard kinds[line] == .items else { return nil }
        var end = line + 1
        while end < count && kinds[end] == .items && sectionOf[end] == sectionOf[line] { end += 1 }
        return Run(lines: line..<end, items: firsts[line]..<(firsts[end - 1] + Int(sizes[end - 1])))
    }

    /// Walks the lines in order: each run of lines of items handed to `run` whole, each header
    /// or footer line to `single` (the full pass's order of measuring and placing). O(runs +
    /// headers and footers), plus ``run(from:)``'s scan with sections.
    @inline(__always)
    func walk(run body: (Run) -> Void, single: (Int) -> Void) {
        var l = 0
        while l < count {
            if let run = run(from: l) {
                body(run)
                l = run.lines.upperBound
            } else {
                single(l)
                l += 1
            }
        }
    }

    /// The section line `line` belongs to (0 without sections). O(1).
    @inline(__always)
    func section(ofLine line: Int) -> Int { sectioned ? Int(sectionOf[line]) : 0 }

    /// The line holding subview `index`. O(1), or O(log lines) with sections.
    func line(ofSubview index: Int) -> Int {
        guard sectioned else { return index / perLine }
        let k = lowerBound(firsts.count, Double(index) + 1) { Double(firsts[$0]) }
        return Swift.max(0, k - 1)
    }
}
