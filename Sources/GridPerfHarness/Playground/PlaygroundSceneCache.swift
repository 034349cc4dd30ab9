import Foundation
import GridPerfCore

/// The scenes the playground was given whole, parsed once and kept under a key it hands back
/// (`"sceneKey"`), so that a page dragging the width sends `{"sceneKey", "width"}` — a few bytes —
/// and the server lays out the parsed scene again instead of reading megabytes of JSON a step
/// (docs/PERFORMANCE.md#playground-scene-key). The key is random, not the content's hash: a key
/// cannot be guessed or made to collide with another page's scene. The last ``capacity``
/// scenes are kept; a forgotten key is an error the page answers by sending the scene again.
package final class PlaygroundSceneCache: @unchecked Sendable {
    /// How many scenes are kept (a 10,000-card tree holds a few MB).
    package static let capacity = 8

    private let lock = NSLock()
    /// Least recently used first.
    private var entries: [(key: String, scene: PlaygroundScene.Given)] = []

    package init() {}

    /// Keeps `scene` and returns its key. O(capacity).
    func insert(_ scene: PlaygroundScene.Given) -> String {
        let key = UUID().uuidString.lowercased()
        lock.withLock {
            entries.append((key, scene))
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
        return key
    }

    /// The scene kept under `key`, now the most recently used; `nil` when forgotten. O(capacity).
    func scene(_ key: String) -> PlaygroundScene.Given? {
        lock.withLock {
            guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: i)
            entries.append(entry)
            return entry.scene
        }
    }
}
