import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// A command that takes a user's SwiftUI code (``SourceOptions``: `--source`, `--view`, `--app`).
/// ArgumentParser parses every option; then, before the command runs, ``SourcePreparation``
/// builds the files, registers their layouts and evaluates the view or previews into scene files,
/// reading the command's own options as ``SourceInputs`` and giving back a ``PreparedSource``
/// that ``adopt(_:)`` puts in them (the scenes as `--spec` files, the file's layout as `--layout`).
protocol SourceCommand: InvokedCommand {
    /// The user-code options as parsed.
    var source: SourceOptions { get }
    /// The command's own options the preparation reads.
    var sourceInputs: SourceInputs { get }
    /// Puts what the preparation made into the command's options.
    mutating func adopt(_ prepared: PreparedSource) throws
}

/// What ``SourcePreparation`` reads of a command's own options: each as given on the command line,
/// `nil` when it was not (a default is not "given").
struct SourceInputs {
    /// The command's name (`run`), for messages and for what each command takes.
    var command: String
    /// `--layout`: picks the file's type when it declares several.
    var layout: String? = nil
    /// Whether `--spec` was given (a view is the scene: both is an error).
    var spec = false
    /// `--items`, `--width`, `--height`: the view's counts and window.
    var items: String? = nil
    var width: String? = nil
    var height: String? = nil
    /// `--iterations`: the changes `--update` runs (`check`, `run`).
    var iterations: String? = nil
    /// `--scenario` (`run`).
    var scenario: String? = nil
    /// Whether `--viewport` was given (`run`).
    var viewport = false
    /// `--quiet`.
    var quiet = false
    /// The suite file whose sources and views are built first (`suite FILE`, `compare --suite FILE`).
    var suite: String? = nil
}

/// What ``SourcePreparation`` made for a command.
struct PreparedSource {
    /// The file's layout type, when the command named none and reads no scene (`run`, `check`,
    /// `profile`): the command runs it as `--layout`.
    var layout: String?
    /// Whether `--layout` only picked the file's type (`layout` takes its layout from the scene).
    var layoutPicked = false
    /// The scene files the view or the previews were evaluated into, in order, each with the name a
    /// playground preset is listed under (an app's preview), if any.
    var scenes: [(path: String, name: String?)] = []
    /// Whether the view took `--items` (its counts): the command then has none.
    var consumedItems = false
    /// Whether the view or the previews took `--width` and `--height` (their window): the command
    /// then has none.
    var consumedWindow = false
    /// `run --update`: the update scenario.
    var updateScenario = false
    /// `run --view` without `--viewport`: the view's window, `WxH`.
    var viewport: String?

    /// The scene files alone.
    var specs: [String] { scenes.map(\.path) }
}
