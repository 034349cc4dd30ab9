import Observation
import SwiftUI

// State changes made under `withAnimation`, whose frames `gridperf run --update` plays at
// `--fps` (docs/SWIFTUI.md#animations): what each frame of each one asks of the layout.

/// A wheel of buttons turned by state: the change SwiftUI animates through the layout's
/// `animatableData` — at each frame the wheel is given the interpolated turn and asked again,
/// its buttons answering from the measurement cache (Apple's documentation of `Animatable`;
/// swiftui-lab's `WheelLayout`, "The SwiftUI Layout Protocol – Part 2").
///
///     gridperf run --source Examples/Updates/AnimatedChanges.swift \
///       --setup 'let wheel = WheelState(count: $items)' --view 'WheelMenu(state: wheel)' \
///       --update 'withAnimation(.linear(duration: 0.35)) { wheel.turn += 90 }' --items 100,1000,10000
@Observable final class WheelState {
    /// The wheel's turn, in degrees.
    var turn: Double = 0
    let count: Int

    init(count: Int) { self.count = count }
}

struct WheelMenu: View {
    let state: WheelState

    var body: some View {
        Wheel(turn: state.turn) {
            ForEach(0..<state.count, id: \.self) { _ in
                Circle().frame(width: 20, height: 20)
            }
        }
    }
}

/// Subviews centred on a circle of radius 100, the first at `turn` degrees, the others evenly
/// after it; its animatable data is its turn. A square 200 points wide.
struct Wheel: Layout {
    var turn: Double

    var animatableData: Double {
        get { turn }
        set { turn = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 200)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices {
            let angle = (turn + 360 * Double(index) / Double(subviews.count)) * .pi / 180
            subviews[index].place(
                at: CGPoint(x: bounds.midX + 100 * cos(angle), y: bounds.midY + 100 * sin(angle)), anchor: .center,
                proposal: .unspecified)
        }
    }
}

/// A deck of cards laid out in a row or a column through `AnyLayout`: switching the layout keeps
/// the cards' identities, so under `withAnimation` each card glides from its place in the row to
/// its place in the column — the new layout computed once, the frames in between interpolated
/// (WWDC22 "Compose custom layouts with SwiftUI", whose views glide between two `AnyLayout`s).
///
///     gridperf run --source Examples/Updates/AnimatedChanges.swift \
///       --setup 'let deck = DeckState(count: $items)' --view 'CardDeck(state: deck)' \
///       --update 'withAnimation(.spring(duration: 0.4)) { deck.stacked.toggle() }' --items 100,1000
@Observable final class DeckState {
    var stacked = false
    let count: Int

    init(count: Int) { self.count = count }
}

struct CardDeck: View {
    let state: DeckState

    var body: some View {
        let layout = state.stacked ? AnyLayout(VStackLayout(spacing: 2)) : AnyLayout(HStackLayout(spacing: 2))
        layout {
            ForEach(0..<state.count, id: \.self) { _ in
                RoundedRectangle(cornerRadius: 4).frame(width: 30, height: 40)
            }
        }
    }
}

/// A list of rows, one of which a tap makes a favourite, taller, under a spring: the rows below
/// it glide down to their new places while the favourite's own body runs once, for the change.
///
///     gridperf run --source Examples/Updates/AnimatedChanges.swift \
///       --setup 'let list = FavouriteState(count: $items)' --view 'FavouriteList(state: list)' \
///       --update 'withAnimation(.spring) { list.favourite = $step % list.count }' --items 100,1000
@Observable final class FavouriteState {
    var favourite: Int? = nil
    let count: Int

    init(count: Int) { self.count = count }
}

struct FavouriteList: View {
    let state: FavouriteState

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<state.count, id: \.self) { index in
                FavouriteRow(favourite: state.favourite == index)
            }
        }
    }
}

struct FavouriteRow: View {
    let favourite: Bool

    var body: some View {
        HStack {
            Circle().frame(width: 24, height: 24)
            Rectangle().frame(height: favourite ? 60 : 24)
        }
    }
}

/// A chart of bars whose heights follow state; each bar is `Animatable`, its animatable data its
/// height, so under `withAnimation` SwiftUI gives the bar the interpolated height and runs its
/// body at every frame (Apple's documentation of `Animatable`) — and the row lays out again, the
/// other bars answering from the measurement cache.
///
///     gridperf run --source Examples/Updates/AnimatedChanges.swift \
///       --setup 'let chart = ChartState(count: $items)' --view 'BarChart(state: chart)' \
///       --update 'withAnimation(.easeInOut) { chart.heights[$step % chart.heights.count] += 40 }' --items 10,100
@Observable final class ChartState {
    var heights: [Double]

    init(count: Int) { heights = Array(repeating: 20, count: count) }
}

struct BarChart: View {
    let state: ChartState

    var body: some View {
        HStack(alignment: .bottom, spacing: 2) {
            ForEach(state.heights.indices, id: \.self) { index in
                Bar(height: state.heights[index])
            }
        }
    }
}

struct Bar: View, Animatable {
    var height: Double

    var animatableData: Double {
        get { height }
        set { height = newValue }
    }

    var body: some View {
        Rectangle().frame(width: 8, height: height)
    }
}
