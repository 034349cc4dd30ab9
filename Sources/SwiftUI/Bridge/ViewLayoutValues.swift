import Synchronization
import GridPerfCore

/// The values of one custom `Layout` type that a view's scene used, in the order they were met:
/// the scene names the first with no parameters and the `k`th (k ≥ 1) with `{"value": k}`, so
/// that one registration serves every value of the type — two `FlowLayout(spacing:)`s on one
/// screen, or a `Wheel(rotation:)` whose rotation follows state and changes under `--update`
/// (where the container keeps its layout and its cache and takes the new value:
/// ``GridPerfCore/ViewContainer/changeLayout(to:parameters:)``).
final class ViewLayoutValues<L: Layout>: Sendable {
    /// The values, and the place of each by its description (`String(reflecting:)`).
    private let state: Mutex<(values: [L], places: [String: Int])>

    init(_ first: L, description: String) {
        state = Mutex(([first], [description: 0]))
    }

    /// The place of `layout` (described as `description`), added at the end when it is new.
    /// O(1) amortised.
    func place(of layout: L, description: String) -> Int {
        state.withLock { state in
            if let k = state.places[description] { return k }
            state.values.append(layout)
            state.places[description] = state.values.count - 1
            return state.values.count - 1
        }
    }

    /// The value at `k`; `nil` past the last. O(1).
    func value(at k: Int) -> L? {
        state.withLock { state in state.values.indices.contains(k) ? state.values[k] : nil }
    }

    /// How many values there are. O(1).
    var count: Int { state.withLock { $0.values.count } }

    /// The scene parameters that name the value at `k`: none for the first.
    static func parameters(_ k: Int) -> [String: JSONValue] { k == 0 ? [:] : ["value": .number(Double(k))] }
}
