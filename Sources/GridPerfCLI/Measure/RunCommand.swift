import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode
import GridPerfReports
import SwiftUI

/// `gridperf run --layout NAME --items N`: measures a layout and writes CSV, Markdown and JSON
/// reports under `reports/<run-id>/`.
struct RunCommand: SourceCommand, BoundedCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Benchmark a layout: time each pass, count allocations and cache hits, write reports.",
        discussion: """
            Each pass is a full layout (sizeThatFits, then placeSubviews in the reported bounds). \
            Several item counts (--items 1000,10000,50000) run as one sweep into one report.
            Item models: fixed:WxH, flexible:A-B (default flexible:50-300), heavy:A-B, text:A-B, aspect:A-B, mix.
            """)

    @ParentCommand var root: GridPerfCommand

    @OptionGroup(title: "SwiftUI files") var source: SourceOptions

    @OptionGroup var window: ViewHeightOption

    @Option(name: .long, help: "The layout to run (see `gridperf list`), or a --source file's Layout type by name.")
    var layout: String?

    @Option(name: .long, parsing: .unconditional, help: "Item count, or a comma-separated sweep (1000,10000,50000).")
    var items: Checked<CountList>?

    @Option(
        name: .long,
        help:
            "Benchmark this scene file (docs/SPEC-FORMAT.md: its layout, parameters, proposal and views) instead of --layout and --items; several: one case each."
    )
    var spec: [String] = []

    @Option(
        name: .customLong("item-template"),
        help:
            "Each item is a copy of the view in this file (one item of a scene, e.g. a card: a vstack of an image and texts; docs/SPEC-FORMAT.md)."
    )
    var itemTemplate: String?

    @OptionGroup var workload: WorkloadOptions

    @Option(
        name: .long, help: "full: timed layout passes; the others: steps of a scroll view (docs/GETTING-STARTED.md).")
    var scenario = Choice(Scenario.full)

    @Option(name: .long, help: "The scroll view's size for scroll scenarios, WxH (its width is the container's).")
    var viewport = Checked<Verbatim>(default: Scenario.defaultViewportText)

    @Option(
        name: .long, parsing: .unconditional,
        help: "Scroll distance per step (default: an eighth of the viewport's height).")
    var step: Checked<Positive>?

    @Option(
        name: .long, parsing: .unconditional,
        help: "Scroll scenarios: also realise this far beyond the viewport on each side.")
    var prefetch: Checked<NonNegative>?

    @Option(
        name: .customLong("section-size"), parsing: .unconditional,
        help:
            "Lazy grids: group the items in sections of this many, each with a 40-point header (pin them with --param 'pinnedViews=[\"sectionHeaders\"]')."
    )
    var sectionSize: Checked<Count>?

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "A --source layout given --animate-to: play its animated change at this many frames a second (default 60; 120 for ProMotion)."
    )
    var fps: Checked<Count>?

    @Option(name: .long, parsing: .unconditional, help: "Measured passes at most.")
    var iterations: Checked<Count> = "100"

    @Option(name: .long, parsing: .unconditional, help: "Unmeasured warm-up passes.")
    var warmup: Checked<CountOrZero> = "5"

    @Option(
        name: .customLong("warmup-time"), parsing: .unconditional, help: "Warm up for at least this many seconds too.")
    var warmupTime: Checked<NonNegative> = "0.25"

    @Option(
        name: .long, parsing: .unconditional,
        help: "Measure each case in this many rounds (iterations and max time are shared).")
    var rounds: Checked<Count> = "3"

    @Option(
        name: .customLong("max-time"), parsing: .unconditional, help: "Stop measuring a case after this many seconds.")
    var maxTime: Checked<Positive> = "10"

    @Option(name: .long, help: "Directory for reports (a run writes <output>/<run-id>/).")
    var output: String = "reports"

    @Option(name: .long, help: "Report files to write: a comma-separated list.")
    var format = ChoiceList(ReportFormat.allCases)

    @Flag(name: .customLong("no-measure-cache"), help: "Turn the per-subview measurement cache off.")
    var noMeasureCache = false

    @Flag(
        name: .long,
        help:
            "Also count each case's instructions and simulated cache misses per pass under valgrind's callgrind (exact; about 50× slower, few passes)."
    )
    var instructions = false

    @Flag(name: .customLong("allow-debug"), help: "Benchmark even though this is a debug build.")
    var allowDebug = false

    @OptionGroup var historyOptions: HistoryOptions

    @Flag(name: .long, help: "No progress line.")
    var quiet = false

    @OptionGroup(title: "Bounds") var bound: BoundOptions

    var sourceInputs: SourceInputs {
        SourceInputs(
            command: "run", layout: layout, spec: !spec.isEmpty, items: items?.text, width: workload.width.givenText,
            height: window.height, iterations: iterations.givenText, scenario: scenario.given ? scenario.text : nil,
            viewport: viewport.given, quiet: quiet)
    }

    mutating func adopt(_ prepared: PreparedSource) throws {
        if let layout = prepared.layout { self.layout = layout }
        spec = prepared.specs + spec
        if prepared.consumedItems { items = nil }
        window.adopt(prepared)
        workload.adopt(prepared)
        if prepared.updateScenario { scenario = Choice(argument: Scenario.update.rawValue) }
        if let viewport = prepared.viewport { self.viewport = Checked(argument: viewport) }
    }

    func run(_ invocation: Invocation) throws {
        try checkWhatToRun()
        let counts = try items?.value("--items") ?? []
        let containerWidth = try workload.width.value("--width")
        let options = RunOptions(
            iterations: try iterations.value("--iterations"),
            warmup: try warmup.value("--warmup"),
            warmupTime: try warmupTime.value("--warmup-time"),
            rounds: try rounds.value("--rounds"),
            maxTime: try maxTime.value("--max-time"),
            measurementCache: !noMeasureCache, instructions: instructions)
        let formats = try format.value("--format")
        let distribution = try workload.distribution()

        let registry = invocation.registry
        let scenes = try spec.map { try Workload.scene(path: $0, registry: registry) }
        let scene = scenes.first
        let layout = scene?.layout ?? self.layout!
        let plugin = try registry.plugin(named: layout)
        let parameters = try scene?.parameters ?? workload.parameters(for: plugin)
        // Bad parameters fail before any work.
        if scene == nil { _ = try registry.makeLayout(named: layout, parameters: parameters) }

        let scenario = try self.scenario.value("--scenario")
        var size: Size?, stepLength: Double?
        if scenario != .full {
            guard let parsed = Scenario.parseViewport(viewport.text) else {
                throw GridPerfError(
                    "--viewport: expected WxH with positive numbers, got '\(GridPerfError.quoted(viewport.text))'")
            }
            size = parsed
            stepLength = try step?.value("--step") ?? parsed.height / 8
        }
        let sections = try sectionSize?.value("--section-size")
        let margin = try prefetch?.value("--prefetch")
        var workloads = counts.map { count in
            invocation.registry.label(
                Workload(
                    layout: layout, parameters: parameters, width: size?.width ?? containerWidth, count: count,
                    itemsModel: distribution, seed: workload.seed, scenario: scenario, viewport: size, step: stepLength,
                    sectionSize: sections, prefetch: margin))
        }
        if let itemTemplate {
            let path = URL(fileURLWithPath: itemTemplate).standardizedFileURL.path
            let data = try InputFile.read(path)
            _ = try Workload.readTemplate(data, path: itemTemplate, layout: layout, registry: registry)
            let digest = Workload.digest(ofScene: data)
            for k in workloads.indices {
                workloads[k].template = path
                workloads[k].templateDigest = digest
            }
        }
        if !scenes.isEmpty {
            workloads = scenes.map { s in
                var scene = s
                scene.scenario = scenario
                scene.viewport = size
                scene.step = stepLength
                scene.prefetch = margin
                if let size { scene.width = size.width; scene.height = nil; scene.unspecifiedWidth = nil }
                return registry.label(scene)
            }
        }
        if let fps {
            let rate = try fps.value("--fps")
            // A layout's animated change, or a view's state changes (whose animated ones play
            // their frames at this rate).
            let changes = workloads.contains { w in w.spec.map { registry.updates(scene: $0) != nil } ?? false }
            guard registry.animation(ofLayout: layout) != nil || changes else {
                throw GridPerfError(
                    "--fps: only for an animated change (--source File.swift --init 'A' --animate-to 'B', or a --view's --update)"
                )
            }
            let rates = SwiftUI.Animation.framesPerSecond
            guard rates.contains(rate) else {
                throw GridPerfError("--fps: must be \(rates.lowerBound) to \(rates.upperBound), got \(rate)")
            }
            for k in workloads.indices { workloads[k].fps = rate }
        }
        for w in workloads { try ResourceLimits.checkItems(w.count, what: "--items") }
        // Every option is checked: only now is anything created.
        try refuseDebugBuild(unless: allowDebug)
        let historyPath = try historyOptions.path(defaultFolder: output)
        try ReportWriter.prepare(root: output)
        let report = try runWorkloads(workloads, options: options, quiet: quiet, invocation: invocation)
        print(report.terminalSummary)
        for c in report.cases where c.treeFindings != nil {
            // A tree scene: what nesting cost in one pass.
            print("\n\(c.workload.label), one pass of the tree:")
            for line in c.treeFindings ?? [] { print("  \(line)") }
        }
        for c in report.cases {
            // A state change (--update): the cause-and-effect table; an animated change, its findings.
            let causes = (c.updateCauses ?? []) + (c.animationFindings ?? [])
            guard !causes.isEmpty else { continue }
            print("\n\(c.workload.label):")
            for line in causes { print("  \(line)") }
        }
        if DynamicPlugins.isFromLibrary(plugin) {
            // A layout from outside (--source, --plugin): what its subviews were asked.
            print("")
            for line in SubviewFindings.lines(for: report) { print(line) }
        }
        let dir = try ReportWriter.write(
            report, formats: formats, root: output,
            thumbnails: formats.contains(.html) ? report.thumbnails(registry: invocation.registry) : [:])
        print("\nreports written to \(dir)/ (\(formats.map(\.fileName).joined(separator: ", ")))")
        try HistoryOptions.record([report], source: "run", reportDirectory: dir, path: historyPath)
    }

    /// Either a scene file, alone, or a layout with item counts.
    private func checkWhatToRun() throws {
        try window.checkNoneLeft()
        if let spec = spec.first {
            let given = [
                layout.map { _ in "--layout" }, items.map { _ in "--items" }, workload.columns.map { _ in "--columns" },
                workload.params.isEmpty ? nil : "--param", sectionSize.map { _ in "--section-size" },
                itemTemplate.map { _ in "--item-template" },
            ].compactMap { $0 }
            guard given.isEmpty else {
                throw GridPerfError(
                    "--spec \(spec): the scene names its layout, parameters and views; leave out \(given.joined(separator: ", "))"
                )
            }
        } else {
            guard layout != nil else { throw GridPerfError("run: give --layout (with --items), or --spec FILE") }
            if itemTemplate != nil, sectionSize != nil {
                throw GridPerfError("--item-template: the items are copies of one view; leave out --section-size")
            }
            guard items != nil else {
                throw GridPerfError("--items: required with --layout (a count, or a sweep such as 1000,10000)")
            }
        }
    }
}
