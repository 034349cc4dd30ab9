import GridPerfCore

/// A lazy grid's sections (SPEC-FORMAT `sections`), as ``LazyGridPlugin`` reads them: each
/// starts a new line, its header and footer lines of their own.
public struct LazyGridSections: SceneGrouping {
    public var sections: [SceneSection]
    public init(_ sections: [SceneSection]) { self.sections = sections }

    /// `[{"header": ITEM?, "items": [ITEM…], "footer": ITEM?}]`, appended in output order.
    static func read(_ value: JSONValue?, into items: inout [ItemModel]) throws -> LazyGridSections {
        var sections: [SceneSection] = []
        for (k, raw) in try JSONValue.array(value, at: "sections").enumerated() {
            let path = "sections[\(k)]"
            var r = try JSONObjectReader(raw, path: path)
            var header: Int?
            if let h = r.value("header"), !h.isNull {
                header = items.count
                items.append(try ItemModel(json: h, path: r.path("header")))
            }
            let first = items.count
            for (i, item) in try JSONValue.array(r.value("items"), at: r.path("items")).enumerated() {
                let path = "\(r.path("items"))[\(i)]"
                if let deferred = try ViewTreeContext.deferredItems(item, path: path) {
                    items += deferred  // a lazy ForEach's elements, made as they are realised
                } else {
                    items.append(try ItemModel(json: item, path: path))
                }
            }
            let range = first..<items.count
            var footer: Int?
            if let f = r.value("footer"), !f.isNull {
                footer = items.count
                items.append(try ItemModel(json: f, path: r.path("footer")))
            }
            try r.finish(known: ["header", "items", "footer"])
            sections.append(SceneSection(header: header, items: range, footer: footer))
        }
        return LazyGridSections(sections)
    }

}
