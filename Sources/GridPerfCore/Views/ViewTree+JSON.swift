/// Reading tree items: SwiftUI's primitive views, containers and the modifiers that are layouts
/// (docs/SPEC-FORMAT.md, "Trees").
extension ItemModel {
    /// The item keys of views beyond SPEC-FORMAT.md's four models.
    public static let viewKinds = [
        "layout", "spacer", "divider", "color", "rectangle", "roundedRectangle", "capsule", "circle", "image",
        "emptyView", "scrollView", "viewThatFits",
    ]
    /// Every key an item may have besides its attributes: a kind, its `modifiers` and its `identity`.
    public static let itemKeys = jsonKinds + viewKinds + ["modifiers", "identity"]
    /// An `image`'s width and height where the scene gives none (no asset catalog's size):
    /// 20 points (docs/SPEC-FORMAT.md).
    public static let defaultImageSide = 20.0

    /// An item as read, with what it answers besides its size when the scene does not say:
    /// a `spacer` prefers 0 to its neighbours, a colour or shape states no preference
    /// (``SubviewAttributes/EdgeSpacing/noPreference``), a `layoutPriority` modifier sets the
    /// priority.
    public struct Parsed {
        public var model: ItemModel
        public var spacing: SubviewAttributes.EdgeSpacing?
        public var priority: Double?
        /// The view's explicit alignment guides (`alignmentGuide` modifiers); `nil`: none.
        public var guides: [AlignmentGuideValue]?
        /// False for an `emptyView`, which is no subview at all (SwiftUI leaves it out).
        public var isView = true
    }

    /// Reads an item's `identity` (docs/SPEC-FORMAT.md): a whole number ≥ 0 that only tells the view
    /// apart from one with the same fields, which is not laid out.
    static func readIdentity(_ reader: inout JSONObjectReader) throws {
        // Checked first: reading an absent key would still list it among those read (an
        // allocation an item, the gate found: +352 bytes on the Shelf preview).
        guard reader.contains("identity"), let value = reader.value("identity") else { return }
        guard case let .number(n) = value, n >= 0, n <= 9_007_199_254_740_992, n.rounded() == n else {
            throw GridPerfError("\(reader.path("identity")): expected a whole number from 0 to 2^53")
        }
    }

    /// Reads a tree item: any of ``itemKeys``, leaving other fields unread. A leaf whose modifiers
    /// leave it laid out as a plain model (none, or those of ``laidOutAs(_:)``) is that model;
    /// anything else is a ``view(_:)``.
    public static func parseItem(_ reader: inout JSONObjectReader) throws -> Parsed {
        let context = ViewTreeContext.current
        try context?.countNode(reader.path)
        try readIdentity(&reader)
        guard let kind = viewKinds.first(where: { reader.contains($0) }) else {
            let model = try parseModel(&reader)
            let modifiers = try readModifiers(&reader)
            if let item = model.laidOutAs(modifiers.list) {
                return Parsed(model: item, priority: modifiers.priority, guides: modifiers.guides)
            }
            let name = jsonKinds.first { reader.contains($0) } ?? "item"
            return Parsed(
                model: .view(ViewNode(kind: name, content: .leaf(model), modifiers: modifiers.list)),
                priority: modifiers.priority, guides: modifiers.guides)
        }
        if let other = reader.unsortedKeys.first(where: {
            $0 != kind && (viewKinds.contains($0) || jsonKinds.contains($0))
        }) {
            throw GridPerfError("\(reader.path): an item is one view: got \(kind) and \(other)")
        }
        let path = reader.path(kind)
        var spacing: SubviewAttributes.EdgeSpacing?
        let content: ViewNode.Content
        let name: String
        switch kind {
        case "layout":
            guard case let .string(layout)? = reader.value("layout") else {
                throw GridPerfError("\(path): expected the name of a registered layout")
            }
            guard let context else {
                throw GridPerfError("\(path): a container ('\(GridPerfError.quoted(layout))') is read only in a scene")
            }
            let container = try context.nested(layout, path: reader.path) {
                try context.readContainer(layout, &reader)
            }
            content = .container(container)
            name = layout
        case "scrollView", "viewThatFits":
            (content, name) = try readWrapper(kind, &reader, path: path, context: context)
        case "emptyView":
            _ = reader.value(kind)
            let modifiers = try readModifiers(&reader)
            var parsed = Parsed(
                model: .view(
                    ViewNode(
                        kind: kind, content: .leaf(PrimitiveView(.size(width: 0, height: 0))),
                        modifiers: modifiers.list)))
            parsed.isView = false
            return parsed
        default:
            let leaf = try readPrimitive(kind, reader.value(kind), path: path, axis: context?.stackAxis)
            content = .leaf(leaf.model)
            spacing = leaf.spacing
            name = kind
        }
        let modifiers = try readModifiers(&reader)
        if case let .leaf(primitive) = content, let item = primitive.item.laidOutAs(modifiers.list) {
            return Parsed(model: item, spacing: spacing, priority: modifiers.priority, guides: modifiers.guides)
        }
        return Parsed(
            model: .view(ViewNode(kind: name, content: content, modifiers: modifiers.list)), spacing: spacing,
            priority: modifiers.priority, guides: modifiers.guides)
    }

