import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// `--items`, `--width` and `--height` for a command that has none of its own (`layout`, `check`,
/// `serve`): they go with `--view` (its counts and window) or `--app` (the previews' window),
/// which take them (``PreparedSource``); one left once those are done came without a view, and is
/// refused, never ignored.
struct ViewWindowOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("With --view: the count $items stands for.", valueName: "n"))
    var items: String?
    @Option(
        name: .long,
        help: ArgumentHelp("With --view or --app: the window's width (390 unless given).", valueName: "points"))
    var width: String?
    @Option(
        name: .long,
        help: ArgumentHelp("With --view or --app: the window's height (844 unless given).", valueName: "points"))
    var height: String?

    /// Drops what the view or the previews took.
    mutating func adopt(_ prepared: PreparedSource) {
        if prepared.consumedItems { items = nil }
        if prepared.consumedWindow { (width, height) = (nil, nil) }
    }

    /// An error naming the first of the options no view took.
    func checkNoneLeft() throws {
        if items != nil { throw GridPerfError("--items: only with --view (the count $items stands for)") }
        for (flag, value) in [("--width", width), ("--height", height)] where value != nil {
            throw GridPerfError("\(flag): only with --view or --app (the window's size)")
        }
    }
}

/// `--height` for a command whose `--items` and `--width` are its own (`run`, `profile`): with
/// `--view` or `--app`, the window's height, which they take; one left once they are done came
/// without a view, and is refused.
struct ViewHeightOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --view or --app: the window's height (844 unless given; its width is --width's, 390 unless given).",
            valueName: "points"))
    var height: String?

    /// Drops the height the view or the previews took.
    mutating func adopt(_ prepared: PreparedSource) {
        if prepared.consumedWindow { height = nil }
    }

    /// An error when no view took the height.
    func checkNoneLeft() throws {
        if height != nil { throw GridPerfError("--height: only with --view or --app (the window's height)") }
    }
}
