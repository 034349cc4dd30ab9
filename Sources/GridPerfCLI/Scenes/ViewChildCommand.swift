import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfUserCode

/// `gridperf _view-child --library L --items N --width W --height H --done FILE`: the view of a
/// `--view` library evaluated and its scene laid out once (with `--updates N --window-only`: shown
/// through its window and changed N times, as a run's update case does), in a child gridperf bounded in time
/// and memory (``ViewChild``), before the parent runs the same code: a trap, an `exit`, an
/// endless loop or runaway memory in the user's views or layouts ends this process, not the
/// command. Writes "ok" to FILE at the end; prints nothing itself. Not for people: hidden.
struct ViewChildCommand: InvokedCommand {
    @ParentCommand var root: GridPerfCommand

    static let configuration = CommandConfiguration(
        commandName: "_view-child", abstract: "Internal: a --view evaluated and laid out in a bounded child.",
        shouldDisplay: false)

    @Option(name: .long, help: "The --view library.")
    var library: String
    @Option(name: .long, help: "The item count ($items).")
    var items: Int
    @Option(name: .long, help: "The window's width.")
    var width: Double
    @Option(name: .long, help: "The window's height, or nil.")
    var height: String
    @Option(name: .long, help: "Where to write \"ok\" once done.")
    var done: String
    @Option(name: .long, help: "With an --update library: the changes to make and lay out too.")
    var updates: Int = 0
    @Flag(name: .long, help: "With --updates: only the window's showings, as a run's update case makes them.")
    var windowOnly = false

    func run(_ invocation: Invocation) throws {
        // Ends with its parent (GridPerf.main): a parent stopped by its own --timeout leaves no
        // child spinning.
        var registry = invocation.registry
        let height = height == "nil" ? nil : Double(height)
        let scene = try ViewEvaluation.scene(library: library, items: items, width: width, height: height)
        try registry.registerUnknown(scene.layouts)
        let name = "/view-child-\(items).json"
        registry.register(lazyViews: scene.lazyViews, scene: name)
        if !(windowOnly && updates > 0) {
            // A run's update case never lays the scene out whole (Workload.scene): its window is the rehearsal.
            let spec = try LayoutSpec.parse(scene.json, source: name, registry: registry)
            _ = try LayoutResult.compute(spec, registry: registry)
        }
        if updates > 0 {
            // The user's setup and changes, as the run will make them.
            let box = try ViewEvaluation.updates(library: library, items: items, width: width, height: height)
            let screen = UpdateScreen(
                registry: registry, path: name,
                viewport: Size(width: width, height: height ?? Scenario.defaultViewport.height))
            _ = try screen.show(box.updates.scene)
            box.updates.finish()
            for k in 0..<updates {
                box.updates.step { box.change(k) }
                _ = try screen.show(box.updates.scene)
                box.updates.finish()
            }
        }
        try AtomicFile.write("ok\n", to: done)
    }
}
