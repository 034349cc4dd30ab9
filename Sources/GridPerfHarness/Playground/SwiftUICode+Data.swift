import GridPerfCore
import GridPerfModel

/// Runs of items written as a `ForEach` over their data, as a real screen's `ForEach` goes over
/// its model: cards that differ only in their texts' strings (a poster grid's titles and years),
/// and generated items that differ only in their numbers (a photo grid's aspect ratios, a flow's
/// text lengths, `mix`'s kinds). Whatever the run's length the copy is the whole scene: up to
/// ``literalRows`` rows as an array literal, past that one string of JSON decoded when the view
/// is made (a 10,000-row array literal had not compiled after 9 minutes at `-O`; the string
/// compiles in 1.5 s).
extension SwiftUICode {
    /// The most rows a data `ForEach` writes as an array literal (more are a string of JSON).
    static let literalRows = 100

    /// `ForEach` over `rows` (each row's elements already written as literals), of Swift type
    /// `type` (`[[String]]`), naming a row `name` in `body` (written at `indent` + 4), laid out
    /// as `swift format` lays it out (the copy is left as it is by `swift format`: a test).
    static func forEach(rows: [[String]], type: String, name: String, body: String, indent: String) -> String {
        let i4 = indent + "    ", i8 = i4 + "    ", i12 = i8 + "    ", i16 = i12 + "    "
        var data: String
        if rows.count <= literalRows {
            data = "\(i8)([\n" + rows.map { "\(i12)[" + $0.joined(separator: ", ") + "],\n" }.joined()
            data += "\(i8)] as \(type)).enumerated()), id: \\.offset"
        } else {
            let lines = rows.map { "\(i16)[" + $0.joined(separator: ",") + "]" }
            data =
                "\(i8)try! JSONDecoder().decode(\n\(i12)\(type).self,\n\(i12)from: Data(\n\(i16)#\"\"\"\n\(i16)[\n"
                + lines.joined(separator: ",\n") + "\n\(i16)]\n\(i16)\"\"\"#.utf8)\n"
                + "\(i8)).enumerated()), id: \\.offset"
        }
        return "\(indent)ForEach(\n\(i4)Array(\n\(data)\n\(indent)) { _, \(name) in\n\(i4)\(body)\n\(indent)}"
    }

    // MARK: Strings

    /// The run of items from `i` that differ only in their texts' strings (at least two items, not
    /// all equal), written as a `ForEach` over each item's strings, and where the run ends; `nil`
    /// when the item at `i` starts no such run.
    func stringRun(_ items: [JSONValue], from i: Int, indent: String) -> (code: String, end: Int)? {
        let first = Self.texts(of: items[i])
        guard !first.strings.isEmpty else { return nil }
        var rows = [first.strings]
        var j = i + 1
        var differs = false
        while j < items.count {
            let next = Self.texts(of: items[j])
            guard next.shape == first.shape else { break }
            differs = differs || next.strings != first.strings
            rows.append(next.strings)
            j += 1
        }
        guard j - i > 1, differs else { return nil }
        // The first item written with each string a placeholder, then each placeholder `s[k]`.
        let marked = Self.texts(of: items[i], marking: true).shape
        var code = view(marked, indent: indent + "    ")
        for k in first.strings.indices {
            code = code.replacingOccurrences(of: Self.quoted(Self.slot(k)), with: "s[\(k)]")
        }
        let literals = rows.map { $0.map(Self.quoted) }
        return (Self.forEach(rows: literals, type: "[[String]]", name: "s", body: code, indent: indent), j)
    }

    /// A placeholder for the `k`th string of an item (a private-use character no scene's text holds).
    static func slot(_ k: Int) -> String { "\u{E000}slot\(k)\u{E000}" }

    /// `item` with its texts' strings taken out (empty, or with `marking`, each its ``slot(_:)``),
    /// and the strings, in a fixed order (keys sorted, depth first).
    static func texts(of item: JSONValue, marking: Bool = false) -> (shape: JSONValue, strings: [String]) {
        var strings: [String] = []
        func walk(_ v: JSONValue) -> JSONValue {
            switch v {
            case let .object(o):
                var out: [String: JSONValue] = [:]
                for key in o.keys.sorted() {
                    let value = o[key]!
                    if key == "text", let s = value.stringValue {
                        out[key] = .string(marking ? slot(strings.count) : "")
                        strings.append(s)
                    } else if key == "text", case var .object(t) = value, let s = t["string"]?.stringValue {
                        t["string"] = .string(marking ? slot(strings.count) : "")
                        strings.append(s)
                        out[key] = .object(t)
                    } else {
                        out[key] = walk(value)
                    }
                }
                return .object(out)
            case let .array(a): return .array(a.map(walk))
            default: return v
            }
        }
        let shape = walk(item)
        return (shape, strings)
    }

    // MARK: Numbers

