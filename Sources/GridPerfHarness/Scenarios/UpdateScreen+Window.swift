import GridPerfCore
import GridPerfModel

extension UpdateScreen {
    /// What the window shows after a ``show(_:animated:)``: the leaves on screen and, for a lazy
    /// container, the elements they belong to and those elements' views — the playground's
    /// picture of a state change (``PlaygroundChanges``), which never needs the whole scene.
    package struct Window {
        /// The window's size.
        package var size: Size
        /// The leaves on screen, depth first, in the window's coordinates: a lazy container's
        /// content from the window's top, centred across it (its padding on both sides, as the
        /// seed's `.padding(.horizontal, 16)`; a padding on one side only is drawn halved).
        package var frames: [Rect] = []
        /// For each of ``frames``, the lazy element it belongs to; `-1` in an eager scene.
        package var elements: [Int] = []
        /// The lazy elements on screen, in index order, with the views each made (its scene
        /// views, as last evaluated).
        package var views: [(element: Int, views: [[String: JSONValue]])] = []
        /// How many elements the lazy container has; `nil` for an eager scene.
        package var elementCount: Int?
        /// The elements the change made again or patched.
        package var touched: [Int] = []
    }

    /// The window after the last ``show(_:animated:)`` returned `shown`. For a lazy container it
    /// places the realised elements' views (what SwiftUI places on screen; their counters, kept
    /// for the next realisation, taken again after), so that each leaf has its frame; an eager
    /// scene's leaves are `shown`'s, those meeting the window kept.
    /// - Complexity: O(leaves of the realised elements) for a lazy container, O(leaves) for an
    ///   eager scene.
    package func window(_ shown: Shown) -> Window {
        var window = Window(size: viewport)
        guard let kept = lazyContainer else {
            let origin = shown.origin(in: viewport)
            for f in shown.frames {
                let moved = Rect(x: f.minX + origin.x, y: f.minY + origin.y, width: f.width, height: f.height)
                guard moved.minX < viewport.width, moved.maxX > 0, moved.minY < viewport.height, moved.maxY > 0
                else { continue }
                window.frames.append(moved)
                window.elements.append(-1)
            }
            return window
        }
        let storage = kept.grid.storage
        window.elementCount = storage.count
        window.touched = touched
        storage.placeViews(among: realized)
        let inset = (viewport.width - kept.cross) / 2
        for (k, i) in realized.enumerated() {
            let start = window.frames.count
            if case let .view(node) = storage.model(at: i) {
                node.appendLeafFrames(to: &window.frames)
                for j in start..<window.frames.count { window.frames[j].origin.x += inset }
                // The placing measured inside the element: its counters as they are now are
                // what the next realisation starts from.
                if k < realizedCounters.count { realizedCounters[k] = Self.elementCounters(i, in: storage) }
            } else {
                var frame = storage.withFrames { $0[i] }
                frame.origin.x += inset
                window.frames.append(frame)
            }
            window.elements.append(contentsOf: repeatElement(i, count: window.frames.count - start))
            window.views.append((i, kept.source.keptViews?[i] ?? []))
        }
        return window
    }
}
