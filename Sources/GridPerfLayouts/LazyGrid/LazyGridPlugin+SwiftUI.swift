import GridPerfCore

extension LazyGridPlugin {
    /// `LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 4)`
    /// (`LazyHGrid(rows: …)`).
    public func swiftUICall(parameters: [String: JSONValue]) -> SwiftUICall? {
        let items = (parameters[tracksKey]?.arrayValue ?? []).map(Self.gridItemCode)
        let arguments =
            ["\(tracksKey): [\(items.joined(separator: ", "))]"]
            + SwiftUICall.arguments(parameters, order: ["alignment", spacing.declaration.name], only: true)
        return SwiftUICall(trackAxis == .horizontal ? "LazyVGrid" : "LazyHGrid", arguments: arguments)
    }

    /// One flexible track: the smallest valid grid.
    public var exampleParameters: JSONValue? {
        .object([tracksKey: .array([.object(["size": .object(["flexible": .object([:])])])])])
    }

    /// The tracks at the proposal's width (a `LazyVGrid`) or height (`LazyHGrid`), with the
    /// arithmetic of ``LazyGridMath/explained(_:length:)``; `nil` when that side is unspecified.
    public func tracks(parameters: JSONValue?, proposal: ProposedSize) throws -> TrackExplanation? {
        var r = try JSONObjectReader(parameters, path: "parameters")
        guard case let .array(raw)? = r.value(tracksKey) else { return nil }
        let items = try raw.enumerated().map { try GridItem(json: $1, path: "\(r.path(tracksKey))[\($0)]") }
        guard let length = trackAxis == .horizontal ? proposal.width : proposal.height else { return nil }
        let (groups, extent, steps) = try LazyGridMath.explained(items, length: length)
        return TrackExplanation(
            axis: tracksKey, dividedAxis: trackAxis, length: length, extent: extent,
            tracks: groups.map { .init(start: $0.start, size: $0.size, count: $0.count, spacing: $0.spacing) },
            steps: steps)
    }

    /// `GridItem(.fixed(70))`, `GridItem(.flexible(minimum: 50), spacing: 4)`,
    /// `GridItem(.adaptive(minimum: 40))` from a scene's GridItem.
    static func gridItemCode(_ json: JSONValue) -> String {
        let f = json.objectValue ?? [:]
        let size = f["size"]?.objectValue ?? [:]
        func bounds(_ o: [String: JSONValue]) -> String {
            ["minimum", "maximum"].compactMap { k in
                o[k]?.doubleValue.map { "\(k): \(JSONValue.number($0).jsonText())" }
            }
            .joined(separator: ", ")
        }
        var text: String
        if let v = size["fixed"]?.doubleValue {
            text = ".fixed(\(JSONValue.number(v).jsonText()))"
        } else if let flexible = size["flexible"]?.objectValue {
            text = ".flexible(\(bounds(flexible)))"
        } else if let adaptive = size["adaptive"]?.objectValue {
            text = ".adaptive(\(bounds(adaptive)))"
        } else {
            text = ".flexible()"
        }
        if let s = f["spacing"]?.doubleValue { text += ", spacing: \(JSONValue.number(s).jsonText())" }
        if let a = f["alignment"]?.stringValue { text += ", alignment: .\(a)" }
        return "GridItem(\(text))"
    }
}
