import Foundation
import GridPerfCore
import GridPerfHarness
import SwiftUI
import Testing

/// What the whole-app survey's errors in two or more apps needed (docs/SWIFTUI.md#app-survey):
/// Foundation's formatters Linux lacks, an image in a text, the font as an environment value,
/// Combine's `combineLatest`, UIKit's drawing and string measuring. Each expected value is Apple's
/// documented example or hand arithmetic on gridperf's text model (a character half the font's
/// size wide, a line 1.2 × its size tall).
@Suite struct AppSurveyGapTests {
    /// Apple's documentation of `DateComponentsFormatter.UnitsStyle`, each style's example for
    /// 9 h 41 min 30 s (34,890 s).
    @Test func durationsAreWrittenAsApplesExamples() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        let expected: [(DateComponentsFormatter.UnitsStyle, String)] = [
            (.positional, "9:41:30"), (.abbreviated, "9h 41m 30s"), (.short, "9 hr, 41 min, 30 sec"),
            (.full, "9 hours, 41 minutes, 30 seconds"), (.spellOut, "nine hours, forty-one minutes, thirty seconds"),
            (.brief, "9hr 41min 30sec"),
        ]
        for (style, text) in expected {
            f.unitsStyle = style
            #expect(f.string(from: 34_890) == text)
        }
    }

    /// `.default` zero formatting (Apple: positional "drops leading zeroes but pads middle and trailing
    /// values"; labelled styles drop "all units whose values are 0"); `.pad` keeps the leading zero
    /// units, the first unpadded as in Apple's "9:41:30"; `maximumUnitCount`.
    @Test func zeroUnitsAndUnitCounts() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        f.unitsStyle = .positional
        #expect(f.string(from: 45) == "45")
        #expect(f.string(from: 3_605) == "1:00:05")
        f.zeroFormattingBehavior = .pad
        #expect(f.string(from: 45) == "0:00:45")
        f.zeroFormattingBehavior = .default
        f.unitsStyle = .full
        #expect(f.string(from: 3_605) == "1 hour, 5 seconds")
        f.maximumUnitCount = 1
        #expect(f.string(from: 3_605) == "1 hour")
        #expect(f.string(from: .infinity) == nil)
    }

    /// Apple's documentation of `RelativeDateTimeFormatter.UnitsStyle`: "2 months ago", "two months
    /// ago", "2 mo. ago", "2mo ago" (two months: 60 days here, a month being 30); the future with
    /// "in"; `.named` says "yesterday" for a day back and "now" for no time.
    @Test func relativeDatesAreWrittenAsApplesExamples() {
        let f = RelativeDateTimeFormatter()
        let twoMonths = -60.0 * 86_400
        let expected: [(RelativeDateTimeFormatter.UnitsStyle, String)] = [
            (.full, "2 months ago"), (.spellOut, "two months ago"), (.short, "2 mo. ago"), (.abbreviated, "2mo ago"),
        ]
        for (style, text) in expected {
            f.unitsStyle = style
            #expect(f.localizedString(fromTimeInterval: twoMonths) == text)
        }
        f.unitsStyle = .full
        #expect(f.localizedString(fromTimeInterval: 3 * 3_600 + 59) == "in 3 hours")
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(f.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "1 day ago")
        f.dateTimeStyle = .named
        #expect(f.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
        #expect(f.localizedString(fromTimeInterval: 0) == "now")
    }

    /// `Text(Image(systemName:)) + Text("ab")` in a 20-point font: the image one character, so
    /// three characters of 10 points, 30 × 24; `.environment(\.font, …)` sets the font `.font(_:)`
    /// sets: "abcd" 40 × 24 either way (four characters of 10, a line of 1.2 × 20).
    @Test func anImageInATextIsOneCharacterAndTheFontIsAnEnvironmentValue() throws {
        let joined = try ViewSceneTests.layOut(
            (Text(Image(systemName: "star")) + Text("ab")).font(.system(size: 20)), width: 300, height: nil)
        #expect(joined.frames.map(\.size) == [Size(width: 30, height: 24)])
        let byEnvironment = try ViewSceneTests.layOut(
            VStack { Text("abcd") }.environment(\.font, .system(size: 20)), width: 300, height: nil)
        let byModifier = try ViewSceneTests.layOut(
            VStack { Text("abcd") }.font(.system(size: 20)), width: 300, height: nil)
        #expect(byEnvironment.frames.map(\.size) == [Size(width: 40, height: 24)])
        #expect(byModifier.frames == byEnvironment.frames)
    }

    /// Apple's `combineLatest`: nothing until every upstream has sent; then the latest of each at
    /// every value; finished when all finish. Three subjects, sent a1, b1, c1, a2, c2.
    @Test func combineLatestSendsTheLatestOfEach() {
        let a = PassthroughSubject<String, Never>(), b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Bool, Never>()
        var seen: [String] = []
        var finished = false
        let subscription = a.combineLatest(b, c).sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { seen.append("\($0)\($1)\($2)") })
        a.send("a1")
        b.send(1)
        #expect(seen.isEmpty)
        c.send(true)
        a.send("a2")
        c.send(false)
        #expect(seen == ["a11true", "a21true", "a21false"])
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(!finished)
        c.send(completion: .finished)
        #expect(finished)
        subscription.cancel()
    }

    /// A value arriving without demand is held, the latest only, and sent at the next request.
    @Test func combineLatestHoldsTheLatestWithoutDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var subscription: Subscription?
        a.combineLatest(b).map { $0 * 10 + $1 }.subscribe(
            AnySubscriber(
                receiveSubscription: { subscription = $0 },
                receiveValue: {
                    seen.append($0); return .none
                },
                receiveCompletion: { _ in }))
        a.send(1)
        b.send(2)
        b.send(3)
        #expect(seen.isEmpty)
        subscription?.request(.max(1))
        #expect(seen == [13])
        subscription?.cancel()
    }

    /// UIKit's drawing gives images of the size drawn at (no pixels), and its string measuring is
    /// the text model's: "abc" in a 10-point font 3 × 5 = 15 wide, 12 tall.
    @Test func uiKitDrawingAndMeasuring() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        #expect(image.size == CGSize(width: 30, height: 20))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 6), false, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 4, height: 6))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let size = NSString(string: "abc").size(withAttributes: [.font: UIFont(pointSize: 10)])
        #expect(size == CGSize(width: 15, height: 12))
        #expect(UIApplication.shared.connectedScenes.allSatisfy { $0.activationState == .foregroundActive })
    }

    struct Pan: UIGestureRecognizerRepresentable {
        func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
    }

    struct ThirdOfTheWindow: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
    }

    /// iOS 18's gesture representable and a custom sheet detent compile; a gesture changes no layout,
    /// so "abcd" with one has the frames of "abcd" alone; a custom detent's context is the window
    /// (its height over 3 here; never asked: gridperf shows no sheet); a date picker's `setDate` sets
    /// its date.
    @Test func gestureRepresentablesAndCustomDetents() throws {
        let plain = try ViewSceneTests.layOut(Text("abcd"), width: 300, height: nil)
        let withGesture = try ViewSceneTests.layOut(Text("abcd").gesture(Pan()), width: 300, height: nil)
        #expect(withGesture.frames == plain.frames)
        #expect(PresentationDetent.custom(ThirdOfTheWindow.self) != .large)
        let picker = UIDatePicker()
        picker.setDate(Date(timeIntervalSince1970: 60), animated: true)
        #expect(picker.date == Date(timeIntervalSince1970: 60))
    }
}
