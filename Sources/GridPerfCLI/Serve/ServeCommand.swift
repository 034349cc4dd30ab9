import ArgumentParser
import Foundation
import GridPerfCore
import GridPerfHarness

#if canImport(Glibc)
    import Glibc
#endif

/// `gridperf serve`: the playground, a local web page where a grid is changed and its frames and
/// cost move with it. The options are read here; the HTTP server is module `GridPerfServe`
/// (FlyingFox), linked into the executable `gridperf-serve` only, so that building `gridperf`
/// for a run does not compile a web server (docs/PERFORMANCE.md#serve-apart). An executable
/// without the server (`gridperf`) hands the command to `<itself>-serve` beside it, with the same
/// arguments; one with the server (`gridperf-serve`, or a plugin package's executable started by
/// `GridPerfServer.main`) serves itself. The JSON interface is documented in docs/PLAYGROUND.md.
package struct ServeCommand: SourceCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start the playground: a local web page to change a grid and watch its frames and cost.",
        discussion: """
            Listens on 127.0.0.1 unless --address says otherwise; prints the URL; stops with Ctrl-C. The server is \
            the program gridperf-serve beside gridperf (make serve-build builds it).

            Your own SwiftUI view as the first preset: --source File.swift --view 'Expression' (its $items given \
            by --items N; --width and --height the window, 390 × 844 unless given); with --setup 'statements' and \
            --update 'a change', the page's state-change panel makes the change and counts what it runs \
            (docs/PLAYGROUND.md). Your app's previews as presets, one each: --app DIR (or --preview NAME for one).
            """
    )

    /// What serves: the server's entry, given this command's options and the invocation.
    package typealias Server = @Sendable (ServeCommand, Invocation) throws -> Void

    @Option(name: .long, help: "The port (0: any free one).")
    var port: Checked<Port> = "8080"

    @Option(name: .long, help: "The IPv4 address to listen on (another than 127.0.0.1 only when you mean to share it).")
    package var address: String = "127.0.0.1"

    @ParentCommand var root: GridPerfCommand

    /// The user-code options (``SourceOption``, ``ViewOption``, ``AppOption``): a view or an app's
    /// previews become presets.
    @OptionGroup(title: "SwiftUI files") var source: SourceOptions

    @Flag(
        name: .customLong("allow-print"),
        help: "Accepted for scripts written when a view's print was an error; prints go to standard error.")
    var allowPrint = false

    /// `--items`, `--width` and `--height` go with `--view`, which takes them; one left for this
    /// command came without a view, and is refused (never ignored).
    @OptionGroup(title: "SwiftUI files") var window: ViewWindowOptions

    /// Scene files shown first among the presets: `--source F --view EXPR` puts the view's scene
    /// here (``ViewOption``).
    @Option(name: .customLong("preset-scene"), help: .hidden)
    package var presetScenes: [String] = []

    /// The names the presets of ``presetScenes`` are listed under, in their order (`--app`: each
    /// preview's label); a scene without one is listed as "View: " and its file's name.
    @Option(name: .customLong("preset-name"), help: .hidden)
    package var presetNames: [String] = []

    package init() {}

    var sourceInputs: SourceInputs {
        SourceInputs(command: "serve", items: window.items, width: window.width, height: window.height)
    }

    mutating func adopt(_ prepared: PreparedSource) throws {
        window.adopt(prepared)
        // The view's or the previews' scenes first among the presets.
        presetScenes = prepared.specs + presetScenes
        let named = prepared.scenes.compactMap(\.name)
        if !named.isEmpty { presetNames = named + presetNames }
    }

    /// `--port`, checked (0 … 65535).
    package func checkedPort() throws -> Int { try port.value("--port") }

    /// ArgumentParser's entry point (``InvokedCommand``'s, as visible as this type).
    package func run() throws { try run(Invocation(registry: .builtIn)) }

    func run(_ invocation: Invocation) throws {
        for (name, value) in [("--items", window.items), ("--width", window.width), ("--height", window.height)]
        where value != nil {
            throw GridPerfError(
                "serve: \(name) goes with --view (or, for --width and --height, --app): the window of your view")
        }
        if let server = invocation.server {
            try server(self, invocation)
        } else {
            try Self.handOff(arguments: invocation.arguments)
        }
    }

    /// Replaces this process with `<this executable>-serve`, given `arguments` (this process's
    /// own, after the program's name). Throws, naming what to build, when there is none.
    static func handOff(arguments: [String]) throws -> Never {
        let own = try BaseBuild.currentExecutable()
        let server = own + "-serve"
        let name = URL(fileURLWithPath: server).lastPathComponent
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw GridPerfError(
                "serve: the playground's server is a program of its own, \(name), and there is none beside \(own) "
                    + "(make serve-build builds it; a plugin package's executable serves when started by GridPerfServer.main)"
            )
        }
        _ = GridPerf.finishStandardOutput()
        let argv = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        throw GridPerfError("serve: cannot start \(server): \(reason)")
    }
}
