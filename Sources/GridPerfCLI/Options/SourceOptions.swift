import ArgumentParser
import GridPerfCore

/// The options that bring a user's SwiftUI code to a command (`--source`, `--view`, `--app` and
/// what goes with them), shared by every command that takes it (`@OptionGroup`). What they build
/// and evaluate is given to the command's own options before it runs (``SourceCommand``,
/// ``SourcePreparation``).
struct SourceOptions: ParsableArguments {
    @Option(
        name: .customLong("source"),
        help: ArgumentHelp(
            "A Swift file written for SwiftUI (a Layout, views), built against gridperf's SwiftUI and registered; repeat for files compiled together. Several Layout types: pick one with --layout TypeName.",
            valueName: "file.swift"))
    var source: [String] = []

    @Option(
        name: .customLong("init"),
        help: ArgumentHelp("The expression that makes the --source layout.", valueName: "'FlowLayout(spacing: 4)'"))
    var initializer: String?

    @Option(
        name: .customLong("view"),
        help: ArgumentHelp(
            "With --source: the root view to lay out, run or check; $items is replaced by each --items count (layout, run, profile, check).",
            valueName: "'Grid(films: .samples(count: $items))'"))
    var view: String?

    @Option(
        name: .customLong("assets"),
        help: ArgumentHelp(
            "With --view: the app's asset catalog, whose image sets size Image(\"name\") (pixels ÷ scale; else 20 × 20).",
            valueName: "Assets.xcassets"))
    var assets: String?

    @Option(
        name: .customLong("update"),
        help: ArgumentHelp(
            "With --view: the state change each step makes, in Swift; $step is the step's index, $items the count. run: the update scenario (bodies run and why, by SwiftUI's update model); profile: one change; check: each change against a fresh layout, and no stale view; serve: a change at a time in the playground.",
            valueName: "'store.films[$step % $items].isFavorite.toggle()'"))
    var update: String?

    @Option(
        name: .customLong("setup"),
        help: ArgumentHelp(
            "With --update: Swift statements run before the view is made, naming what the view and the update share.",
            valueName: "'let store = Store(count: $items)'"))
    var setup: String?

    @Option(
        name: .customLong("app"),
        help: ArgumentHelp(
            "An app target's folder, compiled as Xcode compiles it (its Swift files, asset catalogs' generated symbols, resources through Bundle.main); its #Previews and PreviewProviders are the cases (run: all of them; the others: --preview). `gridperf previews --app DIR` lists them.",
            valueName: "MyApp/"))
    var app: String?

    @Option(
        name: .customLong("preview"),
        help: ArgumentHelp(
            "With --app: the preview to lay out, run or check, by name (#Preview(\"Name\")), label (File.swift: Name) or File.swift:line.",
            valueName: "Name"))
    var preview: String?

    @Option(
        name: .customLong("animate-to"),
        help: ArgumentHelp(
            "With --source: the expression that makes the layout after an animated change (run plays the frames at --fps).",
            valueName: "'RadialLayout(angle: 90)'"))
    var animateTo: String?

    @Option(
        name: .customLong("animation"),
        help: ArgumentHelp(
            "With --animate-to: the change's animation, in Swift (default .default).",
            valueName: "'.spring(duration: 0.4)'"))
    var animation: String?

    /// Whether these options bring user code to the command (``Worker``: it then runs whole in a worker).
    var bringUserCode: Bool { !source.isEmpty || view != nil || app != nil }

    /// The user code these options name, for a one-line report of its crash: the view, the
    /// preview, the app, the file.
    var what: String? {
        if let view {
            // The glue file holds the update's statements: name them so, as the view's child did.
            let changes = update != nil ? " or its --setup/--update" : ""
            return "--view `\(GridPerfError.quoted(view, limit: 120))`\(changes)"
        }
        if let preview { return "preview \(GridPerfError.quoted(preview, limit: 120))" }
        if let app { return "--app \(app)" }
        if let source = source.first { return "--source \(source)" }
        return nil
    }
}
