import Foundation
import GridPerfCore
import GridPerfModel
import SwiftUI

/// What an ``UpdateScreen`` counts of a layout and keeps between changes.
extension UpdateScreen {
    /// What one layout of the screen counted.
    package struct Shown {
        package var size: Size
        package var frames: [Rect]
        /// Measure calls and misses among the laid-out container's subviews.
        package var measureCalls: Int
        package var measureMisses: Int
        /// Whether the scene was laid out afresh (not incrementally).
        package var afresh: Bool
        /// Layouts whose subviews changed, each invalidated and its `updateCache` called once.
        package var layoutsInvalidated = 0

        /// Where the window shows the root's origin: the window centres the root, as a `ZStack`
        /// does, so by half the window's size less the root's. O(1).
        func origin(in window: Size) -> Point {
            Point(x: (window.width - size.width) / 2, y: (window.height - size.height) / 2)
        }
    }

    /// An eager scene kept to be patched: its root layout and storage, and the JSON it was made of.
    struct Eager {
        let layout: LayoutInstance
        let storage: SubviewStorage
        let proposal: ProposedSize
        /// The root object without its items, and its items.
        let root: [String: JSONValue]
        var items: [JSONValue]
    }

    /// A container whose layout an animated change moved (`Ring(turn: 0)` to `Ring(turn: 90)`):
    /// `move` gives it the properties a fraction of the way; `path` is where it is, each storage
    /// above it with the place of the view that holds it.
    struct AnimatedLayout {
        let container: ViewContainer
        let move: (Double) -> Void
        let path: [(storage: SubviewStorage, index: Int)]
    }
}
