import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode
import SwiftUI

/// `--source Files.swift --view EXPR [--items N,M] [--width W] [--height H]`: the view is
/// evaluated (outside every timed pass) into one scene per item count (`$items` in EXPR), in a
/// window of W × H points (default 390 × 844, an iPhone's portrait screen), and the command reads
/// those scenes as `--spec` files (``PreparedSource``).
package enum ViewOption {
    static let defaultWidth = 390.0
    static let defaultHeight = 844.0
    /// The changes `--update` runs unless `--iterations` says (`run`, `check`).
    package static let defaultChanges = 100

    /// Evaluates `view` (built into `library`) into a scene file per count of the command's
    /// `--items`, in the window of its `--width` and `--height`; the files are the command's scenes.
    static func prepare(
        _ view: String, library: String, update: String? = nil, setup: String? = nil, inputs: SourceInputs,
        invocation: inout Invocation
    ) throws -> PreparedSource {
        // `$items` may be in the setup that makes what the view shows.
        let takesCount = (view + (setup ?? "")).contains(SourceBuild.itemsPlaceholder)
        let command = inputs.command
        var prepared = PreparedSource()
        (prepared.consumedItems, prepared.consumedWindow) = (true, true)
        // SourceOption checked the command and the scenario.
        prepared.updateScenario = update != nil && command == "run" && inputs.scenario == nil
        guard ["layout", "run", "profile", "check", "serve"].contains(command) else {
            throw GridPerfError("--view: for layout, run, profile, check and serve (got '\(command)')")
        }
        if inputs.spec { throw GridPerfError("--view: the view is the scene; leave out --spec") }
        let width = try number("--width", inputs.width) ?? defaultWidth
        let height = try number("--height", inputs.height) ?? defaultHeight
        let timeout = invocation.timeout ?? ViewChild.defaultSeconds
        var counts = [1]
        if let items = inputs.items {
            guard takesCount else {
                throw GridPerfError(
                    "--items: the view takes no item count; write $items where the count goes (--view 'Grid(films: .samples(count: $items))')"
                )
            }
            counts = try CountList.parse(items, option: "--items")
        } else if takesCount {
            throw GridPerfError("--view: the view says $items: give --items N (or a sweep, 1000,10000)")
        }
        if command != "run", counts.count > 1 {
            throw GridPerfError("--items: \(command) lays out one scene; give one count")
        }
        // The playground sends the scene to a page and back: its lazy ForEachs evaluated.
        let scenes = try sceneFiles(
            view, library: library, counts: counts, width: width, height: height, what: "--items",
            eager: command == "serve", timeout: timeout, update: update, setup: setup, whole: command == "check",
            changes: inputs.iterations.flatMap { Int($0) }.map { Swift.max(1, $0) } ?? defaultChanges,
            invocation: &invocation)
        prepared.scenes = counts.map { (path: scenes[$0]!, name: nil) }
        // A scroll through the view looks through its window, unless told otherwise.
        if command == "run", !inputs.viewport {
            prepared.viewport = "\(formatPoints(width))x\(formatPoints(height))"
        }
        return prepared
    }

    /// The changes `check --update` runs: `--iterations` as given (`text`), or ``defaultChanges``.
    /// They run in-process after a bounded child rehearsed as many (``ViewChild``): 1 to 1,000.
    static func checkChanges(_ text: String?) throws -> Int {
        guard let text else { return defaultChanges }
        guard let changes = Int(text) else {
            throw GridPerfError("--iterations: the changes check runs, 1 to 1000; got '\(GridPerfError.quoted(text))'")
        }
        guard (1...1_000).contains(changes) else {
            throw GridPerfError("--iterations: the changes check runs, 1 to 1000; got \(changes)")
        }
        return changes
    }

    /// `text`, the value of `flag`: points, a finite number in (0, 1000000]; `nil` when not given.
    static func number(_ flag: String, _ text: String?) throws -> Double? {
        try positive(flag, text, most: 1e6, unit: "points")
    }

    /// `text`, the value of `flag`: seconds, a finite number in (0, 86400]; `nil` when not given.
    static func seconds(_ flag: String, _ text: String?) throws -> Double? {
        try positive(flag, text, most: 86_400, unit: "seconds")
    }

    /// `text`, the value of `flag`, a finite number in (0, `most`]; an error names it as a number
    /// of `unit`.
    private static func positive(_ flag: String, _ text: String?, most: Double, unit: String) throws -> Double? {
        guard let text else { return nil }
        guard let v = Double(text), v.isFinite, v > 0, v <= most else {
            throw GridPerfError(
                "\(flag): must be a number of \(unit) greater than 0 and at most \(formatNumber(most)), got '\(GridPerfError.quoted(text))'"
            )
        }
        return v
    }

    /// `view` (built into `library`) evaluated for each count into a scene file beside the
    /// library, the custom layouts it uses registered, and its lazy `ForEach`s (their elements
    /// made as the run realises them; `eager`: evaluated into the file); the files by count.
    /// `what` names the counts in errors. With `rehearse` (outside a worker, or one of several
    /// previews in one), each count's view is first evaluated and laid out in a bounded child
    /// (``ViewChild``, `timeout` seconds), then here, with anything its code prints
    /// sent to standard error. With `update`, the child lays the scene out whole only when `whole`
    /// says (`check` does; a run's update case shows its window alone).
    static func sceneFiles(
        _ view: String, library: String, counts: [Int], width: Double, height: Double, what: String,
        eager: Bool = false, timeout: Double = ViewChild.defaultSeconds, update: String? = nil, setup: String? = nil,
        whole: Bool = false, changes: Int = 100, name: String? = nil, label: String? = nil,
        rehearse: Bool = !Worker.isWorker, invocation: inout Invocation
    ) throws -> [Int: String] {
        let folder = URL(fileURLWithPath: library).deletingLastPathComponent().path
        let name = name ?? SourceBuild.rootName(of: view) ?? "view"
        var files: [Int: String] = [:]
        for count in counts {
            try ResourceLimits.checkItems(count, what: what)
            Watchdog.doing(
                "evaluating \(label ?? "the view `\(view)`") (an endless loop in a body, an init or a layout?)")
            // In a worker the command itself is the bounded child: the view runs once (issue 68),
            // unless one of several (an app's previews) must not end the others.
            if rehearse,
                try ViewChild.check(
                    view: view, library: library, items: count, width: width, height: height, seconds: timeout,
                    updates: update == nil ? 0 : Swift.min(changes, 1_000),
                    windowOnly: !whole, label: label)
            {
                // `print` in the user's module writes to standard error (SourceBuild); this came
                // from writing to standard output another way, while the scene was laid out.
                FileHandle.standardError.write(
                    Data(
                        "warning: \(label ?? "--view `\(view)`"): its code writes to standard output other than with print (while its scene is laid out); that reaches gridperf's output\n"
                            .utf8))
            }
            let scene: ViewScene
            do {
                scene = try ViewEvaluation.scene(library: library, items: count, width: width, height: height)
            } catch let error as GridPerfError where Worker.isWorker {
                // As the child named it: the view first (in a worker, the view's evaluation is here).
                let what = label ?? "--view `\(view)`"
                throw error.message.hasPrefix(what) ? error : error.prefixed(what)
            }
            let path = try ViewEvaluation.write(
                scene, folder: folder, name: name, items: count,
                counted: (view + (setup ?? "")).contains(SourceBuild.itemsPlaceholder), width: width, height: height,
                eager: eager)
            try register(
                scene,
                Invocation.ViewLayouts(
                    library: library, items: count, width: width, height: height, scene: path,
                    updates: update != nil),
                invocation: &invocation, update: update)
            files[count] = path
        }
        return files
    }

    /// Registers the layouts and lazy `ForEach`s of `entry`'s view (`--view-scene`, in a child
    /// gridperf): the view evaluated again, as its parent did, so that the names are the same.
    static func registerLayouts(of entry: Invocation.ViewLayouts, invocation: inout Invocation) throws {
        try ResourceLimits.checkItems(entry.items, what: "--view-scene")
        let scene = try ViewEvaluation.scene(
            library: entry.library, items: entry.items, width: entry.width, height: entry.height)
        try register(scene, entry, invocation: &invocation)
    }

    /// Registers the custom layouts of `scene` (a view evaluated as `entry` says) and its lazy
    /// `ForEach`s (by the file `entry` names), and remembers `entry` for a child gridperf when
    /// there are any.
    /// With `update` (the entry's library built with `--update`), the view ready to change is
    /// registered for the scene file too.
    private static func register(
        _ scene: ViewScene, _ entry: Invocation.ViewLayouts, invocation: inout Invocation, update: String? = nil
    ) throws {
        try invocation.registry.registerUnknown(scene.layouts)
        invocation.registry.register(lazyViews: scene.lazyViews, scene: entry.scene)
        if entry.updates {
            let (library, items, width, height) = (entry.library, entry.items, entry.width, entry.height)
            invocation.registry.register(
                updates: ViewUpdatesSource(update: update ?? "--update") {
                    try ViewEvaluation.updates(library: library, items: items, width: width, height: height)
                }, scene: entry.scene)
        }
        if !scene.layouts.isEmpty || !scene.lazyViews.isEmpty || entry.updates, !invocation.viewLayouts.contains(entry)
        {
            invocation.viewLayouts.append(entry)
        }
    }

    /// A suite's view entries (``Suite/viewEntries(path:)``): each entry's files built with its
    /// view, the view evaluated for each count into a scene file, kept in the invocation for
    /// `Suite.load`.
    static func evaluateSuiteViews(_ suite: String, invocation: inout Invocation, quiet: Bool) throws {
        for entry in try Suite.viewEntries(path: suite) {
            if let app = entry.app, let query = entry.preview {
                invocation.suiteViewScenes[entry.index] = try AppOption.suiteScenes(
                    app: app, preview: query, width: entry.width, height: entry.height,
                    what: "\(suite): matrix[\(entry.index)]", invocation: &invocation, quiet: quiet)
                continue
            }
            var build = try SourceBuild(paths: entry.files, view: entry.view)
            if let update = entry.update { try build.setUpdates(update: update, setup: entry.setup) }
            try SourceOption.register(build, invocation: &invocation, quiet: quiet)
            let scenes = try sceneFiles(
                entry.view, library: invocation.pluginPaths.last!, counts: entry.counts,
                width: entry.width ?? defaultWidth, height: entry.height ?? defaultHeight,
                what: "\(suite): matrix[\(entry.index)].items", update: entry.update, setup: entry.setup,
                invocation: &invocation)
            invocation.suiteViewScenes[entry.index] = scenes
        }
    }
}
