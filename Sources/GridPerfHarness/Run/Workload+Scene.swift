import Foundation
import GridPerfCore
import GridPerfModel

extension Workload {
    /// The bytes of a workload's scene and template files, read before a measured window: what
    /// reading a file allocates depends on its path (64 B more for a path of 73 characters than
    /// for one of 13), so a case measured in another folder (`compare --base-ref`'s worktree)
    /// would differ in `alloc.storage.bytes` by the folder's name.
    package struct InputFiles {
        var spec: Data?
        var template: Data?
    }

    /// Reads ``spec`` and ``template``, if any, with ``InputFile``'s limits.
    package func readInputs() throws -> InputFiles {
        InputFiles(spec: try spec.map { try InputFile.read($0) }, template: try template.map { try InputFile.read($0) })
    }

    /// The height of the section headers a workload with ``sectionSize`` adds.
    package static let sectionHeaderHeight = 40.0

    /// The layout and leaf views this workload lays out: `count` items drawn from the item
    /// model, and with ``sectionSize`` K, grouped in sections of K items, each with a
    /// full-width header 40 points tall placed before its items (so there are
    /// count + ⌈count ÷ K⌉ subviews). Bad parameters, or sections for a layout without them,
    /// are errors.
    package func makeScene(registry: PluginRegistry, inputs: InputFiles? = nil) throws -> (
        layout: LayoutInstance, items: [ItemModel], attributes: SubviewAttributes?
    ) {
        var made: [any DeferredViews] = []
        return try makeScene(registry: registry, inputs: inputs, made: &made)
    }

