import GridPerfCore

/// A body's own output: what the body made, the views below it that have bodies of their own
/// standing as placeholders. SwiftUI compares what a body returns — its child views as values,
/// not their bodies' results ("Demystify SwiftUI performance", WWDC23: a view's body is
/// re-evaluated on its own dependencies) — so an eager screen whose one row changed made "the
/// same output" when its body ran, as a lazy one does (its rows are not in its output at all).
///
/// The scene items a body makes hold the items each view below made, by value: each view whose
/// items changed in this pass notes which of its new objects replaced which old ones (by storage
/// identity, ``changedOutputs``) — and which of their fields' arrays and objects replaced which, for a
/// parent that holds a copy of the view's object with its modifiers added (`Row().padding()`) —
/// and a body's old and new items are compared with those taken as the same placeholder.
extension ViewGraph {
    /// Notes `new`'s view objects that differ from `old`'s at the same places (the view's items
    /// changed in this pass): its parent's comparison takes each for the old one. O(items).
    func noteChangedOutput(_ old: [SceneItem], _ new: [SceneItem]) {
        guard old.count == new.count else { return }
        for (a, b) in zip(old, new) {
            switch (a, b) {
            case let (.view(x), .view(y)):
                let (kx, ky) = (Self.storageKey(x), Self.storageKey(y))
                guard kx != ky, !y.isEmpty else { continue }
                note(kx, replacedBy: ky)
                // Its fields' contents too: a parent that wraps the view in modifiers holds a copy
                // of the object (another storage) whose other fields are these very values.
                for (name, value) in y {
                    switch (x[name], value) {
                    case let (.object(a)?, .object(b)) where !b.isEmpty:
                        note(Self.storageKey(a), replacedBy: Self.storageKey(b))
                    case let (.array(a)?, .array(b)) where !b.isEmpty:
                        note(Self.storageKey(a), replacedBy: Self.storageKey(b))
                    default: break
                    }
                }
            case let (.section(_, i1, _), .section(_, i2, _)): noteChangedOutput(i1, i2)
            case let (.gridRow(c1, _), .gridRow(c2, _)): noteChangedOutput(c1, c2)
            default: break
            }
        }
    }

    /// Notes that the storage `new` replaced `old` in this pass, unless they are one.
    private func note(_ old: UInt, replacedBy new: UInt) {
        if old != new { changedOutputs[new] = old }
    }

    /// Whether `a` and `b` are the same output once the views below that changed in this pass are
    /// taken as placeholders (``noteChangedOutput(_:_:)``). O(the items' size).
    func sameOwnOutput(_ a: [SceneItem], _ b: [SceneItem]) -> Bool {
        guard a.count == b.count else { return false }
        for pair in zip(a, b) {
            let same: Bool
            switch pair {
            case let (.view(x), .view(y)): same = sameObject(x, y)
            case let (.section(h1, i1, f1), .section(h2, i2, f2)):
                same = sameOptional(h1, h2) && sameOptional(f1, f2) && sameOwnOutput(i1, i2)
            case let (.gridRow(c1, a1), .gridRow(c2, a2)): same = a1 == a2 && sameOwnOutput(c1, c2)
            case let (.lazyForEach(x), .lazyForEach(y)): same = x.count == y.count && x.kind == y.kind
            default: same = false
            }
            if !same { return false }
        }
        return true
    }

    private func sameOptional(_ x: [String: JSONValue]?, _ y: [String: JSONValue]?) -> Bool {
        switch (x, y) {
        case let (x?, y?): sameObject(x, y)
        case (nil, nil): true
        default: false
        }
    }

    /// `y` stands for `x`: the same storage, the new object of a view below whose old one is `x`,
    /// or the same fields with such values.
    private func sameObject(_ x: [String: JSONValue], _ y: [String: JSONValue]) -> Bool {
        let (kx, ky) = (Self.storageKey(x), Self.storageKey(y))
        if kx == ky { return true }
        if changedOutputs[ky] == kx { return true }
        guard x.count == y.count else { return false }
        for (name, value) in y {
            guard let was = x[name], sameValue(was, value) else { return false }
        }
        return true
    }

    private func sameValue(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)): return sameObject(x, y)
        case let (.array(x), .array(y)):
            let (kx, ky) = (Self.storageKey(x), Self.storageKey(y))
            if kx == ky || changedOutputs[ky] == kx { return true }
            guard x.count == y.count else { return false }
            for (u, v) in zip(x, y) where !sameValue(u, v) { return false }
            return true
        default: return a == b
        }
    }

    /// The address of `object`'s storage: two objects with the same are the same object (a view's
    /// items held by its parent's, by value, share it). Only compared while both are alive.
    static func storageKey(_ object: [String: JSONValue]) -> UInt {
        withUnsafeBytes(of: object) { $0.load(as: UInt.self) }
    }

    /// The address of `array`'s storage, as an object's above.
    static func storageKey(_ array: [JSONValue]) -> UInt {
        withUnsafeBytes(of: array) { $0.load(as: UInt.self) }
    }
}