    /// A plain generated item (docs/SPEC-FORMAT.md's `size`, a `text` given by its length, an
    /// `aspect`, a `flexible` of fixed height or fixed size; no modifier): what varies from item
    /// to item in a generated scene. Each kind is written as ``base(_:indent:)`` writes it, its
    /// numbers `v[k]`.
    enum NumberKind: Int, CaseIterable {
        case size, textLength, aspect, fixedHeight, fixedSize

        /// The view, its `k`th number written `number(k)`.
        func view(_ number: (Int) -> String) -> String {
            switch self {
            case .size: return "Color.blue.frame(width: \(number(0)), height: \(number(1)))"
            case .textLength: return "Text(String(repeating: \"x\", count: Int(\(number(0)))))"
            case .aspect: return "Rectangle().aspectRatio(\(number(0)), contentMode: .fit)"
            case .fixedHeight: return "Rectangle().frame(height: \(number(0)))"
            case .fixedSize: return "Rectangle().frame(width: \(number(0)), height: \(number(1)))"
            }
        }

        /// What a row's leading kind number means, for the comment above a mixed run.
        var label: String {
            switch self {
            case .size: return "a colour v[1] × v[2]"
            case .textLength: return "v[1] characters of text"
            case .aspect: return "a rectangle of ratio v[1]"
            case .fixedHeight: return "a rectangle v[1] high"
            case .fixedSize: return "a rectangle v[1] × v[2]"
            }
        }
    }

    /// `item`'s kind and numbers when it is a plain generated item (``NumberKind``); else `nil`.
    /// Only keys ``base(_:indent:)`` writes the same way are accepted: a text's `charWidth` and
    /// `lineHeight`, an aspect's `idealWidth` are not written there either.
    static func numbers(of item: JSONValue) -> NumberEntry? {
        guard let o = item.objectValue, o.count == 1, let (key, value) = o.first else { return nil }
        switch key {
        case "size":
            guard let s = value.arrayValue?.compactMap(\.doubleValue), s.count == 2 else { return nil }
            return (.size, s)
        case "text":
            guard let t = value.objectValue, let n = t["length"]?.doubleValue,
                Set(t.keys).isSubset(of: ["length", "charWidth", "lineHeight"])
            else { return nil }
            return (.textLength, [n])
        case "aspect":
            guard let a = value.objectValue, let r = a["ratio"]?.doubleValue,
                Set(a.keys).isSubset(of: ["ratio", "idealWidth"])
            else { return nil }
            return (.aspect, [r])
        case "flexible":
            guard let f = value.objectValue else { return nil }
            // An axis of one length (min = ideal = max, or the shorthand), or left at the
            // rectangle's own bounds (0, 10, infinity), as `flexible(_:)` writes them.
            func fixed(_ axis: String, _ key: String) -> Double? {
                if let v = f[key]?.doubleValue { return v }
                let lo = f["min\(axis)"]?.doubleValue, ideal = f["ideal\(axis)"]?.doubleValue
                guard let lo, lo == ideal, lo == f["max\(axis)"]?.doubleValue else { return nil }
                return lo
            }
            func own(_ axis: String, _ key: String) -> Bool {
                f[key] == nil && (f["min\(axis)"] ?? .number(0)) == .number(0)
                    && (f["ideal\(axis)"] ?? .number(10)) == .number(10) && (f["max\(axis)"] ?? .null) == .null
            }
            if let h = fixed("Height", "height") {
                if let w = fixed("Width", "width") { return (.fixedSize, [w, h]) }
                if own("Width", "width") { return (.fixedHeight, [h]) }
            }
            return nil
        default:
            return nil
        }
    }

    /// A generated item's kind and numbers, straight from its model (what ``numbers(of:)`` reads
    /// from its JSON); `nil` for a view or a flexible item of another shape. O(1).
    static func numbers(of model: ItemModel) -> NumberEntry? {
        switch model {
        case let .size(w, h): return (.size, [w, h])
        case let .text(t): return (.textLength, [Double(t.length)])
        case let .aspect(a): return (.aspect, [a.ratio])
        case let .flexible(f):
            // As `numbers(of:)` reads its JSON: a height of one length, and a width of one length
            // or at the rectangle's own bounds (0, 10, infinity).
            guard f.minHeight == f.idealHeight, f.idealHeight == f.maxHeight else { return nil }
            if f.minWidth == f.idealWidth, f.idealWidth == f.maxWidth {
                return (.fixedSize, [f.minWidth, f.minHeight])
            }
            if f.minWidth == 0, f.idealWidth == 10, f.maxWidth == .infinity { return (.fixedHeight, [f.minHeight]) }
            return nil
        case .view: return nil
        }
    }

    /// A generated item's kind and numbers (``numbers(of:)``).
    typealias NumberEntry = (kind: NumberKind, numbers: [Double])

