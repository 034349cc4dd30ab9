import Foundation
import GridPerfCore
import GridPerfModel
import Synchronization

/// `POST /api/scroll`: a step of scrolling a lazy layout, or a tree's scroll view over one.
extension Playground {
    /// `POST /api/scroll` (a scene and `"offset"`, `"viewport"`): one step of scrolling a lazy
    /// layout — the items realised in the viewport, the step's time and its work. The scene's
    /// layout stays warm between the steps of one scene, as a scroll view's does.
    package func scroll(_ body: Data) throws -> Data {
        let json = try PlaygroundError.about("body") { try JSONValue.parse(body, what: "request", format: "JSON") }
        guard var fields = json.objectValue else { throw PlaygroundError("request: expected an object", field: "body") }
        let offset = fields.removeValue(forKey: "offset")?.doubleValue ?? 0
        let viewport = fields.removeValue(forKey: "viewport")?.doubleValue ?? 600
        guard offset.isFinite, offset >= 0, viewport.isFinite, viewport > 0, viewport <= PlaygroundScene.maximumWidth
        else {
            throw PlaygroundError(
                "offset and viewport: expected offset ≥ 0 and a viewport from 0 to \(Int(PlaygroundScene.maximumWidth))",
                field: "scroll")
        }
        // The session is the scene's: which request of which page asks does not change it.
        for field in ["measure", "page", "seq"] { fields[field] = nil }
        let key = JSONValue.object(fields).jsonText()
        let scene = try PlaygroundScene.parse(Data(key.utf8), registry: registry, cache: scenes)
        scrolling.lock()
        defer { scrolling.unlock() }
        return try usingKeptViews(scene) { try scrollStep(scene, key: key, offset: offset, viewport: viewport) }
    }

    /// ``scroll(_:)``'s step, in the scroll session of `key` (made anew for another scene).
    private func scrollStep(_ scene: PlaygroundScene, key: String, offset: Double, viewport: Double) throws -> Data {
        if scrollKey != key || scrollState == nil {
            let made: (layout: LayoutInstance, storage: SubviewStorage) = try PlaygroundError.about("parameters") {
                try scene.make(registry: registry)
            }
            scrollState = made
            scrollTarget = nil
            if made.layout.lazy == nil, !made.storage.viewSlots.isEmpty {
                // A tree scrolls through its first scroll view's lazy container, placed by a
                // full pass first (where the scroll view and its content are).
                made.layout.layout(proposal: scene.workload.proposal, subviews: made.storage.subviews)
                scrollTarget = ScrolledLazy.first(in: made.storage)
            }
            scrollKey = key
        }
        let (layout, storage) = scrollState!
        // What scrolls: a lazy root, in its own coordinates; or a tree's scrolled lazy
        // container, its frames moved to where the scroll view shows them.
        let lazy: AnyLazyLayout, items: SubviewStorage, cross: Double, length: Double, visible: Range<Double>
        var shift = (x: 0.0, y: 0.0)
        var viewportFrame: Rect?
        if let root = layout.lazy {
            lazy = root
            items = storage
            cross =
                root.scrollAxis == .vertical ? scene.workload.proposal.width ?? 0 : scene.workload.proposal.height ?? 0
            length = viewport
            visible = offset..<(offset + viewport)
        } else if let t = scrollTarget {
            lazy = t.lazy
            items = t.container.storage
            let content = t.content.contentFrame, window = t.scroll.contentFrame
            cross = t.crossLength
            length = t.viewportLength
            visible = t.visible(at: offset)
            shift = t.isVertical ? (content.minX, content.minY - offset) : (content.minX - offset, content.minY)
            viewportFrame = window
        } else {
            throw PlaygroundError(
                "\(scene.workload.layout): not a lazy layout, and no scroll view holds one; nothing to scroll",
                field: "scroll")
        }
        var realized: [Int] = []
        realized.reserveCapacity(1024)
        let c0 = items.counters
        let t0 = UptimeClock.now()
        if !visible.isEmpty {
            lazy.realize(crossLength: cross, visible: visible, subviews: items.subviews, realized: &realized)
        }
        let elapsed = UptimeClock.now() - t0
        let c = items.counters - c0
        let extent = lazy.contentExtent(crossLength: cross, subviews: items.subviews)
        let sent = realized.prefix(Self.maximumRealizedSent)
        var frames: [JSONValue] = []
        items.withFrames { f in
            for i in sent {
                frames.append(
                    .array([
                        .number(Double(i)), .number(f[i].minX + shift.x), .number(f[i].minY + shift.y),
                        .number(f[i].width), .number(f[i].height),
                    ]))
            }
        }
        var out: [String: JSONValue] = [
            "offset": .number(offset), "viewport": .number(length), "contentExtent": .number(extent),
            "realizedCount": .number(Double(realized.count)), "realized": .array(frames),
            "time": .number(Double(elapsed)), "measureCalls": .number(Double(c.measureCalls)),
            "measureMisses": .number(Double(c.measureCacheMisses)),
            "layoutCacheMisses": .number(Double(c.layoutCacheMisses)),
        ]
        if let r = viewportFrame {
            out["viewportFrame"] = Self.rectJSON(r)
        }
        return Data(JSONValue.object(out).jsonText().utf8)
    }
}
