import GridPerfCore

/// The scroll scenarios: a viewport moving over the content, each step timed.
///
/// - `scroll`: from the top to the bottom in steps (default ⅛ of the viewport height, like the
///   frames of a fling), then back up.
/// - `jump`: seeded random scroll-to-offset and scroll-to-index positions.
/// - `resize`: a scroll down during which the width flips between the viewport's width and
///   its height (a rotation) every 16 steps.
///
/// - `update`: with the viewport in the middle, alternately one item there changes size and
///   one item is appended at the end (then shown); a step is the invalidation plus what the
///   layout redoes to show the viewport. `update.fullpass.time` is one full layout pass of the
///   same items, to set the cost against.
///
/// A `LazyHGrid` scrolls horizontally: its container length is the viewport's height and the
/// viewport's width is what it scrolls through.
///
/// A lazy layout (``LayoutInstance/lazy``) realises what meets the viewport at each step. An eager
/// layout is laid out whole when it has to be (the first step, and after a width change) and
/// does nothing while merely scrolling, as an eager grid inside a scroll view: it pays up front.
///
/// Reports write a scenario as its name (`"full"`, `"scroll"`, …).
public enum Scenario: String, CaseIterable, Sendable, Codable {
    case full, scroll, jump, resize, update

    /// A scroll view the size of an iPhone's portrait screen, in points.
    package static let defaultViewport = Size(width: Workload.defaultWidth, height: 844)

    /// ``defaultViewport`` as `--viewport` writes it (`390x844`).
    package static var defaultViewportText: String {
        "\(formatPoints(defaultViewport.width))x\(formatPoints(defaultViewport.height))"
    }

    /// The scenarios made of steps (all but `full`, which runs as passes).
    package enum Steps: Sendable {
        case scroll, jump, resize, update
    }

    /// The steps this scenario takes; `nil` for `full`.
    package var steps: Steps? {
        switch self {
        case .full: nil
        case .scroll: .scroll
        case .jump: .jump
        case .resize: .resize
        case .update: .update
        }
    }

    /// The scenario names, for messages (`full, scroll, …`).
    package static var knownNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// A viewport written `WxH` (`390x844`): a finite width ≥ 0 and a finite height > 0;
    /// `nil` otherwise.
    package static func parseViewport(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], w.isFinite, h.isFinite, w >= 0, h > 0 else {
            return nil
        }
        return Size(width: w, height: h)
    }
}
