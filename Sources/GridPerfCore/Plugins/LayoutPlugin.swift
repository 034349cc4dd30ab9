/// A layout algorithm as gridperf knows it: a name, what it does, its parameters, and a
/// factory. Register plugins in a `PluginRegistry` to make them available to every command.
public protocol LayoutPlugin: Sendable {
    /// The name used on the command line and in spec files (`waterfall`).
    var name: String { get }
    /// One line saying what the layout does.
    var summary: String { get }
    /// The parameters the factory accepts, with types and defaults.
    var parameters: [PluginParameter] { get }
    /// The spec fields, besides `items`, that can hold this layout's views instead (lazy
    /// grids: `sections`; `grid`: `rows`), each read by ``readViews(field:value:into:)``.
    /// Default: none.
    var viewFields: [String] { get }
    /// What the layout promises about its output, checked by `gridperf check`.
    var guarantees: LayoutGuarantees { get }

    /// Makes the layout for a flat list of items from SPEC-FORMAT `parameters` (`nil` when
    /// absent: all defaults). Throws a ``GridPerfError`` naming the field for an unknown field
    /// or a bad value.
    ///
    /// - Complexity: O(parameters); called once per case, outside timing.
    func makeLayout(parameters: JSONValue?) throws -> LayoutInstance

    /// Reads spec field `field` (one of ``viewFields``): appends every leaf view to `items`, in
    /// output order, and returns how they are grouped. Errors name the field. O(views).
    func readViews(field: String, value: JSONValue, into items: inout [ItemModel]) throws -> any SceneGrouping

    /// The grouping of views in `sections` (what `run --section-size` asks for); `nil` when the
    /// layout has no sections (the default).
    func grouping(sections: [SceneSection]) -> (any SceneGrouping)?

    /// Makes the layout for views grouped as `grouping` (`nil`: a flat list of items). The
    /// default accepts only `nil` and then calls ``makeLayout(parameters:)``.
    func makeLayout(parameters: JSONValue?, grouping: (any SceneGrouping)?) throws -> LayoutInstance

    /// The parameters that give the layout `count` columns, for `--columns` (waterfall:
    /// `columns`; lazy grids: that many flexible columns). `nil` when it has no such notion.
    func parameters(forColumns count: Int) -> [String: JSONValue]?

    /// A short rendering of parameter `key`'s `value` for report labels (lazy grids:
    /// `flexible,adaptive(160)` for a GridItem list); `nil` for the generic compact JSON.
    func abbreviation(ofParameter key: String, value: JSONValue) -> String?

    /// How SwiftUI code writes the layout with `parameters` (the playground's "copy as
    /// SwiftUI"); `nil` (the default): the code names the plugin in a comment.
    func swiftUICall(parameters: [String: JSONValue]) -> SwiftUICall?

    /// Parameters the layout can be made with, for a probe such as "is it lazy?" (lazy grids:
    /// one flexible track). Default: `nil`, all defaults.
    var exampleParameters: JSONValue? { get }

    /// How the layout divides `proposal` into tracks, with the arithmetic (lazy grids: their
    /// columns or rows); `nil` (the default) for a layout without tracks, or when the side it
    /// divides is unspecified. Throws for parameters the layout refuses.
    func tracks(parameters: JSONValue?, proposal: ProposedSize) throws -> TrackExplanation?
}

extension LayoutPlugin {
    public var viewFields: [String] { [] }
    public var guarantees: LayoutGuarantees { [] }

    public func readViews(field: String, value: JSONValue, into items: inout [ItemModel]) throws -> any SceneGrouping {
        throw GridPerfError(
            "\(field): layout '\(GridPerfError.quoted(name))' takes \(viewFieldsDescription), not \(field)")
    }

    public func grouping(sections: [SceneSection]) -> (any SceneGrouping)? { nil }

    public func makeLayout(parameters: JSONValue?, grouping: (any SceneGrouping)?) throws -> LayoutInstance {
        guard grouping == nil else { throw GridPerfError("this layout takes \(viewFieldsDescription) only") }
        return try makeLayout(parameters: parameters)
    }

    /// The spec fields that can hold this layout's views, for messages (`items or sections`).
    public var viewFieldsDescription: String { (["items"] + viewFields).joined(separator: " or ") }
    public func parameters(forColumns count: Int) -> [String: JSONValue]? { nil }
    public func abbreviation(ofParameter key: String, value: JSONValue) -> String? { nil }
    public func swiftUICall(parameters: [String: JSONValue]) -> SwiftUICall? { nil }
    public var exampleParameters: JSONValue? { nil }
    public func tracks(parameters: JSONValue?, proposal: ProposedSize) throws -> TrackExplanation? { nil }
}

/// Promises a layout makes about its output for subviews that take what they are proposed
/// (flexible items), which `gridperf check` holds it to.
public struct LayoutGuarantees: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No two frames overlap.
    public static let noOverlaps = LayoutGuarantees(rawValue: 1 << 0)
    /// Every frame lies inside (0, 0, reported size).
    public static let framesInsideSize = LayoutGuarantees(rawValue: 1 << 1)
    /// The reported size is the bounding box of the frames (from the origin).
    public static let sizeIsBoundingBox = LayoutGuarantees(rawValue: 1 << 2)
    /// For subviews of a fixed size, a finite size and finite frames when proposed infinity on
    /// both axes (SwiftUI's `.infinity`, the maximum-size probe a stack sends; a scroll view
    /// proposes `nil` along its axis, which `gridperf check` judges for every layout): what
    /// SwiftUI's stacks do. A layout that fills, as a `Color` does, rightly answers infinity.
    public static let finiteForInfiniteProposal = LayoutGuarantees(rawValue: 1 << 3)
}
