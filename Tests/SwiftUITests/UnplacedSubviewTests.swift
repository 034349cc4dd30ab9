import Foundation
import GridPerfCore
import SwiftUI
import Testing

/// A subview a custom `Layout` does not place "appears at the center of its layout container and
/// uses the layout container's size proposal" (Apple's documentation of
/// `LayoutSubview.place(at:anchor:proposal:)`). Frames by hand.
@Suite struct UnplacedSubviewTests {
    /// 200 × 100 whatever it is proposed; places only its first subview, at the top-leading corner.
    struct PlacesFirst: SwiftUI.Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 200, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: .unspecified)
        }
    }

    /// The same, placing every subview.
    struct PlacesAll: SwiftUI.Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 200, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    static let items: [ItemModel] = [
        .size(width: 30, height: 20), .size(width: 10, height: 10), .flexible(.height(30)),
    ]

    /// Proposed 200 × 100: the first at (0, 0), 30 × 20. The other two are centred at (100, 50),
    /// each sized for the container's proposal: the 10 × 10 at (95, 45); the flexible one takes the
    /// 200 of width and its 30 of height, at (0, 35). Again on a second pass; the layout says 2 of
    /// them, the first item 1.
    @Test func unplacedSubviewsAreCentredWithTheContainersProposal() throws {
        let layout = try SwiftUILayoutPlugin(PlacesFirst()).makeLayout(parameters: nil)
        let storage = SubviewStorage(Self.items)
        let expected = [
            Rect(x: 0, y: 0, width: 30, height: 20), Rect(x: 95, y: 45, width: 10, height: 10),
            Rect(x: 0, y: 35, width: 200, height: 30),
        ]
        for _ in 0..<2 {
            let size = layout.layout(proposal: ProposedSize(width: 200, height: 100), subviews: storage.subviews)
            #expect(size == Size(width: 200, height: 100))
            #expect(storage.frames == expected)
            #expect(layout.unplacedInLastPass?.count == 2 && layout.unplacedInLastPass?.first == 1)
        }
    }

    /// A layout that places every subview: nothing moved, one place call a subview a pass, and none
    /// said to be unplaced.
    @Test func aLayoutThatPlacesAllIsLeftAsItIs() throws {
        let layout = try SwiftUILayoutPlugin(PlacesAll()).makeLayout(parameters: nil)
        let storage = SubviewStorage(Self.items)
        for pass in 1...2 {
            _ = layout.layout(proposal: ProposedSize(width: 200, height: 100), subviews: storage.subviews)
            #expect(storage.counters.placeCalls == 3 * pass)
            #expect(storage.frames.map(\.origin) == Array(repeating: Point(x: 0, y: 0), count: 3))
            #expect(layout.unplacedInLastPass == nil)
        }
    }
}