    /// ``makeScene(registry:inputs:)``, with the sources of the scene's deferred views (a lazy
    /// `ForEach`'s elements) in `made`, to check after laying it out.
    func makeScene(registry: PluginRegistry, inputs: InputFiles?, made: inout [any DeferredViews]) throws -> (
        layout: LayoutInstance, items: [ItemModel], attributes: SubviewAttributes?
    ) {
        if let spec {
            let data = try inputs?.spec ?? InputFile.read(spec)
            guard Self.digest(ofScene: data) == specDigest else {
                throw GridPerfError("\(spec): the scene changed since the run began")
            }
            let scene = try LayoutSpec.parse(data, source: spec, registry: registry)
            made = scene.made
            return (
                try registry.makeLayout(named: scene.layout, parameters: scene.parameters, grouping: scene.grouping),
                scene.items,
                scene.attributes
            )
        }
        if let template {
            return (
                try registry.makeLayout(named: layout, parameters: parameters),
                try templateItems(template, inputs?.template, registry, deferred: false).items, nil
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

    /// The layout and its subview storage: ``makeScene(registry:)``'s, except that generated
    /// items without sections are drawn straight into the storage, so that the run never holds
    /// an array of models beside it (a model array costs as much per item as the storage's
    /// copy). The items are the same, in the same order.
    ///
    /// `made` are the sources of deferred views (a template's copies, ``TemplateViews``; a lazy
    /// `ForEach`'s elements): after the passes, `made.check()` reports a view that could not be
    /// made.
    package func makeStorage(registry: PluginRegistry, inputs: InputFiles? = nil) throws -> (
        layout: LayoutInstance, storage: SubviewStorage, made: [any DeferredViews]
    ) {
        if spec == nil, template == nil, sectionSize == nil, case let .drawn(distribution) = itemsModel {
            try ResourceLimits.checkItems(count, what: "\(label): items")
            let layout = try registry.makeLayout(named: self.layout, parameters: parameters)
            var rng = SplitMix64(seed: seed)
            return (layout, SubviewStorage(count: count) { distribution.draw(&rng) }, [])
        }
        if spec == nil, let template {
            // A template's copies are made as they are first measured (a scroll makes only the
            // cards it realises); the run checks after its passes that each could be made.
            let layout = try registry.makeLayout(named: self.layout, parameters: parameters)
            let (items, source) = try templateItems(template, inputs?.template, registry, deferred: true)
            return (layout, SubviewStorage(items), source.map { [$0] } ?? [])
        }
        var made: [any DeferredViews] = []
        let (layout, items, attributes) = try makeScene(registry: registry, inputs: inputs, made: &made)
        return (layout, SubviewStorage(items, attributes: attributes), made)
    }

    /// `count` copies of the tree item in file `path`: each a view of its own (its containers'
    /// layouts made anew, nothing shared), a plain leaf repeated as it is. A template with draw
    /// sites (``ItemTemplate``) is read anew for each copy, its numbers drawn with the workload's
    /// seed. The views of every copy together are limited as a scene's are. `deferred`: every
    /// copy after the first whose root is a view is a deferred node, made by the returned source
    /// when first measured (``TemplateViews``); the frames are the same.
    /// - Complexity: O(count × template) made now; O(count) when deferred.
    func templateItems(_ path: String, _ read: Data?, _ registry: PluginRegistry, deferred: Bool) throws -> (
        items: [ItemModel], source: TemplateViews?
    ) {
        let data = try read ?? InputFile.read(path)
        guard Self.digest(ofScene: data) == templateDigest else {
            throw GridPerfError("\(path): the item template changed since the run began")
        }
        let template = try ItemTemplate(JSONValue.parse(data, what: path))
        var rng = SplitMix64(seed: seed)
        let model = try Self.readTemplate(template.drawn(&rng), path: path, layout: layout, registry: registry)
        var views = 0
        SubviewStorage([model]).walkTree(root: layout) { _ in views += 1 }
        // The memory check with the template's own size a copy, not a flat item's.
        let (perCopy, big) = views.multipliedReportingOverflow(by: ResourceLimits.bytesPerTemplateView)
        try ResourceLimits.checkItems(
            count, what: "\(label): items",
            bytesPerItem: big ? Int.max : Swift.max(ResourceLimits.bytesPerItem, perCopy))
        let (total, overflow) = views.multipliedReportingOverflow(by: count)
        guard !overflow, total <= ViewTreeContext.maximumNodes * 5 else {
            throw GridPerfError(
                "\(path): \(count) copies of a template of \(views) view\(views == 1 ? "" : "s") is more than \(ViewTreeContext.maximumNodes * 5) views"
            )
        }
        guard count > 0 else { return ([], nil) }
        var items: [ItemModel] = []
        items.reserveCapacity(count)
        items.append(model)
        if deferred, case let .view(node) = model {
            let source = TemplateViews(
                template: template, prototype: node, path: path, layout: layout, registry: registry, seed: seed)
            for k in 1..<count { items.append(.view(ViewNode(deferred: source, index: k, kind: node.kind))) }
            return (items, source)
        }
        for _ in 1..<count {
            if template.draws > 0 {
                items.append(
                    try Self.readTemplate(template.drawn(&rng), path: path, layout: layout, registry: registry))
            } else if case let .view(node) = model {
                items.append(
                    .view(
                        try node.copy {
                            try registry.makeLayout(named: $0.kind, parameters: $0.parameters, grouping: $0.grouping)
                        }))
            } else {
                items.append(model)
            }
        }
        return (items, nil)
    }

    /// Reads an item template: one item of a scene's `items` (docs/SPEC-FORMAT.md, "Trees"),
    /// its draw sites (``ItemTemplate``) checked and drawn once.
    package static func readTemplate(_ data: Data, path: String, layout: String, registry: PluginRegistry) throws
        -> ItemModel
    {
        let template: ItemTemplate
        do {
            template = try ItemTemplate(JSONValue.parse(data, what: path))
        } catch let error as GridPerfError where !error.message.hasPrefix(path) {
            throw error.prefixed(path)
        }
        var rng = SplitMix64(seed: 0)
        return try readTemplate(template.drawn(&rng), path: path, layout: layout, registry: registry)
    }

    /// One item of a template, read from its (drawn) JSON.
    static func readTemplate(_ json: JSONValue, path: String, layout: String, registry: PluginRegistry) throws
        -> ItemModel
    {
        let context = LayoutSpec.treeContext(registry: registry)
        context.enterRoot(layout)
        do {
            return try ViewTreeContext.withContext(context) {
                var r = try JSONObjectReader(json, path: "template")
                let parsed = try ItemModel.parseItem(&r)
                try r.finish(known: ItemModel.itemKeys)
                return parsed.model
            }
        } catch let error as GridPerfError {
            throw error.prefixed(path)
        }
    }
}

extension Workload {
    /// The case that lays out the scene file at `path` with the layout, parameters, items and
    /// proposal it names (`run --spec`); the scene is read now, to check it and take its
    /// digest, and again wherever the case runs. A scene that cannot be laid out fails here,
    /// unless its view changes state (`--update`): that case shows it through its window
    /// (``UpdateScreen``) and never lays it out whole, which would make every lazy element's
    /// view (100,000 at `--items 100000`) for nothing; its first showing is its check.
    public static func scene(path: String, registry: PluginRegistry) throws -> Workload {
        let data = try InputFile.read(path)
        let spec = try LayoutSpec.parse(data, source: path, registry: registry)
        if registry.updates(scene: path) == nil { _ = try LayoutResult.compute(spec, registry: registry) }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var w = Workload(
            layout: spec.layout, parameters: spec.parameters ?? .object([:]),
            width: spec.proposal.width ?? 0, count: spec.count ?? spec.items.count)
        w.itemsModel = .scene
        w.spec = absolute
        w.specDigest = digest(ofScene: data)
        w.height = spec.proposal.height
        w.unspecifiedWidth = spec.proposal.width == nil ? true : nil
        return w
    }

    /// ``specDigest`` of a scene file's bytes.
    package static func digest(ofScene data: Data) -> String {
        FrameHash.hex(of: String(decoding: data, as: UTF8.self))
    }
}
