import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// `alignmentGuide(_:computeValue:)`: a stack aligning on a guide puts each subview's explicit
/// value of it on the stack's line (Apple's documentation: the modifier "override[s] the default
/// value of an alignment guide for a view"). Frames by hand; the root `ZStack` is as big as its
/// content, so frames are from the content's origin.
@Suite struct AlignmentGuideTests {
    /// Apple's own example for the modifier (a weather row: the rain emoji's centre guide at −20,
    /// the storm's at 20), with fixed-size views: 20 × 20, 100 × 20, 20 × 20, spacing 0. Their
    /// centre guides: −20, 10, 20; the line is the largest, 20; the extent below it the largest
    /// of 20 − (−20) = 40, 10, 0: the row is 20 + 40 = 60 tall. Each view's top is 20 − its
    /// guide: 40, 10, 0.
    @Test func applesWeatherRowMovesEachViewByItsCentreGuide() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.center) { _ in -20 }
            Color.clear.frame(width: 100, height: 20)
            Color.clear.frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.center) { _ in 20 }
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.size == Size(width: 140, height: 60))
        #expect(
            result.frames == [
                Rect(x: 0, y: 40, width: 20, height: 20), Rect(x: 20, y: 10, width: 100, height: 20),
                Rect(x: 120, y: 0, width: 20, height: 20),
            ])
    }

    /// A guide that reads the view's dimensions: `d[.trailing]` as the leading guide puts the
    /// view's trailing edge on the column's leading line. Guides 0 (100 wide), 40 (a 40-wide
    /// view's trailing): the line is 40; the extent after it max(100 − 0, 40 − 40) = 100, so the
    /// column is 140 wide; x = 40 − 0 = 40 and 40 − 40 = 0.
    @Test func aLeadingGuideAtTheTrailingEdgeHangsTheViewBeforeTheLine() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(width: 100, height: 20)
            Color.clear.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.size == Size(width: 140, height: 30))
        #expect(result.frames == [Rect(x: 40, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 40, height: 10)])
    }

    /// A badge in a `ZStack(alignment: .topTrailing)`: its guides set to its own centre
    /// (`d.width / 2`, `d[VerticalAlignment.center]`), so the badge's centre sits on the card's
    /// top-trailing corner. Card 100 × 60 (guides 100, 0), badge 20 × 20 (guides 10, 10): the
    /// stack reaches max(100, 10) = 100 left of the line and max(0, 20 − 10) = 10 right of it,
    /// max(0, 10) = 10 above and max(60, 10) = 60 below: 110 × 70. The card at (100 − 100,
    /// 10 − 0) = (0, 10), the badge at (100 − 10, 10 − 10) = (90, 0).
    @Test func aBadgeCentredOnACardsCornerGrowsTheZStack() throws {
        let view = ZStack(alignment: .topTrailing) {
            Color.clear.frame(width: 100, height: 60)
            Color.clear.frame(width: 20, height: 20)
                .alignmentGuide(.trailing) { d in d.width / 2 }
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.size == Size(width: 110, height: 70))
        #expect(result.frames == [Rect(x: 0, y: 10, width: 100, height: 60), Rect(x: 90, y: 0, width: 20, height: 20)])
    }

    /// A padding after the guide moves it with the view: the inner 40 × 10 view's leading guide
    /// is 5 (`_ in 5`); padded by 10 on the leading edge, the padded view's guide is 10 + 5 =
    /// 15. Beside a 100-wide view (guide 0): the line is 15; x = 15 − 0 = 15 and 15 − 15 = 0,
    /// the inner view 10 further, at 10.
    @Test func aPaddingAfterTheGuideMovesItWithTheView() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(width: 100, height: 20)
            Color.clear.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 5 }.padding(.leading, 10)
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(
            result.frames == [Rect(x: 15, y: 0, width: 100, height: 20), Rect(x: 10, y: 20, width: 40, height: 10)])
    }

    /// A guide for another alignment than the stack's changes nothing: a `.trailing` guide in a
    /// `.leading` column leaves both views at x 0.
    @Test func aGuideTheStackDoesNotAlignOnIsIgnored() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(width: 100, height: 20)
            Color.clear.frame(width: 40, height: 10).alignmentGuide(.trailing) { _ in 90 }
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        #expect(result.frames == [Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 40, height: 10)])
    }

    /// A custom `Layout` reads the explicit guide through `ViewDimensions`, as SwiftUI's do: both
    /// the subscript and `explicit`.
    @Test func aLayoutReadsTheExplicitGuideThroughItsDimensions() throws {
        let view = GuideReader {
            Color.clear.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 4 + 3 }
        }
        let result = try ViewSceneTests.layOut(view, width: 390, height: 844)
        // 40 / 4 + 3 = 13, placed 13 from the leading edge; 13 tall as the layout reports it.
        #expect(result.frames == [Rect(x: 13, y: 0, width: 40, height: 10)])
    }

    /// The closure's fit: three sizes give c, a, b; a fourth checks them.
    @Test func theProbeFitsAnAffineClosureExactlyAndFlagsOthers() throws {
        let fit = try #require(AlignmentGuideProbe.fit { d in d.width / 2 - d.height + 7 })
        #expect(fit.constant == 7 && fit.width == 0.5 && fit.height == -1 && fit.exact)
        let bent = try #require(AlignmentGuideProbe.fit { d in min(d.width, 150) })
        #expect(!bent.exact)
        #expect(AlignmentGuideProbe.fit { d in 1 / (d.width - 100) } == nil)
    }
}

/// Places its one subview at its explicit leading guide (0 without one), and is as tall as the
/// guide: what a `Layout` reading `ViewDimensions` sees.
private struct GuideReader: SwiftUI.Layout {
    func sizeThatFits(proposal: SwiftUI.ProposedViewSize, subviews: SwiftUI.LayoutSubviews, cache: inout ()) -> CGSize {
        let d = subviews[0].dimensions(in: SwiftUI.ProposedViewSize.unspecified)
        return CGSize(
            width: d.width + d[HorizontalAlignment.leading], height: d[explicit: HorizontalAlignment.leading] ?? 0)
    }
    func placeSubviews(
        in bounds: CGRect, proposal: SwiftUI.ProposedViewSize, subviews: SwiftUI.LayoutSubviews, cache: inout ()
    ) {
        let d = subviews[0].dimensions(in: SwiftUI.ProposedViewSize.unspecified)
        subviews[0].place(
            at: CGPoint(x: bounds.minX + d[HorizontalAlignment.leading], y: bounds.minY),
            proposal: SwiftUI.ProposedViewSize.unspecified)
    }
}