    /// A primitive view as an item model, and its spacing preference when it differs from the
    /// default. Sources: Apple's documentation of `Spacer` ("expands along the major axis of its
    /// containing stack layout, or on both axes if not contained in a stack"), `Divider`, `Color`
    /// and the shapes (which fill the space offered), `Image` and `resizable()`.
    static func readPrimitive(_ kind: String, _ value: JSONValue?, path: String, axis: Axis?) throws
        -> (model: ItemModel, spacing: SubviewAttributes.EdgeSpacing?)
    {
        var r = try JSONObjectReader(value, path: path)
        switch kind {
        case "spacer":
            let m = try r.optionalDouble("minLength") ?? SubviewAttributes.EdgeSpacing.standard.top
            try r.finish(known: ["minLength"])
            let along = (min: m, ideal: m, max: Double.infinity)
            let model: FlexibleItem
            switch axis {
            case .horizontal?:
                model = FlexibleItem(
                    minWidth: m, idealWidth: m, maxWidth: .infinity, minHeight: 0, idealHeight: 0, maxHeight: 0)
            case .vertical?:
                model = FlexibleItem(
                    minWidth: 0, idealWidth: 0, maxWidth: 0, minHeight: m, idealHeight: m, maxHeight: .infinity)
            case nil:
                model = FlexibleItem(
                    minWidth: along.min, idealWidth: along.ideal, maxWidth: along.max, minHeight: along.min,
                    idealHeight: along.ideal, maxHeight: along.max)
            }
            return (.flexible(model), SubviewAttributes.EdgeSpacing(all: 0))
        case "divider":
            try r.finish(known: [])
            let t = Self.dividerThickness
            if axis == .horizontal {
                return (
                    .flexible(FlexibleItem(minWidth: t, idealWidth: t, maxWidth: t, minHeight: 0, idealHeight: 0)), nil
                )
            }
            return (
                .flexible(FlexibleItem(minWidth: 0, idealWidth: 0, minHeight: t, idealHeight: t, maxHeight: t)), nil
            )
        case "image":
            let w = try r.double("width", default: defaultImageSide)
            let h = try r.double("height", default: defaultImageSide)
            let resizable = try r.bool("resizable", default: false)
            _ = r.value("systemName")
            _ = r.value("name")
            try r.finish(known: ["width", "height", "resizable", "systemName", "name"])
            if resizable {
                return (.flexible(FlexibleItem(minWidth: 0, idealWidth: w, minHeight: 0, idealHeight: h)), nil)
            }
            return (.size(width: w, height: h), nil)
        default:  // color and the shapes: take what they are proposed, 10 × 10 where unspecified.
            _ = r.value("name")
            _ = r.value("cornerRadius")
            try r.finish(known: ["name", "cornerRadius"])
            return (.flexible(FlexibleItem()), .noPreference)
        }
    }

    /// A `Divider`'s thickness across its line: 1 point (gridperf's convention; SwiftUI draws a
    /// hairline whose thickness it does not document).
    public static let dividerThickness = 1.0

    static func readWrapper(_ kind: String, _ reader: inout JSONObjectReader, path: String, context: ViewTreeContext?)
        throws -> (ViewNode.Content, String)
    {
        var r = try JSONObjectReader(reader.value(kind), path: path)
        let axesKey = kind == "scrollView" ? "axes" : "in"
        var horizontal = kind == "viewThatFits"
        var vertical = true
        if let axes = r.value(axesKey) {
            guard case let .array(list) = axes, !list.isEmpty else {
                throw GridPerfError("\(r.path(axesKey)): expected a list of \"horizontal\", \"vertical\"")
            }
            horizontal = false
            vertical = false
            for a in list {
                switch a {
                case .string("horizontal"): horizontal = true
                case .string("vertical"): vertical = true
                default:
                    throw GridPerfError(
                        "\(r.path(axesKey)): expected \"horizontal\" or \"vertical\", got \(a.jsonText())")
                }
            }
        }
        func child(_ value: JSONValue?, _ childPath: String) throws -> ViewNode {
            let read = {
                var c = try JSONObjectReader(value, path: childPath)
                let parsed = try ItemModel.parseItem(&c)
                try c.finish(known: ItemModel.itemKeys)
                return ViewNode.wrapping(parsed.model)
            }
            return try context.map { try $0.nested(nil, path: childPath, read) } ?? read()
        }
        if kind == "scrollView" {
            guard r.contains("content") else {
                throw GridPerfError("\(r.path("content")): required, the scrolled view")
            }
            let inner = try child(r.value("content"), r.path("content"))
            try r.finish(known: ["axes", "content"])
            return (.scrollView(horizontal: horizontal, vertical: vertical, content: inner), kind)
        }
        let candidates = try JSONValue.array(r.value("candidates"), at: r.path("candidates"))
        guard !candidates.isEmpty else { throw GridPerfError("\(r.path("candidates")): needs at least one view") }
        let nodes = try candidates.enumerated().map { try child($1, "\(r.path("candidates"))[\($0)]") }
        try r.finish(known: ["in", "candidates"])
        return (.viewThatFits(horizontal: horizontal, vertical: vertical, candidates: nodes), kind)
    }
}

extension ViewNode {
    /// `model` as a node: itself when it is a view, else a leaf without modifiers.
    public static func wrapping(_ model: ItemModel) -> ViewNode {
        if case let .view(node) = model { return node }
        return ViewNode(kind: model.kindName, content: .leaf(model))
    }
}

extension ItemModel {
    /// The model's key in the scene format (`size`, `flexible`, `text`, `aspect`), or the view's kind.
    public var kindName: String {
        switch self {
        case .size: "size"
        case .flexible: "flexible"
        case .text: "text"
        case .aspect: "aspect"
        case let .view(node): node.kind
        }
    }
}
