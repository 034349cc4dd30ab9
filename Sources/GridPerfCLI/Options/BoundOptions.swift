import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// `--timeout SECONDS`: a bound on a command that lays out (``Watchdog``: the whole command, its
/// builds included) and on a `--view`'s evaluation in its child. Shared by `layout`, `run`,
/// `profile`, `check` and `suite` (``BoundedCommand``).
struct BoundOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Stop the command after this many seconds (default 600 for layout, 7200 for the others); also a --view's evaluation in its child (default 120).",
            valueName: "seconds"))
    var timeout: String?

    @Flag(
        name: .customLong("allow-print"),
        help: "Accepted for scripts written when a view's print was an error; prints go to standard error.")
    var allowPrint = false

    /// `--timeout`, checked: a finite number of seconds in (0, 86400]; `nil` when not given.
    func seconds() throws -> Double? { try ViewOption.seconds("--timeout", timeout) }
}

/// A command `--timeout` bounds.
protocol BoundedCommand: InvokedCommand {
    var bound: BoundOptions { get }
}
