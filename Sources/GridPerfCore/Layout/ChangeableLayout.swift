/// A layout whose properties can be replaced in place, its cache kept: a SwiftUI view's custom
/// layout, whose properties follow state (`Ring(turn: menu.turn)`) — SwiftUI's same layout with
/// new properties, which it tells through `updateCache` (``LayoutInstance/takeProperties(of:)``).
/// The built-in layouts are not: their properties are `let`s read at every call.
public protocol ChangeableLayout {
    /// Takes the properties of `other`, a layout of the same type; `false`, and nothing changed,
    /// when it is of another type. O(1).
    func takeProperties(of other: Any) -> Bool

    /// The motion of an animated change from this layout's properties to `other`'s, when an
    /// animation interpolates them (a SwiftUI layout whose `animatableData` differs between the
    /// two): a function that gives the layout the properties `progress` of the way (0 the
    /// current ones, 1 `other`'s), its cache kept. `nil` when nothing of the layout animates
    /// (no animatable data, the same data, another type). O(1).
    func interpolation(to other: Any) -> ((Double) -> Void)?
}

extension ChangeableLayout {
    public func interpolation(to other: Any) -> ((Double) -> Void)? { nil }
}
