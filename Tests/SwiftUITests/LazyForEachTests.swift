import Foundation
import GridPerfCore
import GridPerfHarness
@testable import SeedViews
import SwiftUI
import Testing

/// A `ForEach` in a lazy container is evaluated an element at a time, when gridperf realises the
/// element's subview (issue 32: "inside lazy containers, `ForEach` content is evaluated only for
/// the items a pass realises, as SwiftUI does"; the reference texts' `LazyVGrid` "only creates the
/// views when needed").
@Suite struct LazyForEachTests {
    /// A view's scene read as `--view` reads it: its lazy `ForEach`s registered for its file.
    static func read<V: View>(_ view: V, width: Double, height: Double?) throws -> (ViewScene, LayoutSpec) {
        let scene = ViewScene(view, width: width, height: height)
        var registry = PluginRegistry.builtIn
        for p in scene.layouts { try registry.register(p) }
        let name = "/lazy-\(UUID().uuidString).json"
        registry.register(lazyViews: scene.lazyViews, scene: name)
        return (scene, try LayoutSpec.parse(scene.json, source: name, registry: registry))
    }

    /// The seed's `PixarFilmGridView` at 390 × 844 (ViewTreeTests derives it by hand: two columns
    /// of 173 inside the 16-point padding, cards 307.5 tall, rows 323.5 apart, so rows at 0, 323.5
    /// and 647 meet a window 844 tall and the fourth, at 970.5, does not): scrolled to the top, 6
    /// cards are made, whether the grid has 1,000 films or 100,000; building the scene evaluates
    /// the same views at both sizes (element 0, to name the cards).
    @Test func theFirstScreenMakesOnlyItsCards() throws {
        var evaluated: [Int] = []
        for count in [1_000, 100_000] {
            let (scene, spec) = try Self.read(PixarFilmGridView(films: .samples(count: count)), width: 390, height: 844)
            #expect(scene.lazyViews.count == 1)
            #expect(scene.lazyViews.first?.count == count)
            #expect(scene.lazyViews.first?.kind == "vstack")
            evaluated.append(scene.evaluated)
            let storage = SubviewStorage(spec.items, attributes: spec.attributes)
            let scrolled = try #require(ScrolledContainer.find(in: storage, root: spec.layout))
            #expect(scrolled.crossLength(viewport: 390) == 358)
            let grid = scrolled.container
            var realized: [Int] = []
            grid.layout.lazy!.realize(
                crossLength: 358, visible: 0..<844, subviews: grid.storage.subviews, realized: &realized)
            #expect(realized.sorted() == Array(0..<6))
            #expect(grid.storage.viewNodes.filter(\.isRealised).count == 6)
            #expect(scene.lazyViews[0].evaluatedElements == 6)
            // The first card's poster (its first leaf, an `aspect` item): 173 × 173·3/2.
            let card = grid.storage.viewNodes[0]
            #expect(card.container?.storage.leafFrames.first?.size == Size(width: 173, height: 259.5))
        }
        #expect(evaluated[0] == evaluated[1])
    }

    /// The same view evaluated eagerly (``ViewScene/eagerJSON``, what the playground is sent) and
    /// lazily gives the same frames: the poster grid's 18 leaves.
    @Test func eagerAndLazyGiveTheSameFrames() throws {
        let (scene, spec) = try Self.read(PixarFilmGridView(films: .samples(count: 6)), width: 390, height: 844)
        let lazy = try LayoutResult.compute(spec)
        let eager = try LayoutResult.compute(LayoutSpec.parse(scene.eagerJSON, source: "eager"))
        #expect(!scene.eagerJSON.compactJSON().contains("forEach"))
        #expect(lazy.frames.count == 18)
        #expect(lazy.frames == eager.frames)
        #expect(lazy.frames[1] == Rect(x: 16, y: 265.5, width: 67.5, height: 20))
    }

    /// A modifier on the `ForEach` applies to each element, and the environment above the grid
    /// reaches elements made later: caption text (12 pt: 6 × 16 a character) padded by 5, so
    /// "abcd" is 24 × 16 at (5, 5), the next 26 below it.
    @Test func modifiersAndTheEnvironmentReachLaterElements() throws {
        let view = LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3) { _ in Text("abcd") }.padding(5)
        }.font(.caption)
        let (scene, spec) = try Self.read(view, width: 100, height: nil)
        #expect(scene.lazyViews.count == 1)
        let r = try LayoutResult.compute(spec)
        #expect(r.frames == (0..<3).map { Rect(x: 5, y: 5 + 26 * Double($0), width: 24, height: 16) })
    }

    /// An element that makes another number of views than element 0 is laid out as an empty
    /// view and fails the layout with its number, never silently.
    @Test func anElementOfSeveralViewsIsReported() throws {
        let view = LazyVStack {
            ForEach(0..<5) { i in
                if i == 3 {
                    Text("a")
                    Text("b")
                } else {
                    Text("c")
                }
            }
        }
        let (_, spec) = try Self.read(view, width: 100, height: nil)
        #expect {
            _ = try LayoutResult.compute(spec)
        } throws: { error in
            let message = (error as? GridPerfError)?.message ?? ""
            return message.contains("element 3 of the lazy ForEach") && message.contains("made 2 views")
        }
    }

    /// Outside a lazy container (a `VStack`), or when element 0 is not one view, a `ForEach` is
    /// evaluated when the scene is built, as before.
    @Test func elsewhereAForEachIsEvaluatedAtOnce() throws {
        let stack = ViewScene(VStack { ForEach(0..<4) { _ in Text("x") } }, width: 100, height: nil)
        #expect(stack.lazyViews.isEmpty)
        let pairs = ViewScene(
            LazyVStack {
                ForEach(0..<4) { _ in
                    Text("x")
                    Text("y")
                }
            }, width: 100, height: nil)
        #expect(pairs.lazyViews.isEmpty)
        #expect(!pairs.json.compactJSON().contains("forEach"))
    }

    /// Sections of a lazy grid keep their `ForEach`s lazy (the seed's `PixarFilmsByEraView`: 3
    /// eras of 10 films), and lay out as the eager scene does.
    @Test func sectionsKeepTheirForEachsLazy() throws {
        let (scene, spec) = try Self.read(PixarFilmsByEraView(eras: .samples(count: 3)), width: 390, height: 844)
        #expect(scene.lazyViews.map(\.count) == [10, 10, 10])
        let lazy = try LayoutResult.compute(spec)
        let eager = try LayoutResult.compute(LayoutSpec.parse(scene.eagerJSON, source: "eager"))
        #expect(lazy.frames == eager.frames)
        #expect(lazy.frames.count > 30)
    }
}
