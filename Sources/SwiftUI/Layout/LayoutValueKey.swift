/// A key for a value a subview carries to its layout, as SwiftUI's: set on a view with
/// `.layoutValue(key:value:)`, read by the layout as `subview[Key.self]`.
///
/// In gridperf, a scene sets values by the key type's name (`"values": {"Rank": 2}` on an item,
/// docs/SPEC-FORMAT.md): numbers, strings, booleans and `null` convert to the key's `Value`
/// when it is one of Swift's numbers, `CGFloat`, `String`, `Bool`, an optional of those, or a
/// `RawRepresentable` of a `String` or number raw value; other types (enums with payloads,
/// closures) are set from Swift by a registration (``SwiftUILayoutPlugin/layoutValue(_:_:)``).
///
/// Laid out as in SwiftUI.
public protocol LayoutValueKey {
    /// `LayoutValueKey`'s `Value` type. Laid out as in SwiftUI.
    associatedtype Value
    /// `LayoutValueKey`'s `defaultValue`. Laid out as in SwiftUI.
    static var defaultValue: Value { get }
}

/// The properties of a layout, as SwiftUI's: whether it stacks along an axis.
///
/// Laid out as in SwiftUI.
public struct LayoutProperties: Sendable {
    /// The axis a stack arranges its subviews along (`nil`: not a stack; the default).
    ///
    /// Laid out as in SwiftUI.
    public var stackOrientation: Axis?

    /// Makes a `LayoutProperties`. Laid out as in SwiftUI.
    public init() { stackOrientation = nil }
}
