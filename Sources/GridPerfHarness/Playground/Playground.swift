import Foundation
import GridPerfCore
import GridPerfModel
import Synchronization

/// What `gridperf serve` answers, apart from HTTP: the registered layouts, the presets, a
/// scene laid out with its cost, and one scroll step. Each takes and returns JSON (the page
/// uses nothing else); bad input is a ``PlaygroundError``. An endpoint a file, as
/// swift-collections splits a type by concern: `Playground+Layout.swift` (`/api/layout`),
/// `+Cost` (`/api/cost`: the timed passes and the nesting count), `+Scroll` (`/api/scroll`),
/// `+Copy` (`/api/swiftui`, `/api/scenefile`), `+Profile` (`/api/profile`), `+Presets`
/// (`/api/presets`); here the state they share and `/api/layouts`.
package final class Playground: @unchecked Sendable {
    /// Frames beyond this many are not sent (the page says so); the size and the cost cover all.
    package static let maximumFramesSent = 20_000
    /// Items listed in a scroll step's answer at most.
    package static let maximumRealizedSent = 5_000
    /// How long the repeated passes that time a scene may take.
    package static let measuringTime = 0.15

    package let registry: PluginRegistry
    let probe: AllocationProbe
    /// Where a pasted scene is written for the run that times it.
    let scratchDirectory: URL
    /// Timing one scene at a time: two at once on two cores would time each other.
    let measuring = NSLock()
    /// The scroll session: the last scrolled scene, its layout warm between steps.
    let scrolling = NSLock()
    var scrollKey: String?
    var scrollState: (layout: LayoutInstance, storage: SubviewStorage)?
    /// A tree's scrolled lazy container (``ScrolledLazy``), found when its session began.
    var scrollTarget: ScrolledLazy?
    /// The scenes given whole, by the key each answer sends back.
    package let scenes = PlaygroundSceneCache()
    /// A scene given whole is laid out on its kept views (their caches warm between requests):
    /// one request at a time uses them (a layout, or the nesting count of a cost request).
    let keptViews = NSRecursiveLock()
    /// Each page's newest request: older ones stop at their next checkpoint.
    package let pages = PlaygroundPages()
    /// The last generated scene's SwiftUI view code and what it was written for (layout,
    /// parameters, items): the page asks for the same scene at every width of a drag, and its
    /// view code does not depend on the width (a 10,000-item scene's is 120 KB, every item written).
    let generatedBody = Mutex<(key: String, body: String)?>(nil)

    package init(
        registry: PluginRegistry, probe: AllocationProbe,
        scratchDirectory: URL = FileManager.default.temporaryDirectory
    ) {
        self.registry = registry
        self.probe = probe
        self.scratchDirectory = scratchDirectory
    }

    /// `GET /api/layouts`: each layout with its parameters (name, type, default, meaning, choices),
    /// and what the page needs to start a scene of it, from its plugin (the page names no layout:
    /// an outside plugin is offered as a built-in is): `tracks`, the parameter holding its
    /// GridItems when it divides its proposal into tracks (``LayoutPlugin/tracks(parameters:proposal:)``),
    /// and `threeColumns`, its parameters for three columns (``LayoutPlugin/parameters(forColumns:)``).
    package func layoutsJSON() -> Data {
        let list: [JSONValue] = registry.all.map { plugin in
            var extra: [String: JSONValue] = [:]
            if let tracks = try? plugin.tracks(
                parameters: plugin.exampleParameters, proposal: ProposedSize(width: 100, height: 100))
            {
                extra["tracks"] = .string(tracks.axis)
            }
            if let columns = plugin.parameters(forColumns: 3) { extra["threeColumns"] = .object(columns) }
            return .object(
                extra.merging([
                    "name": .string(plugin.name), "summary": .string(plugin.summary),
                    "lazy": .bool(
                        (try? registry.makeLayout(named: plugin.name, parameters: plugin.exampleParameters))?.lazy
                            != nil),
                    "parameters": .array(
                        plugin.parameters.map { p in
                            var fields: [String: JSONValue] = [
                                "name": .string(p.name), "default": .string(p.defaultValue),
                                "summary": .string(p.summary),
                            ]
                            switch p.kind {
                            case .integer: fields["type"] = .string("integer")
                            case .number: fields["type"] = .string("number")
                            case let .choice(values):
                                fields["type"] = .string("choice");
                                fields["choices"] = .array(values.map { .string($0) })
                            case let .json(what): fields["type"] = .string("json"); fields["format"] = .string(what)
                            }
                            return .object(fields)
                        }),
                ]) { _, given in given })
        }
        return Data(JSONValue.object(["layouts": .array(list)]).jsonText().utf8)
    }
}
