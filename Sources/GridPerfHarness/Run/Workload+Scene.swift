import GridPerfCore

extension Workload {
    /// The height of the section headers a workload with ``sectionSize`` adds.
    package static let sectionHeaderHeight = 40.0

    /// The layout and leaf views this workload lays out: `count` items drawn from the item
    /// model, and with ``sectionSize`` K, grouped in sections of K items, each with a
    /// full-width header 40 points tall placed before its items (so there are
    /// count + ⌈count ÷ K⌉ subviews). Bad parameters, or sections for a layout without them,
    /// are errors.
    package func makeScene(registry: PluginRegistry) throws -> (
        layout: LayoutInstance, items: [ItemModel], attributes: SubviewAttributes?
    ) {
        if let spec {
            let data = try InputFile.read(spec)
            guard Self.digest(ofScene: data) == specDigest else {
                throw GridPerfError("\(spec): the scene changed since the run began")
            }
            let scene = try LayoutSpec.parse(data, source: spec, registry: registry)
            return (
                try registry.makeLayout(named: scene.layout, parameters: scene.parameters, grouping: scene.grouping),
                scene.items,
                scene.attributes
            )
        }
        guard case let .drawn(distribution) = itemsModel else {
            throw GridPerfError("\(label): a scene's items without its file")
        }
        try ResourceLimits.checkItems(count, what: "\(label): items")
        let drawn = distribution.generate(count: count, seed: seed)
        guard let k = sectionSize else {
            return (try registry.makeLayout(named: layout, parameters: parameters), drawn, nil)
        }
        guard k >= 1 else { throw GridPerfError("section size must be at least 1, got \(k)") }
        var items: [ItemModel] = []
        items.reserveCapacity(count + count / k + 1)
        var sections: [SceneSection] = []
        var start = 0
        while start < count {
            let end = Swift.min(count, start + k)
            let header = items.count
            items.append(.flexible(.height(Self.sectionHeaderHeight)))
            items.append(contentsOf: drawn[start..<end])
            sections.append(SceneSection(header: header, items: (header + 1)..<items.count))
            start = end
        }
        guard let grouping = try registry.plugin(named: layout).grouping(sections: sections) else {
            throw GridPerfError("\(layout): sections: this layout takes items, not sections")
        }
        return (try registry.makeLayout(named: layout, parameters: parameters, grouping: grouping), items, nil)
    }
}
