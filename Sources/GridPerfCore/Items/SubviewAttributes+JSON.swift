extension SubviewAttributes {
    /// The item fields of SPEC-FORMAT.md that set attributes, beside the model key.
    public static let jsonKeys = ["spacing", "priority", "values"]

    /// The largest layout priority a scene may give (SwiftUI's priorities are small numbers).
    public static let maximumPriority = 1e6

    /// Collects the attributes of a scene's items, one item at a time (`read(_:index:count:)`).
    public struct Builder {
        private var spacing: [EdgeSpacing?] = []
        private var priority: [Double?] = []
        private var values: [String: [JSONValue?]] = [:]
        private var guides: [[AlignmentGuideValue]?] = []
        private let count: Int

        /// A builder for `count` items.
        public init(count: Int) { self.count = count }

        /// Reads item `index`'s attribute fields (`spacing`: a number for every edge or an
        /// object of `top`, `leading`, `bottom`, `trailing`, each 8 unless given; `priority`: a
        /// finite number; `values`: an object of layout values by key name), leaving the others.
        public mutating func read(_ reader: inout JSONObjectReader, index: Int) throws {
            if let value = reader.value("spacing") {
                let path = reader.path("spacing")
                let edges: EdgeSpacing
                switch value {
                case .null:
                    edges = .noPreference
                case let .number(d):
                    try Self.checkSpacing(d, path)
                    edges = EdgeSpacing(all: d)
                default:
                    var r = try JSONObjectReader(value, path: path)
                    let standard = EdgeSpacing.standard
                    edges = EdgeSpacing(
                        top: try r.double("top", default: standard.top),
                        leading: try r.double("leading", default: standard.leading),
                        bottom: try r.double("bottom", default: standard.bottom),
                        trailing: try r.double("trailing", default: standard.trailing))
                    try r.finish(known: ["top", "leading", "bottom", "trailing"])
                }
                Self.set(&spacing, index, edges, count: count)
            }
            if let value = reader.value("priority") {
                guard case let .number(p) = value, p.isFinite, abs(p) <= SubviewAttributes.maximumPriority else {
                    throw GridPerfError(
                        "\(reader.path("priority")): expected a number within ±\(formatPoints(SubviewAttributes.maximumPriority)), got \(value.typeName == "a number" ? value.jsonText() : value.typeName)"
                    )
                }
                Self.set(&priority, index, p, count: count)
            }
            if let value = reader.value("values") {
                guard case let .object(fields) = value else {
                    throw GridPerfError(
                        "\(reader.path("values")): expected an object of layout values by key name, got \(value.typeName)"
                    )
                }
                for (key, v) in fields {
                    guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                        throw GridPerfError(
                            "\(reader.path("values")): '\(GridPerfError.quoted(key))' is not a Swift type name")
                    }
                    if values[key] == nil { values[key] = Array(repeating: nil, count: count) }
                    values[key]![index] = v
                }
            }
        }

        /// Gives item `index` what a tree item answers when the scene does not say (a spacer's
        /// spacing, a `layoutPriority` modifier): only fields its own `spacing` or `priority` did
        /// not set; and its `alignmentGuide` modifiers' guides.
        public mutating func applyDefaults(of parsed: ItemModel.Parsed, index: Int) {
            if let s = parsed.spacing, spacing.isEmpty || spacing[index] == nil {
                Self.set(&spacing, index, s, count: count)
            }
            if let p = parsed.priority, priority.isEmpty || priority[index] == nil {
                Self.set(&priority, index, p, count: count)
            }
            if let g = parsed.guides { Self.set(&guides, index, g, count: count) }
        }

        private static func set<T>(_ column: inout [T?], _ index: Int, _ value: T, count: Int) {
            if column.isEmpty { column = Array(repeating: nil, count: count) }
            column[index] = value
        }

        private static func checkSpacing(_ d: Double, _ path: String) throws {
            guard d.isFinite, d >= 0 else {
                throw GridPerfError("\(path): expected a finite spacing of at least 0, got \(formatPoints(d))")
            }
        }

        /// The attributes read, `nil` when no item set any.
        public func finish() -> SubviewAttributes? {
            let attributes = SubviewAttributes(
                spacing: spacing.isEmpty ? nil : spacing.map { $0 ?? .standard },
                priority: priority.isEmpty ? nil : priority.map { $0 ?? 0 },
                values: values, guides: guides.isEmpty ? nil : guides)
            return attributes.isEmpty ? nil : attributes
        }
    }
}
