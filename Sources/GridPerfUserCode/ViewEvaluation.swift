import Foundation
import GridPerfCore
import SwiftUI
import GridPerfModel

/// `--source Files.swift --view EXPR`: the root view a `--source` library evaluates into a scene
/// (SwiftUI's ``ViewScene``), outside every timed pass, once per item count; the scene is
/// written as a scene file beside the library, so that every command reads it as a `--spec`.
package enum ViewEvaluation {
    /// The library's function: `(items, width, height or NaN) -> retained ViewSceneBox`.
    static let symbol = "gridperf_swift_view_scene"

    /// The scene of the library's view for `items` items in a window of `width` × `height`.
    package static func scene(library: String, items: Int, width: Double, height: Double?) throws -> ViewScene {
        let box: ViewSceneBox = try call(
            symbol, in: library, option: "--view", items: items, width: width, height: height)
        return box.scene
    }

    /// The library's `--update` function: `(items, width, height or NaN) -> retained ViewUpdatesBox`.
    static let updatesSymbol = "gridperf_swift_view_updates"

    /// The library's view for `items` items, evaluated once and ready to be changed step by step
    /// (`--update`): a fresh state each call.
    package static func updates(library: String, items: Int, width: Double, height: Double?) throws -> ViewUpdatesBox {
        try call(updatesSymbol, in: library, option: "--update", items: items, width: width, height: height)
    }

    /// The library's function `symbol`, `(items, width, height or NaN) -> retained Box`, called
    /// with anything the user's code prints sent to standard error; `option` names the errors.
    private static func call<Box: AnyObject>(
        _ symbol: String, in library: String, option: String, items: Int, width: Double, height: Double?
    ) throws -> Box {
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
            throw GridPerfError("\(option): cannot load \(library): \(String(cString: dlerror()))")
        }
        guard let function = dlsym(handle, symbol) else {
            throw GridPerfError("\(option): \(library) was not built with \(option)")
        }
        typealias Function = @convention(c) (Int, Double, Double) -> UnsafeMutableRawPointer
        return withStandardOutputOnStandardError {
            Unmanaged<Box>.fromOpaque(unsafeBitCast(function, to: Function.self)(items, width, height ?? .nan))
                .takeRetainedValue()
        }
    }

    /// `body` run with standard output sent to standard error: a `print` in view code must not
    /// land in gridperf's output (`layout --format json`). Restored after, flushed both times.
    static func withStandardOutputOnStandardError<R>(_ body: () -> R) -> R {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        guard saved >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            return body()
        }
        defer {
            fflush(nil)
            dup2(saved, STDOUT_FILENO)
            close(saved)
        }
        return body()
    }

    /// Writes `scene` as a scene file named for its inputs (`PixarFilmGridView-n100-390x844.json`) in `folder` (whole or not at all) and
    /// returns its path.
    /// `counted`: the view takes the item count (`$items`): the scene says so (`"count"`), for
    /// per-item figures. `eager`: the lazy `ForEach`s evaluated into the file, for a reader in
    /// another process (the playground's page).
    package static func write(
        _ scene: ViewScene, folder: String, name: String, items: Int, counted: Bool, width: Double, height: Double?,
        eager: Bool = false
    ) throws -> String {
        var json = eager ? scene.eagerJSON : scene.json
        if counted, case var .object(fields) = json {
            fields["count"] = .number(Double(items))
            json = .object(fields)
        }
        let size = "\(formatPoints(width))x\(height.map(formatPoints) ?? "nil")"
        let path = "\(folder)/\(name)-n\(items)-\(size).json"
        try AtomicFile.write(json.compactJSON() + "\n", to: path)
        return path
    }
}
