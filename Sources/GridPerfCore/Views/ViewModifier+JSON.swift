/// Reading and writing `modifiers`: a list of one-key objects, innermost first.
extension ItemModel {
    /// The modifier names a scene may use.
    public static let modifierNames = [
        "frame", "padding", "aspectRatio", "fixedSize", "layoutPriority", "offset", "position", "overlay",
        "background", "alignmentGuide",
    ]

    /// The modifiers of an item as read: the layouts, and what the view answers its parent
    /// besides its size (a `layoutPriority`, explicit alignment guides).
    struct Modifiers {
        var list: [ViewModifier] = []
        var priority: Double?
        /// The explicit guides, each in the outermost view's coordinates (a padding after a
        /// guide moves it); `nil` when none is set.
        var guides: [AlignmentGuideValue]?
    }

    /// The largest constant an `alignmentGuide` may give, in points, and the largest factor of
    /// the view's width or height: values far beyond any screen, which keep every guide finite.
    public static let maximumGuideConstant = 1e9
    public static let maximumGuideFactor = 1e3

    /// SwiftUI's default padding, where `padding` gives no length: 16 points (the system's
    /// standard padding on iOS, as measured around a padded view on an iPhone).
    public static let defaultPadding = 16.0

    /// Reads `modifiers` (absent: none); `layoutPriority` and `alignmentGuide` are returned apart:
    /// they are what the view answers its parent, not layouts of their own.
    static func readModifiers(_ reader: inout JSONObjectReader) throws -> Modifiers {
        guard let value = reader.value("modifiers") else { return Modifiers() }
        let path = reader.path("modifiers")
        let list = try JSONValue.array(value, at: path)
        guard list.count <= ViewTreeContext.maximumModifiers else {
            throw GridPerfError("\(path): more than \(ViewTreeContext.maximumModifiers) modifiers on one view")
        }
        var out: [ViewModifier] = []
        var priority: Double?
        var guides: [AlignmentGuideValue] = []
        for (i, entry) in list.enumerated() {
            let at = "\(path)[\(i)]"
            guard case let .object(o) = entry, o.count == 1, let (name, body) = o.first else {
                throw GridPerfError(
                    "\(at): a modifier is an object with one key, one of \(modifierNames.joined(separator: ", "))")
            }
            let here = "\(at).\(name)"
            switch name {
            case "frame": out.append(try readFrame(body, path: here))
            case "padding":
                let insets = try readPadding(body, path: here)
                out.append(.padding(insets))
                for k in guides.indices { guides[k] = guides[k].padded(by: insets) }
            case "alignmentGuide":
                let guide = try readAlignmentGuide(body, path: here)
                guides.removeAll { $0.axis == guide.axis && $0.guide == guide.guide }
                guides.append(guide)
            case "aspectRatio":
                var r = try JSONObjectReader(body, path: here)
                let ratio = try r.optionalDouble("ratio", minimum: -.greatestFiniteMagnitude)
                if let ratio, !(ratio > 0) {
                    throw GridPerfError("\(r.path("ratio")): must be greater than 0, got \(formatPoints(ratio))")
                }
                let mode = try r.choice("contentMode", default: "fit", choices: ["fit", "fill"])
                try r.finish(known: ["ratio", "contentMode"])
                out.append(.aspectRatio(ratio: ratio, fill: mode == "fill"))
            case "fixedSize":
                if case .bool(true) = body {
                    out.append(.fixedSize(horizontal: true, vertical: true))
                } else {
                    var r = try JSONObjectReader(body, path: here)
                    let h = try r.bool("horizontal", default: true)
                    let v = try r.bool("vertical", default: true)
                    try r.finish(known: ["horizontal", "vertical"])
                    out.append(.fixedSize(horizontal: h, vertical: v))
                }
            case "layoutPriority":
                guard case let .number(p) = body, p.isFinite, abs(p) <= SubviewAttributes.maximumPriority else {
                    throw GridPerfError(
                        "\(here): expected a number within ±\(formatPoints(SubviewAttributes.maximumPriority))")
                }
                priority = p
            case "offset", "position":
                var r = try JSONObjectReader(body, path: here)
                let x = try r.double("x", default: 0, minimum: -.greatestFiniteMagnitude)
                let y = try r.double("y", default: 0, minimum: -.greatestFiniteMagnitude)
                try r.finish(known: ["x", "y"])
                out.append(name == "offset" ? .offset(x: x, y: y) : .position(x: x, y: y))
            case "overlay", "background":
                var r = try JSONObjectReader(body, path: here)
                let alignment = try readAlignment(&r, "alignment")
                guard r.contains("content") else {
                    throw GridPerfError("\(r.path("content")): required, the \(name)'s view")
                }
                let contentPath = r.path("content")
                let content = r.value("content")
                let read = {
                    var c = try JSONObjectReader(content, path: contentPath)
                    let parsed = try ItemModel.parseItem(&c)
                    try c.finish(known: ItemModel.itemKeys)
                    return ViewNode.wrapping(parsed.model)
                }
                let node = try ViewTreeContext.current.map { try $0.nested(nil, path: contentPath, read) } ?? read()
                try r.finish(known: ["alignment", "content"])
                out.append(
                    name == "overlay" ? .overlay(node, alignment: alignment) : .background(node, alignment: alignment))
            default:
                throw GridPerfError(
                    "\(at): unknown modifier '\(GridPerfError.quoted(name))' (known: \(modifierNames.joined(separator: ", ")))"
                )
            }
        }
        return Modifiers(list: out, priority: priority, guides: guides.isEmpty ? nil : guides)
    }

