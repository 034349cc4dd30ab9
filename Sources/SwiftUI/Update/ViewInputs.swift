/// Whether a view's new value gives it different inputs from its last one, as SwiftUI decides
/// whether a child's body runs when its parent's body ran: field by field ("Demystify SwiftUI
/// performance", WWDC23: a view's dependencies are its stored properties; SwiftUI compares them,
/// using `Equatable` where a type has it).
///
/// - `Equatable` values are compared with `==`; objects by identity (`@Observable` models, an
///   `@ObservedObject`'s object); structs, tuples, optionals and collections field by field.
/// - A closure cannot be compared: a view holding one always has new inputs.
/// - A view's own state (`@State`, `@StateObject`, `@Environment…`) is not an input.
enum ViewInputs {
    /// Fields nested deeper than this are taken as changed (a cycle through values cannot be
    /// followed for ever).
    static let maximumDepth = 16

    /// Whether `a` and `b` (of the same type when a view's identity is the same) are equal inputs.
    /// - Complexity: O(the fields compared).
    static func equal(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
        guard depth <= maximumDepth else { return false }
        if let a = a as? any _InputComparable { return a._inputEqual(b) }
        if let a = a as? any Equatable { return equal(equatable: a, b) }
        let ma = Mirror(reflecting: a)
        switch ma.displayStyle {
        case .class?:
            return (a as AnyObject) === (b as AnyObject)
        case .struct?, .tuple?, .optional?, .collection?:
            let mb = Mirror(reflecting: b)
            guard ma.subjectType == mb.subjectType, ma.children.count == mb.children.count else { return false }
            return zip(ma.children, mb.children).allSatisfy { equal($0.value, $1.value, depth: depth + 1) }
        case .enum?:
            let mb = Mirror(reflecting: b)
            guard ma.subjectType == mb.subjectType, ma.children.count == mb.children.count else { return false }
            if ma.children.isEmpty { return String(describing: a) == String(describing: b) }
            return zip(ma.children, mb.children).allSatisfy {
                $0.label == $1.label && equal($0.value, $1.value, depth: depth + 1)
            }
        default:
            // A closure, a dictionary or set of values that are not Equatable, a metatype.
            return false
        }
    }

    private static func equal<T: Equatable>(equatable a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}

/// A value that says itself whether it is the same input as another (a property wrapper, a
/// binding, the module's own views). Public for the module's generic code; not for users.
public protocol _InputComparable {
    func _inputEqual(_ other: Any) -> Bool
}

extension State: _InputComparable {
    /// A view's own state is not an input: a parent's new initial value is ignored.
    public func _inputEqual(_ other: Any) -> Bool { other is Self }
}

extension StateObject: _InputComparable {
    public func _inputEqual(_ other: Any) -> Bool { other is Self }
}

extension EnvironmentObject: _InputComparable {
    public func _inputEqual(_ other: Any) -> Bool { other is Self }
}

extension Environment: _InputComparable {
    public func _inputEqual(_ other: Any) -> Bool { other is Self }
}

extension ObservedObject: _InputComparable {
    /// The same object: what it publishes is a dependency, not an input.
    public func _inputEqual(_ other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return other.wrappedValue === wrappedValue
    }
}

extension Binding: _InputComparable {
    /// The same value read through it (SwiftUI compares a binding by what it reads).
    public func _inputEqual(_ other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return ViewInputs.equal(wrappedValue, other.wrappedValue, depth: 1)
    }
}

extension TupleView: _InputComparable {
    /// Its views, not the function that evaluates them.
    public func _inputEqual(_ other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return ViewInputs.equal(value, other.value, depth: 1)
    }
}
