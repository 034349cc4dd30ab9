import Observation
import SwiftUI

/// A menu of buttons on a ring whose turn follows state — the change that SwiftUI animates as a
/// layout's `animatableData` (see Examples/Animations): here the change itself, not animated.
/// Turning it runs one body (the menu's: it read `turn`); the ring is the same layout with a new
/// property, so it keeps its cache and SwiftUI calls its `updateCache` (Apple's documentation of
/// `Layout.updateCache(_:subviews:)`: "when your layout or its subviews change"), then places
/// every button again: n placements a change, however few bodies ran.
///
///     gridperf run --source Examples/Updates/RingMenu.swift --setup 'let menu = MenuState(count: $items)' \
///       --view 'RingMenu(state: menu)' --update 'menu.turn += 90' --items 100,1000,10000
@Observable final class MenuState {
    /// The ring's turn, in degrees (clockwise on screen: y grows downwards).
    var turn: Double = 0
    let count: Int

    init(count: Int) { self.count = count }
}

struct RingMenu: View {
    let state: MenuState

    var body: some View {
        Ring(turn: state.turn, radius: 100) {
            ForEach(0..<state.count, id: \.self) { _ in
                Circle().frame(width: 20, height: 20)
            }
        }
    }
}

/// Subviews centred on a circle of `radius`, the first at `turn` degrees from the circle's right,
/// the others evenly after it. The ring is a square as wide as the circle, whatever is proposed.
struct Ring: Layout {
    var turn: Double
    var radius: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 2 * radius, height: 2 * radius)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        for index in subviews.indices {
            let degrees = turn + 360 * Double(index) / Double(subviews.count)
            let offset = CGPoint(x: radius, y: 0).applying(CGAffineTransform(rotationAngle: degrees * .pi / 180))
            subviews[index].place(
                at: CGPoint(x: centre.x + offset.x, y: centre.y + offset.y), anchor: .center, proposal: .unspecified)
        }
    }
}
