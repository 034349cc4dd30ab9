import ArgumentParser

/// `--source`, `--init`, `--view` and `--assets` as `--help` shows them. ``SourceOption`` reads them before
/// ArgumentParser parses the command (a `--source` build registers the layouts the command's own
/// options then name), so these fields are never set.
struct SourceHelpOptions: ParsableArguments {
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
}
