import GridPerfCombine

/// What a view's property wrapper makes it depend on, for SwiftUI's update model (``ViewGraph``).
public enum _GraphDependency {
    /// Nothing.
    case none
    /// The view's own `@State`: setting it runs the view's body.
    case state
    /// An `ObservableObject` (how the view holds it: `@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`): its `objectWillChange` runs the view's body.
    case object(any ObservableObject, String)
}

/// A property wrapper SwiftUI's update model reads (`@State`, `@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`). Public for the module's generic code; not for users.
public protocol _GraphProperty {
    /// What the property makes its view depend on.
    var _dependency: _GraphDependency { get }
    /// Makes this property (of a new value of a view) stand for `kept`, the same property of the
    /// value that first had the view's identity: its state lives with the identity.
    func _adopt(_ kept: any _GraphProperty)
    /// Calls `changed` before the property's own value changes (`@State`).
    func _observe(_ changed: @escaping () -> Void)
}

extension _GraphProperty {
    public func _adopt(_ kept: any _GraphProperty) {}
    public func _observe(_ changed: @escaping () -> Void) {}
}
