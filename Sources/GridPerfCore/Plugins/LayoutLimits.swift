/// Bounds every built-in layout and the command line agree on, checked before allocating.
public enum LayoutLimits {
    /// The most columns a layout takes (`--columns`, a plugin's `columns`, a grid row's spans
    /// added up): the grid's cell tables store columns as `Int32`, and a column costs memory
    /// (a track, a running height) whether or not an item fills it.
    public static let maximumColumns = 100_000
}
