import GridPerfCore
import GridPerfModel

/// The copies of an item template whose root is a view, made when a layout first measures or
/// places them (``ViewNode/init(deferred:index:kind:)``): in a scroll through a lazy grid, a
/// card's subtree is built only when the card is realised, as SwiftUI makes a lazy container's
/// item views when it needs them (the reference texts: `LazyVGrid` "only creates the views when
/// needed").
///
/// Copy `k` is the copy the eager path draws: the workload's generator advanced past the `k`
/// earlier copies' draws (each draw site takes one number, ``ItemTemplate/draws`` a copy), so
/// the frames are the same whichever order copies are made in.
package final class TemplateViews: DeferredViews {
    let template: ItemTemplate
    /// Copy 0, made when the workload was set up; copied for a template without draw sites.
    let prototype: ViewNode
    let path: String
    let layout: String
    let registry: PluginRegistry
    let seed: UInt64
    package private(set) var failure: String?

    init(
        template: ItemTemplate, prototype: ViewNode, path: String, layout: String, registry: PluginRegistry,
        seed: UInt64
    ) {
        self.template = template
        self.prototype = prototype
        self.path = path
        self.layout = layout
        self.registry = registry
        self.seed = seed
    }

    /// Copy `index`, or an empty view (and ``failure`` set) when it cannot be made: a drawn
    /// number the scene format refuses (a negative width drawn from `[-5, 5]`).
    /// - Complexity: O(size of the template).
    package func makeView(_ index: Int) -> ViewNode {
        do {
            guard template.draws > 0 else {
                return try prototype.copy {
                    try registry.makeLayout(named: $0.kind, parameters: $0.parameters, grouping: $0.grouping)
                }
            }
            var rng = SplitMix64(seed: seed, after: UInt64(index) &* UInt64(template.draws))
            return ViewNode.wrapping(
                try Workload.readTemplate(template.drawn(&rng), path: path, layout: layout, registry: registry))
        } catch {
            return unmadeView(error, place: "copy \(index) of the item template", failure: &failure)
        }
    }
}

/// What a deferred source answers for a view it could not make: an empty view, and why in
/// `failure` (the first reason kept, named by `place`) for the run to report after its passes.
func unmadeView(_ error: any Error, place: String, failure: inout String?) -> ViewNode {
    if failure == nil {
        let message = (error as? GridPerfError)?.message ?? "\(error)"
        failure = message.hasPrefix(place) ? message : "\(place): \(message)"
    }
    return ViewNode(kind: "emptyView", content: .leaf(PrimitiveView(.size(width: 0, height: 0))))
}

extension Sequence<any DeferredViews> {
    /// Throws why a deferred view could not be made, if one could not (it was laid out as an
    /// empty view): the first source's failure. Call it after the passes.
    package func check() throws {
        for source in self { if let failure = source.failure { throw GridPerfError(failure) } }
    }
}
