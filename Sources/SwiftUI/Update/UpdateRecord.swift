/// What one evaluation of a view graph counted (``ViewGraph``): bodies run, by view type and by
/// cause, identities inserted and removed, views kept.
///
/// gridperf's own: the harness's side of the module, not SwiftUI's API.
public struct UpdateRecord: Sendable, Equatable {
    /// Bodies run.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var bodies = 0
    /// Bodies run, by the view's type.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var bodiesByType: [String: Int] = [:]
    /// Bodies run, by cause (``ViewGraph/Cause``'s description), then by view type. A body run
    /// for two causes is counted under each.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var causes: [String: [String: Int]] = [:]
    /// Identities new in this evaluation (their state made afresh).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var inserted = 0
    /// Identities the evaluation no longer reached (their state dropped).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var removed = 0
    /// Views evaluated whose body did not run: same inputs, nothing they depend on changed.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var kept = 0
    /// Views whose body ran and made the same views as last time (a body run for nothing).
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var sameOutput = 0
    /// `ForEach` elements whose id an earlier element of the same `ForEach` has (`id: \.self`
    /// over duplicates): their views share one identity.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var duplicateIdentities = 0

    /// Views whose kept body was out of date, by type: a pass that ran every body
    /// (``ViewGraph/runsEveryBody``) made other views for them than their last body had, with
    /// nothing they depend on changed — the body reads state the update model does not watch
    /// (a plain class's property, an `ObservableObject`'s property that is not `@Published`, a
    /// global), so SwiftUI would show them stale. Counted at the deepest such view.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public var stale: [String: Int] = [:]
    /// The views counted in ``stale``.
    ///
    /// gridperf's own: the harness's side of the module, not SwiftUI's API.
    public internal(set) var staleViews = 0

    /// Makes an `UpdateRecord`. gridperf's own: the harness's side of the module, not SwiftUI's API.
    public init() {}

    mutating func count(body type: String, causes: [ViewGraph.Cause]) {
        bodies += 1
        bodiesByType[type, default: 0] += 1
        for cause in causes { self.causes[cause.description, default: [:]][type, default: 0] += 1 }
    }
}