    /// The rows of `entries` as a `[[Double]]` and the view each row is written as (`v` a row, the
    /// view at `indent`): one kind, its numbers; several, each row led by its kind's number and the
    /// view a `switch` over it, with a legend. `nil` for no entries. O(entries).
    static func numberRows(_ entries: [NumberEntry], indent: String) -> (
        rows: [[String]], body: String, legend: String?
    )? {
        var kinds: [NumberKind] = []
        for e in entries where !kinds.contains(e.kind) { kinds.append(e.kind) }
        guard let only = kinds.first else { return nil }
        if kinds.count == 1 {
            return (entries.map { $0.numbers.map(n) }, only.view { "v[\($0)]" }, nil)
        }
        // Several kinds: a row is [kind, numbers…]; each kind's view under its `case`.
        let order = NumberKind.allCases.filter(kinds.contains)
        let rows = entries.map { [String($0.kind.rawValue)] + $0.numbers.map(n) }
        var body = "switch v[0] {"
        for (k, kind) in order.enumerated() {
            let label = k == order.count - 1 ? "default" : "case \(kind.rawValue)"
            body += "\n\(indent)\(label): \(kind.view { "v[\($0 + 1)]" })"
        }
        body += "\n\(indent)}"
        let legend = "// v[0]: " + order.map { "\($0.rawValue): \($0.label)" }.joined(separator: "; ")
        return (rows, body, legend)
    }

    /// The kinds and numbers of `items` when every one is a plain generated item; else `nil`.
    static func numberEntries(_ items: ArraySlice<JSONValue>) -> [NumberEntry]? {
        var entries: [NumberEntry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard let e = numbers(of: item) else { return nil }
            entries.append(e)
        }
        return entries
    }

    /// `entries` as one `ForEach` over their numbers at `indent`, the legend of a mixed run above
    /// it; `nil` for no entries.
    static func numberForEach(_ entries: [NumberEntry], indent: String) -> String? {
        guard let rows = numberRows(entries, indent: indent + "    ") else { return nil }
        let code = forEach(rows: rows.rows, type: "[[Double]]", name: "v", body: rows.body, indent: indent)
        return (rows.legend.map { "\(indent)\($0)\n" } ?? "") + code
    }

    /// `entries` in `GridRow`s of `perRow`: a `ForEach` over the rows at `indent`, each a `GridRow`
    /// with a `ForEach` over its items; `nil` for no more entries than one row holds.
    static func numberGrid(_ entries: [NumberEntry], perRow: Int, indent: String) -> String? {
        guard entries.count > perRow, let rows = numberRows(entries, indent: indent + "            ") else {
            return nil
        }
        let grouped = stride(from: 0, to: rows.rows.count, by: perRow).map { start in
            rows.rows[start..<Swift.min(start + perRow, rows.rows.count)].map { "[" + $0.joined(separator: ", ") + "]" }
        }
        let rowBody =
            "GridRow {\n\(indent)        ForEach(Array(row.enumerated()), id: \\.offset) { _, v in\n"
            + "\(indent)            \(rows.body)\n\(indent)        }\n\(indent)    }"
        let code = forEach(rows: grouped, type: "[[[Double]]]", name: "row", body: rowBody, indent: indent)
        return (rows.legend.map { "\(indent)\($0)\n" } ?? "") + code
    }

    /// The run of plain generated items from `i` (``numbers(of:)``; at least two, not all equal)
    /// as a `ForEach` over their numbers, and where it ends; `nil` when none starts at `i`.
    func numberRun(_ items: [JSONValue], from i: Int, indent: String) -> (code: String, end: Int)? {
        var j = i
        while j < items.count, Self.numbers(of: items[j]) != nil { j += 1 }
        guard j - i > 1, items[i..<j].contains(where: { $0 != items[i] }),
            let entries = Self.numberEntries(items[i..<j]), let code = Self.numberForEach(entries, indent: indent)
        else { return nil }
        return (code, j)
    }

    /// A grid's flat items in rows of `perRow`, every item a plain generated item, as a `ForEach`
    /// over the rows (``numberGrid(_:perRow:indent:)``); `nil` otherwise.
    func numberGridRows(_ items: [JSONValue], perRow: Int, indent: String) -> String? {
        Self.numberEntries(items[...]).flatMap { Self.numberGrid($0, perRow: perRow, indent: indent) }
    }

    /// A generated scene's view past ``literalRows`` items, every one a plain generated item and
    /// not all equal, written straight from the models: what ``view(_:indent:)`` writes for the
    /// scene (``scene(_:items:)``: its container, a `ForEach` over the numbers), without making the
    /// scene's JSON (a playground's new scene of 100,000 items). `nil` otherwise. O(items).
    package func generatedView(_ w: Workload, models: [ItemModel]) -> String? {
        guard models.count > Self.literalRows, let first = models.first,
            models.contains(where: { $0 != first })
        else { return nil }
        var entries: [NumberEntry] = []
        entries.reserveCapacity(models.count)
        for model in models {
            guard let e = Self.numbers(of: model) else { return nil }
            entries.append(e)
        }
        let call = call(w.layout, Self.scene(w, items: []))
        let body: String?
        if let k = call.itemsPerRow {
            body = Self.numberGrid(entries, perRow: k, indent: "    ")
        } else {
            body = Self.numberForEach(entries, indent: "    ")
        }
        return body.map { "\(call.head) {\n" + $0 + "\n}" }
    }
}
