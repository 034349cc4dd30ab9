/// The widths a run gives a scene's root, one a pass, to measure the relayout after a change of
/// the container's size (a rotation, a split view, a window resized live): the whole tree laid
/// out again at a width it was not laid out at just before.
///
/// Twelve widths from 75% to 130% of the case's width in steps of 5%, in whole points, so that
/// every pass of the cycle proposes a width the pass before did not: no container can answer a
/// pass from the proposal it was last given, and twelve is more than the nine proposals a view
/// container remembers (docs/PERFORMANCE.md#width-cycle). A cycle is measured whole, so that the
/// counts of a width change are the same however many cycles the time allowed.
public enum WidthCycle {
    /// The percentages of the case's width, in the order the cycle proposes them.
    public static let percentages: [Double] = (0..<12).map { 75 + 5 * Double($0) }

    /// The cycle's widths around `width`: `width × p / 100` rounded to whole points (halves away
    /// from zero), at least 1 point each.
    /// - Complexity: O(1) (twelve widths).
    public static func widths(around width: Double) -> [Double] {
        percentages.map { Swift.max(1, (width * $0 / 100).rounded()) }
    }

    /// Whole cycles for about `passes` passes: at least one.
    public static func cycles(forPasses passes: Int) -> Int {
        Swift.max(1, (passes + percentages.count - 1) / percentages.count)
    }
}
