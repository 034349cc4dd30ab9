import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

@testable import UpdateExamples

/// State changes made under `withAnimation` (Examples/Updates/AnimatedChanges.swift), played frame
/// by frame in an iPhone's window (390 × 844), with counts derived by hand. The frames of an
/// animation (SwiftUITests' AnimationFramesTests derive the maths): frame k is shown k / fps
/// seconds after the change, the last the first at or after the animation's end — a 0.35 s linear
/// animation is ⌈0.35 × 60⌉ = 21 frames at 60 fps; `spring(duration: d)` (bounce 0) settles within
/// gridperf's 0.1 % in 1.4696 d (0.7348 s for 0.5 s: docs/SWIFTUI.md#animations), so
/// `spring(duration: 0.4)` is ⌈0.58784 × 60⌉ = 36 frames and `.spring` (0.5 s) ⌈0.7348 × 60⌉ = 45.
///
/// What moves at each frame (Apple's documentation of `Animatable`; WWDC22 "Compose custom
/// layouts with SwiftUI"): a custom layout whose `animatableData` changed is given the
/// interpolated value and asked again; every other view the change moved glides between its two
/// frames, no layout asked.
/// Two 10-point-wide views in a column, the first 50 points tall or 100 when expanded, whose
/// changes animate when `expanded` changes (`animation(_:value:)`).
@Observable final class Expansion {
    var expanded = false
    var unrelated = 0
}

struct ExpandingColumn: View {
    let state: Expansion
    let animation: Animation?

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: state.expanded ? 100 : 50)
            Color.clear.frame(width: 10, height: 50 + Double(state.unrelated))
        }
        .animation(animation, value: state.expanded)
    }
}

@Suite struct AnimatedUpdateTests {
    static func samples(_ result: CaseResult, _ kind: MetricKind) -> [Double] { result.metric(kind)?.samples ?? [] }

