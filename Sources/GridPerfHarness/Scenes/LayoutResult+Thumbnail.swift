import GridPerfCore
import GridPerfModel

extension LayoutResult {
    /// The items a thumbnail lays out at most.
    package static let thumbnailItems = 300

    /// What `workload` lays out, in small: its first ``thumbnailItems`` items laid out as a
    /// full pass does, cut to the frames that begin within `aspect` × the width from the top
    /// (a screenful, not a thin strip of a tall scene). A scene file's views are taken whole
    /// (its sections and rows cannot be cut), so only a scene of at most 4 × that many items
    /// gets one. `nil` when there is nothing to draw, or the result is not finite.
    package static func thumbnail(of workload: Workload, registry: PluginRegistry, aspect: Double = 1.6) throws
        -> LayoutResult?
    {
        var w = workload
        if w.spec == nil {
            w.count = Swift.min(w.count, thumbnailItems)
        } else if w.count > 4 * thumbnailItems {
            return nil
        }
        let (layout, items, attributes) = try w.makeScene(registry: registry)
        guard !items.isEmpty else { return nil }
        let storage = SubviewStorage(items, attributes: attributes)
        let proposal = w.proposal
        let size = layout.layout(proposal: proposal, subviews: storage.subviews)
        // A tree is drawn as `gridperf layout` and the playground draw it: its leaves, numbered
        // depth first, and its containers outlined.
        let isTree = !storage.viewSlots.isEmpty
        if isTree {
            guard (try? checkFiniteTree(size: size, storage: storage, layout: w.layout)) != nil else { return nil }
        } else {
            guard (try? storage.withFrames({ try checkFinite(size: size, frames: $0, layout: w.layout) })) != nil else {
                return nil
            }
        }
        var frames = isTree ? storage.leafFrames : storage.frames
        var containers = isTree ? containerFrames(storage, root: w.layout) : []
        let pinned = Set(isTree ? storage.pinnedLeafIndices(pinned: layout.pinnedSubviews) : layout.pinnedSubviews)
        let kept: [Int]
        var shown = size
        if size.width > 0, size.height > size.width * aspect {
            let cut = size.width * aspect
            kept = frames.indices.filter { frames[$0].minY < cut }
            frames = kept.map { frames[$0] }
            containers = containers.filter { ($0.frame?.minY ?? .infinity) < cut }
            // The outline drawn is the kept frames' extent: the scene's size is in the caption.
            shown.height = frames.map(\.maxY).max() ?? cut
        } else {
            kept = Array(frames.indices)
        }
        var result = LayoutResult(
            layout: w.layout, proposal: proposal, size: shown, frames: frames,
            pinned: kept.indices.filter { pinned.contains(kept[$0]) }, containers: containers)
        if shown != size {
            result.layout +=
                isTree
                ? " (the top \(formatLength(shown.height)) pt of \(size))"
                : " (first \(items.count) items, the top \(formatLength(shown.height)) pt of \(size))"
        }
        return result
    }
}

extension RunReport {
    /// A thumbnail per case (by case id, as SVG markup with a caption): one per layout, parameters and item
    /// model, so a sweep's cases share theirs. A case whose thumbnail cannot be made (a scene
    /// file since changed, say) has none.
    package func thumbnails(registry: PluginRegistry) -> [String: String] {
        var out: [String: String] = [:]
        var byShape: [String: String] = [:]
        for c in cases {
            var shape = c.workload
            shape.count = Swift.min(shape.count, LayoutResult.thumbnailItems)
            shape.scenario = .full
            let key = shape.identity
            if let svg = byShape[key] { out[c.caseID] = svg; continue }
            guard let result = try? LayoutResult.thumbnail(of: c.workload, registry: registry) else { continue }
            let svg =
                result.svg(maxPixels: 400, titled: false)
                + "<figcaption class=\"note\">\(HTML.escape("\(result.layout): proposal \(result.proposal), \(result.frames.count) \(result.containers.isEmpty ? "frames" : "leaves (numbered depth first) and \(result.containers.count) containers (outlined)") shown"))</figcaption>"
            byShape[key] = svg
            out[c.caseID] = svg
        }
        return out
    }
}
