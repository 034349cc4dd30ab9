import Foundation
import GridPerfCore

// Drawing and time: `Canvas` (immediate-mode drawing) and `TimelineView` (a view redrawn on a
// schedule). gridperf lays out one moment and draws nothing: a canvas is laid out as a shape is,
// and a timeline as its content at one fixed date.

/// SwiftUI's `Canvas`: laid out as a shape is (it takes what it is proposed, 10 × 10 where
/// unspecified); its renderer is never called (gridperf draws nothing), so what it draws does
/// not change the layout — as it does not in SwiftUI, where a canvas's drawing is its own.
public struct Canvas<Symbols: View>: View, _PrimitiveView {
    public typealias Body = Never

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {}

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { Rectangle()._items(in: builder) }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
}

/// What a ``Canvas``'s renderer draws into, as SwiftUI's `GraphicsContext`: its calls compile and
/// draw nothing (the renderer is never called here).
public struct GraphicsContext {
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform = CGAffineTransform.identity

    /// How a path is filled or stroked (`.color(.red)`, a gradient, an image).
    public struct Shading: Sendable {
        public static func color(_ color: Color) -> Shading { Shading() }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading { Shading() }
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading { Shading() }
        public static var foreground: Shading { Shading() }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// A filter on what the context draws next (`.alphaThreshold(min:color:)`, `.blur(radius:)`).
    public struct Filter: Sendable {
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter() }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter()
        }
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// A text or image resolved for drawing.
    public struct ResolvedText {
        public func measure(in size: CGSize) -> CGSize { .zero }
    }
    public struct ResolvedImage {
        public var size: CGSize { .zero }
    }
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, in rect: CGRect) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
    public mutating func addFilter(_ filter: Filter) {}
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
}

/// SwiftUI's `TimelineView`: laid out as its content at one moment — the schedule's start, or
/// 1 January 2001 (Foundation's reference date) for a schedule without one — so that a layout
/// that depends on the date is the same every run (gridperf lays out one state, not a clock).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// What the content is given (not generic, as Apple's, so that the content's type can be
    /// inferred from a closure that reads it).
    public typealias Context = TimelineViewDefaultContext

    public init(_ schedule: Schedule, @ViewBuilder content: (Context) -> Content) {
        self.content = content(Context(date: schedule.startDate, cadence: .live))
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: content) }
}

/// What a ``TimelineView``'s content is given: the moment laid out and the schedule's cadence.
public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
}

/// When a ``TimelineView`` updates, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The moment gridperf lays the timeline out at.
    var startDate: Date { get }
}

extension TimelineSchedule {
    public var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

/// An animation's schedule (`.animation`), a periodic one (`.periodic(from:by:)`), every minute,
/// or explicit dates.
public struct _TimelineSchedule: TimelineSchedule, Sendable {
    public let startDate: Date
}

extension TimelineSchedule where Self == _TimelineSchedule {
    public static var animation: _TimelineSchedule {
        _TimelineSchedule(startDate: Date(timeIntervalSinceReferenceDate: 0))
    }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> _TimelineSchedule {
        .animation
    }
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> _TimelineSchedule {
        _TimelineSchedule(startDate: startDate)
    }
    public static var everyMinute: _TimelineSchedule { .animation }
    public static func explicit<S: Sequence>(_ dates: S) -> _TimelineSchedule where S.Element == Date {
        _TimelineSchedule(startDate: dates.first(where: { _ in true }) ?? Date(timeIntervalSinceReferenceDate: 0))
    }
}

/// SwiftUI's `DisclosureGroup`: collapsed (unless `isExpanded` says otherwise), laid out as its
/// label; expanded, as its label above its content in a leading-aligned column. The disclosure
/// indicator is not modelled.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let expanded: Bool

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        expanded = false
    }

    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.content = content()
        self.label = label()
        expanded = isExpanded.wrappedValue
    }

    public var body: some View {
        VStack(alignment: .leading) {
            label
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A tab of a `TabView` (iOS 18's `Tab("Boats", systemImage: "sailboat") { … }`): laid out as its
/// content, so that a `TabView` of tabs is laid out as its first tab's content, as one of views is.
public struct Tab<Value: Hashable, Content: View>: View {
    let content: Content
    public var body: some View { content }
}

extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init(role: TabRole, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension Tab {
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) { self.content = content() }
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// A tab's role (`.search`).
public struct TabRole: Hashable, Sendable {
    public static let search = TabRole()
}