    /// The wheel of 8 buttons turned 90° in 0.35 s, twice: 21 frames a change. At each frame the
    /// window's `ZStack` measures the wheel again (its size forgotten: 1 call, 1 miss) and places
    /// it (1 placement); the wheel places its 8 circles (8 placements), each placement asking its
    /// circle's size at `.unspecified`, answered by the measurement cache (8 calls, no miss).
    /// So 9 measure calls, 1 miss, 9 placements a frame; nothing glides (every moved view is the
    /// wheel's); no byte allocated. One body a change (the menu's, which read `turn`).
    @Test func aWheelTurnedUnderAnimationAsksTheWheelAtEveryFrame() throws {
        let r = try UpdateRunTests.run(
            items: 8, steps: 2, update: "withAnimation(.linear(duration: 0.35)) { wheel.turn += 90 }"
        ) {
            let wheel = WheelState(count: 8)
            return ViewUpdatesBox(ViewUpdates(WheelMenu(state: wheel), width: 390, height: 844)) { _ in
                withAnimation(.linear(duration: 0.35)) { wheel.turn += 90 }
            }
        }
        #expect(Self.samples(r, .updateBodies) == [1, 1])
        #expect(Self.samples(r, .animationFrames) == [21, 21])
        let frames = 2 * 21
        #expect(Self.samples(r, .animationMeasureCalls) == Array(repeating: 9, count: frames))
        #expect(Self.samples(r, .animationMeasureMisses) == Array(repeating: 1, count: frames))
        #expect(Self.samples(r, .animationPlaceCalls) == Array(repeating: 9, count: frames))
        #expect(Self.samples(r, .animationGliding) == Array(repeating: 0, count: frames))
        #expect(Self.samples(r, .animationAllocBytes).allSatisfy { $0 == 0 })
        #expect(r.deterministic)
        #expect(
            r.animationFindings?.first
                == "21 frame(s) of `withAnimation(.linear(duration: 0.35)) { wheel.turn += 90 }` under linear(duration: 0.35)"
        )
    }

    /// The same turn made under no animation: the change is laid out at its end, no frame played,
    /// and no animation metric reported.
    @Test func aChangeUnderNoAnimationPlaysNoFrame() throws {
        let r = try UpdateRunTests.run(items: 8, steps: 2, update: "wheel.turn += 90") {
            let wheel = WheelState(count: 8)
            return ViewUpdatesBox(ViewUpdates(WheelMenu(state: wheel), width: 390, height: 844)) { _ in
                wheel.turn += 90
            }
        }
        #expect(Self.samples(r, .updateBodies) == [1, 1])
        #expect(r.metric(.animationFrames) == nil)
        #expect(r.animationFindings == nil)
    }

    /// A deck of 8 cards switched from a row to a column through `AnyLayout`, under
    /// `spring(duration: 0.4)`: 36 frames. Every card moved — in the row (8 × 30 + 7 × 2 = 254 wide,
    /// centred: card 0 at x = 68, y = 402) and in the column (30 wide, 8 × 40 + 7 × 2 = 334 tall:
    /// card 0 at x = 180, y = 255) no card is where it was — so all 8 glide, and no frame measures
    /// or places anything: the new layout was computed once, by the change.
    @Test func anAnyLayoutSwitchGlidesEveryCardAndLaysNothingOut() throws {
        let r = try UpdateRunTests.run(
            items: 8, steps: 2, update: "withAnimation(.spring(duration: 0.4)) { deck.stacked.toggle() }"
        ) {
            let deck = DeckState(count: 8)
            return ViewUpdatesBox(ViewUpdates(CardDeck(state: deck), width: 390, height: 844)) { _ in
                withAnimation(.spring(duration: 0.4)) { deck.stacked.toggle() }
            }
        }
        #expect(Self.samples(r, .animationFrames) == [36, 36])
        #expect(Self.samples(r, .animationGliding) == Array(repeating: 8, count: 72))
        #expect(Self.samples(r, .animationMeasureCalls) == Array(repeating: 0, count: 72))
        #expect(Self.samples(r, .animationPlaceCalls) == Array(repeating: 0, count: 72))
        #expect(r.deterministic)
    }

    /// A list of 4 rows (a 24-point circle and a bar, 24 points tall or 60 for the favourite; 4
    /// apart), its favourite set under `.spring` (45 frames) to row 0, then row 1; the window
    /// centres the list. First change: row 0 grows, the list grows from 4 × 24 + 3 × 4 = 108 to
    /// 144, its top from (844 − 108) / 2 = 368 to 350. Row 0's circle, centred in its taller row,
    /// stays at 350 + (60 − 24) / 2 = 368; its bar and rows 1 to 3 (6 views) move: 7 glide. One
    /// body ran (row 0's, given `favourite: true` by the `ForEach` whose content read `favourite`).
    /// Second: row 0 shrinks (its circle to 350, its bar), row 1 grows (its top from 414 to 378,
    /// its circle to 396, its bar), the list keeps its height, rows 2 and 3 stay at 442 and 470:
    /// 4 glide; two bodies ran. No frame measures or places anything.
    @Test func aFavouriteSetUnderASpringGlidesTheRowsItMoved() throws {
        let r = try UpdateRunTests.run(
            items: 4, steps: 2, update: "withAnimation(.spring) { list.favourite = $step }"
        ) {
            let list = FavouriteState(count: 4)
            return ViewUpdatesBox(ViewUpdates(FavouriteList(state: list), width: 390, height: 844)) { step in
                withAnimation(.spring) { list.favourite = step }
            }
        }
        #expect(Self.samples(r, .updateBodies) == [1, 2])
        #expect(Self.samples(r, .animationFrames) == [45, 45])
        #expect(
            Self.samples(r, .animationGliding)
                == Array(repeating: 7, count: 45) + Array(repeating: 4, count: 45))
        #expect(Self.samples(r, .animationMeasureCalls) == Array(repeating: 0, count: 90))
        #expect(
            r.updateCauses?.contains { $0.contains("new inputs from FavouriteList's body → FavouriteRow 3") } == true)
    }

    /// What a `ForEach`'s content reads is watched (SwiftUI runs the content inside its graph): a
    /// favourite read only there runs the rows whose inputs it changed — 1, then 2 — and not the
    /// list's body; before, the rows kept stale bodies (`check --update` found them).
    @Test func aForEachsContentReadIsWatched() {
        let list = FavouriteState(count: 10)
        let updates = ViewUpdates(FavouriteList(state: list), width: 390, height: 844)
        #expect(updates.finish().bodies == 1 + 10)
        updates.step { list.favourite = 3 }
        let first = updates.finish()
        #expect(first.bodies == 1)
        #expect(first.causes == ["new inputs from FavouriteList's body": ["FavouriteRow": 1]])
        updates.step { list.favourite = 7 }
        let second = updates.finish()
        #expect(second.bodies == 2)
        #expect(second.kept == 1 + 10 - 2)
    }

    /// A chart of 4 `Animatable` bars, bar k grown by 40 under `.easeInOut` (0.35 s: 21 frames),
    /// twice. A change runs the chart (it read `heights`) and the grown bar (new inputs): 2 bodies.
    /// At each frame SwiftUI gives the bar its interpolated height and runs its body: 1 body a
    /// frame, nothing gliding — the bar's new frame is laid out, as the change's was, so a frame
    /// makes the change's measure calls again. Played again, the same counts and frames.
    @Test func anAnimatableViewRunsItsBodyAtEveryFrame() throws {
        let r = try UpdateRunTests.run(
            items: 4, steps: 2, update: "withAnimation(.easeInOut) { chart.heights[$step] += 40 }"
        ) {
            let chart = ChartState(count: 4)
            return ViewUpdatesBox(ViewUpdates(BarChart(state: chart), width: 390, height: 844)) { step in
                withAnimation(.easeInOut) { chart.heights[step] += 40 }
            }
        }
        #expect(Self.samples(r, .updateBodies) == [2, 2])
        #expect(Self.samples(r, .animationFrames) == [21, 21])
        #expect(Self.samples(r, .animationBodies) == Array(repeating: 1, count: 42))
        #expect(Self.samples(r, .animationGliding) == Array(repeating: 0, count: 42))
        let change = Self.samples(r, .updateMeasureCalls)
        #expect(
            Self.samples(r, .animationMeasureCalls) == Array(repeating: change[0], count: 21)
                + Array(repeating: change[1], count: 21))
        #expect(r.deterministic)
        #expect(r.animationFindings?.contains { $0.contains("finding: a frame runs 1 body(ies)") } == true)
    }

    /// `animation(_:value:)` (Apple's documentation: "Applies the given animation to this view
    /// when the specified value changes"): toggling `expanded`, under no `withAnimation`, plays
    /// the 0.35 s linear animation's 21 frames. The column grows from 100 to 150 and, centred in
    /// the window, its top moves from (844 − 100) / 2 = 372 to 347: the first view (grown) and the
    /// second (from 422 to 447) glide, 2 views. A change that leaves `expanded` as it was (the
    /// second view grown by 1) animates nothing; `animation(nil, value:)` animates nothing.
    @Test func anAnimationOnAValueAnimatesTheChangesOfThatValue() throws {
        func run(_ animation: Animation?, update: String, _ change: @escaping (Expansion) -> Void) throws -> CaseResult
        {
            try UpdateRunTests.run(items: 1, steps: 2, update: update) {
                let state = Expansion()
                return ViewUpdatesBox(
                    ViewUpdates(ExpandingColumn(state: state, animation: animation), width: 390, height: 844)
                ) { _ in change(state) }
            }
        }
        let toggled = try run(.linear(duration: 0.35), update: "state.expanded.toggle()") { $0.expanded.toggle() }
        #expect(Self.samples(toggled, .animationFrames) == [21, 21])
        #expect(Self.samples(toggled, .animationGliding) == Array(repeating: 2, count: 42))
        let unrelated = try run(.linear(duration: 0.35), update: "state.unrelated += 1") { $0.unrelated += 1 }
        #expect(unrelated.metric(.animationFrames) == nil)
        let none = try run(nil, update: "state.expanded.toggle()") { $0.expanded.toggle() }
        #expect(none.metric(.animationFrames) == nil)
    }

    /// A spinner's animation repeats for ever: one play of it is measured (0.35 s linear: 21
    /// frames), and the findings say so.
    @Test func anAnimationForEverIsMeasuredForOnePlay() throws {
        let r = try UpdateRunTests.run(items: 1, steps: 1, update: "state.expanded.toggle()") {
            let state = Expansion()
            return ViewUpdatesBox(
                ViewUpdates(
                    ExpandingColumn(state: state, animation: .linear(duration: 0.35).repeatForever()), width: 390,
                    height: 844)
            ) { _ in state.expanded.toggle() }
        }
        #expect(Self.samples(r, .animationFrames) == [21])
        #expect(r.animationFindings?.contains { $0.contains("repeats for ever: one play of it was measured") } == true)
    }
}