    /// `{"horizontal": guide}` or `{"vertical": guide}` with `value` (a constant, points),
    /// `width` and `height` (factors of the view's size), each 0 unless given: the guide is
    /// `value + width·w + height·h` for a view of `w × h`.
    static func readAlignmentGuide(_ body: JSONValue, path: String) throws -> AlignmentGuideValue {
        var r = try JSONObjectReader(body, path: path)
        let axes: [(String, Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
        let given = axes.filter { r.contains($0.0) }
        guard given.count == 1, let (key, axis) = given.first else {
            throw GridPerfError("\(path): expected one of 'horizontal' or 'vertical', the guide's axis")
        }
        guard case let .string(name)? = r.value(key), !name.isEmpty, name.count <= 200,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else {
            throw GridPerfError("\(r.path(key)): expected a guide's name (leading, center, top, a custom alignment's)")
        }
        let c = try r.double("value", default: 0, minimum: -maximumGuideConstant)
        let w = try r.double("width", default: 0, minimum: -maximumGuideFactor)
        let h = try r.double("height", default: 0, minimum: -maximumGuideFactor)
        for (k, v, most) in [
            ("value", c, maximumGuideConstant), ("width", w, maximumGuideFactor), ("height", h, maximumGuideFactor),
        ]
        where v > most {
            throw GridPerfError("\(r.path(k)): must be at most \(formatPoints(most)), got \(formatPoints(v))")
        }
        try r.finish(known: ["horizontal", "vertical", "value", "width", "height"])
        return AlignmentGuideValue(axis: axis, guide: name, constant: c, width: w, height: h)
    }

    static func readAlignment(_ r: inout JSONObjectReader, _ key: String) throws -> Alignment {
        let name = try r.choice(key, default: "center", choices: Alignment.named.map(\.name))
        return Alignment(name: name)!
    }

    static let fixedFrameKeys = ["width", "height", "alignment"]
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// `{"width", "height", "alignment"}` (a fixed frame) or the flexible frame's bounds, where
    /// `null` is infinity (`maxWidth: .infinity`); the two forms do not mix, as in SwiftUI.
    static func readFrame(_ body: JSONValue, path: String) throws -> ViewModifier {
        var r = try JSONObjectReader(body, path: path)
        let alignment = try readAlignment(&r, "alignment")
        let flexible = flexibleFrameKeys.filter { r.contains($0) }
        if flexible.isEmpty {
            let w = try r.optionalDouble("width")
            let h = try r.optionalDouble("height")
            try r.finish(known: fixedFrameKeys + flexibleFrameKeys)
            return .frame(width: w, height: h, alignment: alignment)
        }
        if let fixed = ["width", "height"].first(where: { r.contains($0) }) {
            throw GridPerfError(
                "\(r.path(fixed)): a frame is fixed (width, height) or flexible (min…, ideal…, max…), not both")
        }
        func bound(_ key: String) throws -> Double? {
            guard r.contains(key) else { return nil }
            if case .null? = r.value(key) { return .infinity }
            return try r.optionalDouble(key)
        }
        var f = FlexibleFrame(alignment: alignment)
        f.minWidth = try bound("minWidth")
        f.idealWidth = try bound("idealWidth")
        f.maxWidth = try bound("maxWidth")
        f.minHeight = try bound("minHeight")
        f.idealHeight = try bound("idealHeight")
        f.maxHeight = try bound("maxHeight")
        for (lo, hi, axis) in [(f.minWidth, f.maxWidth, "Width"), (f.minHeight, f.maxHeight, "Height")] {
            if let lo, let hi, lo > hi {
                throw GridPerfError(
                    "\(path): min\(axis) \(formatPoints(lo)) is greater than max\(axis) \(formatPoints(hi))")
            }
        }
        try r.finish(known: fixedFrameKeys + flexibleFrameKeys)
        return .flexibleFrame(f)
    }

    /// A number (every edge), or `{"edges": "all" | "horizontal" | "vertical" | an edge | [edges],
    /// "length": n}`, or `{"top", "leading", "bottom", "trailing"}`; a missing length is 16.
    static func readPadding(_ body: JSONValue, path: String) throws -> EdgeInsets {
        if case let .number(n) = body {
            guard n.isFinite else { throw GridPerfError("\(path): must be a finite number") }
            return EdgeInsets(top: n, leading: n, bottom: n, trailing: n)
        }
        var r = try JSONObjectReader(body, path: path)
        let sides = ["top", "leading", "bottom", "trailing"]
        if sides.contains(where: { r.contains($0) }) {
            let e = EdgeInsets(
                top: try r.double("top", default: 0, minimum: -.greatestFiniteMagnitude),
                leading: try r.double("leading", default: 0, minimum: -.greatestFiniteMagnitude),
                bottom: try r.double("bottom", default: 0, minimum: -.greatestFiniteMagnitude),
                trailing: try r.double("trailing", default: 0, minimum: -.greatestFiniteMagnitude))
            try r.finish(known: sides)
            return e
        }
        let length = try r.double("length", default: defaultPadding, minimum: -.greatestFiniteMagnitude)
        var names: [String] = ["all"]
        switch r.value("edges") {
        case nil: break
        case let .string(s)?: names = [s]
        case let .array(list)?:
            names = try list.map {
                guard case let .string(s) = $0 else { throw GridPerfError("\(r.path("edges")): expected edge names") }
                return s
            }
        case let other?:
            throw GridPerfError("\(r.path("edges")): expected an edge name or a list, got \(other.typeName)")
        }
        var e = EdgeInsets()
        for name in names {
            switch name {
            case "all": e = EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
            case "horizontal": (e.leading, e.trailing) = (length, length)
            case "vertical": (e.top, e.bottom) = (length, length)
            case "top": e.top = length
            case "leading": e.leading = length
            case "bottom": e.bottom = length
            case "trailing": e.trailing = length
            default:
                throw GridPerfError(
                    "\(r.path("edges")): unknown edge '\(GridPerfError.quoted(name))' (all, horizontal, vertical, top, leading, bottom, trailing)"
                )
            }
        }
        try r.finish(known: ["edges", "length"] + sides)
        return e
    }
}

extension ViewNode {
    /// The node as a scene item (SPEC-FORMAT.md): its content's item and its modifiers. A
    /// primitive reads back as the model it answers as (a `color` as its `flexible` item); a
    /// container as its layout, parameters and `items`.
    public var json: JSONValue {
        var object: [String: JSONValue]
        switch content {
        case let .leaf(primitive):
            object = primitive.item.json.objectValue ?? [:]
        case let .container(c):
            var items: [JSONValue] = []
            for i in 0..<c.storage.count { items.append(c.storage.model(at: i).json) }
            object = ["layout": .string(c.kind), "items": .array(items)]
            if let p = c.parameters { object["parameters"] = p }
        case let .scrollView(h, v, inner):
            object = ["scrollView": .object(["axes": Self.axesJSON(h, v), "content": inner.json])]
        case let .viewThatFits(h, v, candidates):
            object = [
                "viewThatFits": .object(["in": Self.axesJSON(h, v), "candidates": .array(candidates.map(\.json))])
            ]
        }
        if kind == "emptyView" { object = ["emptyView": .object([:])] }
        if !modifiers.isEmpty { object["modifiers"] = .array(modifiers.map(\.json)) }
        return .object(object)
    }

    static func axesJSON(_ h: Bool, _ v: Bool) -> JSONValue {
        .array((h ? [JSONValue.string("horizontal")] : []) + (v ? [.string("vertical")] : []))
    }
}

extension ViewModifier {
    /// The modifier as the scene format writes it.
    public var json: JSONValue {
        func n(_ v: Double?) -> JSONValue { v.map { $0.isFinite ? .number($0) : .null } ?? .null }
        func alignmentName(_ a: Alignment) -> JSONValue {
            .string(Alignment.named.first { $0.value == a }?.name ?? "center")
        }
        let body: JSONValue
        switch self {
        case let .frame(w, h, a):
            var o: [String: JSONValue] = ["alignment": alignmentName(a)]
            if let w { o["width"] = .number(w) }
            if let h { o["height"] = .number(h) }
            body = .object(o)
        case let .flexibleFrame(f):
            var o: [String: JSONValue] = ["alignment": alignmentName(f.alignment)]
            let bounds: [(String, Double?)] = [
                ("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight),
            ]
            for (k, v) in bounds where v != nil { o[k] = n(v) }
            body = .object(o)
        case let .padding(e):
            body = .object([
                "top": .number(e.top), "leading": .number(e.leading), "bottom": .number(e.bottom),
                "trailing": .number(e.trailing),
            ])
        case let .aspectRatio(ratio, fill):
            var o: [String: JSONValue] = ["contentMode": .string(fill ? "fill" : "fit")]
            if let ratio { o["ratio"] = .number(ratio) }
            body = .object(o)
        case let .fixedSize(h, v):
            body = .object(["horizontal": .bool(h), "vertical": .bool(v)])
        case let .offset(x, y), let .position(x, y):
            body = .object(["x": .number(x), "y": .number(y)])
        case let .overlay(node, a), let .background(node, a):
            body = .object(["alignment": alignmentName(a), "content": node.json])
        }
        return .object([name: body])
    }
}
