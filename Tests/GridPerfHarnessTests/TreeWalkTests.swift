import Foundation
import GridPerfCore
import GridPerfHarness
import Testing

/// The walk without names (`walkViews`) meets the views the named walk meets, in its order.
@Suite struct TreeWalkTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/scenes")

    @Test(arguments: ["poster-grid.json", "film-table.json", "chip-flow.json"])
    func walkViewsMeetsWhatWalkTreeMeets(name: String) throws {
        let spec = try LayoutSpec.load(path: Self.examples.appendingPathComponent(name).path)
        let storage = SubviewStorage(spec.items, attributes: spec.attributes)
        var named: [(Int, ObjectIdentifier?, Int)] = []
        storage.walkTree(root: spec.layout) { e in
            named.append((e.depth, e.node.map(ObjectIdentifier.init), e.storage == nil ? -1 : e.index))
        }
        var plain: [(Int, ObjectIdentifier?, Int)] = []
        storage.walkViews { s in
            plain.append((s.depth, s.node.map(ObjectIdentifier.init), s.storage == nil ? -1 : s.index))
        }
        #expect(named.count > 10)
        #expect(named.count == plain.count)
        for (a, b) in zip(named, plain) { #expect(a.0 == b.0 && a.1 == b.1 && a.2 == b.2) }
        // Without the plain items: the views, named as the whole walk names them.
        var all: [String] = [], views: [String] = []
        storage.walkTree(root: spec.layout) { e in if e.node != nil { all.append("\(e.path) \(e.trail)") } }
        storage.walkTree(root: spec.layout, plainItems: false) { e in views.append("\(e.path) \(e.trail)") }
        #expect(!views.isEmpty && views == all)
    }
}
