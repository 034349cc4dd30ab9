/// How SwiftUI code writes a layout: the view (or custom `Layout`) it stands for and its
/// arguments in SwiftUI's order — `LazyVGrid(columns: [GridItem(.fixed(70))], spacing: 4)`.
/// A plugin answers it (``LayoutPlugin/swiftUICall(parameters:)``) for the
/// playground's "copy as SwiftUI", so that an outside plugin's scenes are written as its own
/// SwiftUI code, as a built-in's are.
public struct SwiftUICall: Sendable, Equatable {
    /// The view or `Layout` type: `LazyVGrid`, `HStack`, `FlowLayout`.
    public var name: String
    /// Its arguments, each `label: value`, in the initialiser's order.
    public var arguments: [String]
    /// A comment written above the code, where the reader needs one (`SwiftUI ships no flow
    /// layout: a custom Layout, see Examples/SwiftUILayouts`); `nil` for none.
    public var note: String?
    /// Where the items are written in `GridRow`s of this many (a `Grid` whose scene lists its
    /// items flat, with a `columns` parameter); `nil` for items written as they are.
    public var itemsPerRow: Int?

    /// Whether the type is a custom `Layout`, used by calling an instance (`FlowLayout() { … }`)
    /// rather than by a view's initialiser (`HStack { … }`).
    public var isLayoutInstance: Bool

    public init(
        _ name: String, arguments: [String] = [], note: String? = nil, itemsPerRow: Int? = nil,
        isLayoutInstance: Bool = false
    ) {
        self.name = name
        self.arguments = arguments
        self.note = note
        self.itemsPerRow = itemsPerRow
        self.isLayoutInstance = isLayoutInstance
    }

    /// `name(arguments…)`; a view's initialiser without arguments is `name` alone.
    public var head: String {
        arguments.isEmpty && !isLayoutInstance ? name : "\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// The parameters `p` whose keys are in `order`, in that order, as arguments (`spacing: 6`,
    /// `alignment: .leading`); a `null` value is SwiftUI's default and is left out. Then any
    /// other keys, sorted, unless `only` is set. O(parameters).
    public static func arguments(_ p: [String: JSONValue], order: [String], only: Bool = false) -> [String] {
        var keys = order.filter { p[$0] != nil }
        if !only { keys += p.keys.filter { !order.contains($0) }.sorted() }
        return keys.compactMap { k in p[k].flatMap { $0.isNull ? nil : "\(k): \(literal($0))" } }
    }

    /// A scene value as a Swift literal: a string is an enum case (`.leading`), a number is
    /// written as JSON writes it (`6`, `0.5`), anything else as JSON.
    public static func literal(_ v: JSONValue) -> String {
        if let s = v.stringValue { return ".\(s)" }
        if v.doubleValue != nil { return v.jsonText() }
        if let b = v.boolValue { return b ? "true" : "false" }
        return v.jsonText()
    }
}
