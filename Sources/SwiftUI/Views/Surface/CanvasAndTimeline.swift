import Foundation
import GridPerfCore

// Drawing and time: `Canvas` (immediate-mode drawing) and `TimelineView` (a view redrawn on a
// schedule). gridperf lays out one moment and draws nothing: a canvas is laid out as a shape is,
// and a timeline as its content at one fixed date.

/// SwiftUI's `Canvas`: laid out as a shape is (it takes what it is proposed, 10 × 10 where
/// unspecified); its renderer is never called (gridperf draws nothing), so what it draws does
/// not change the layout — as it does not in SwiftUI, where a canvas's drawing is its own.
///
/// Laid out as in SwiftUI.
public struct Canvas<Symbols: View>: View, _PrimitiveView {
    /// `Canvas`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never

    /// Makes a `Canvas`. Laid out as in SwiftUI.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {}

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { Rectangle()._items(in: builder) }
}

extension Canvas where Symbols == EmptyView {
    /// Makes a `Canvas`. Laid out as in SwiftUI.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
}

/// What a ``Canvas``'s renderer draws into, as SwiftUI's `GraphicsContext`: its calls compile and
/// draw nothing (the renderer is never called here).
///
/// Not drawn: compiles, and changes no layout.
public struct GraphicsContext {
    /// `GraphicsContext`'s `opacity`. Not drawn: compiles, and changes no layout.
    public var opacity: Double = 1
    /// `GraphicsContext`'s `blendMode`. Not drawn: compiles, and changes no layout.
    public var blendMode: BlendMode = .normal
    /// `GraphicsContext`'s `transform`. Not drawn: compiles, and changes no layout.
    public var transform = CGAffineTransform.identity

    /// How a path is filled or stroked (`.color(.red)`, a gradient, an image).
    ///
    /// Not drawn: compiles, and changes no layout.
    public struct Shading: Sendable {
        /// `GraphicsContext.Shading`'s `color(_:)`. Not drawn: compiles, and changes no layout.
        public static func color(_ color: Color) -> Shading { Shading() }
        /// `GraphicsContext.Shading`'s `style(_:)`. Not drawn: compiles, and changes no layout.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        /// `GraphicsContext.Shading`'s `linearGradient(_:startPoint:endPoint:options:)`. Not drawn: compiles, and
        /// changes no layout.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading { Shading() }
        /// `GraphicsContext.Shading`'s `radialGradient(_:center:startRadius:endRadius:options:)`. Not drawn: compiles,
        /// and changes no layout.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading { Shading() }
        /// `GraphicsContext.Shading`'s `foreground`. Not drawn: compiles, and changes no layout.
        public static var foreground: Shading { Shading() }
    }

    /// SwiftUI's `GraphicsContext.GradientOptions`. Not drawn: compiles, and changes no layout.
    public struct GradientOptions: OptionSet, Sendable {
        /// `GraphicsContext.GradientOptions`'s `rawValue`. Not drawn: compiles, and changes no layout.
        public let rawValue: UInt32
        /// Makes a `GraphicsContext.GradientOptions`. Not drawn: compiles, and changes no layout.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// A filter on what the context draws next (`.alphaThreshold(min:color:)`, `.blur(radius:)`).
    ///
    /// Not drawn: compiles, and changes no layout.
    public struct Filter: Sendable {
        /// `GraphicsContext.Filter`'s `alphaThreshold(min:max:color:)`. Not drawn: compiles, and changes no layout.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter() }
        /// `GraphicsContext.Filter`'s `blur(radius:options:)`. Not drawn: compiles, and changes no layout.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        /// `GraphicsContext.Filter`'s `colorMultiply(_:)`. Not drawn: compiles, and changes no layout.
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        /// `GraphicsContext.Filter`'s `shadow(color:radius:x:y:)`. Not drawn: compiles, and changes no layout.
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter()
        }
    }

    /// SwiftUI's `GraphicsContext.BlurOptions`. Not drawn: compiles, and changes no layout.
    public struct BlurOptions: OptionSet, Sendable {
        /// `GraphicsContext.BlurOptions`'s `rawValue`. Not drawn: compiles, and changes no layout.
        public let rawValue: UInt32
        /// Makes a `GraphicsContext.BlurOptions`. Not drawn: compiles, and changes no layout.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// A text or image resolved for drawing.
    ///
    /// Not drawn: compiles, and changes no layout.
    public struct ResolvedText {
        /// `GraphicsContext.ResolvedText`'s `measure(in:)`. Not drawn: compiles, and changes no layout.
        public func measure(in size: CGSize) -> CGSize { .zero }
    }
    /// SwiftUI's `GraphicsContext.ResolvedImage`. Not drawn: compiles, and changes no layout.
    public struct ResolvedImage {
        /// `GraphicsContext.ResolvedImage`'s `size`. Not drawn: compiles, and changes no layout.
        public var size: CGSize { .zero }
    }
    /// SwiftUI's `GraphicsContext.ResolvedSymbol`. Not drawn: compiles, and changes no layout.
    public struct ResolvedSymbol {
        /// `GraphicsContext.ResolvedSymbol`'s `size`. Not drawn: compiles, and changes no layout.
        public var size: CGSize { .zero }
    }

    /// `GraphicsContext`'s `fill(_:with:style:)`. Not drawn: compiles, and changes no layout.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    /// `GraphicsContext`'s `stroke(_:with:lineWidth:)`. Not drawn: compiles, and changes no layout.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    /// `GraphicsContext`'s `stroke(_:with:style:)`. Not drawn: compiles, and changes no layout.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    /// `GraphicsContext`'s `draw(_:at:anchor:)`. Not drawn: compiles, and changes no layout.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// `GraphicsContext`'s `draw(_:in:)`. Not drawn: compiles, and changes no layout.
    public func draw(_ text: Text, in rect: CGRect) {}
    /// `GraphicsContext`'s `draw(_:at:anchor:)`. Not drawn: compiles, and changes no layout.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// `GraphicsContext`'s `draw(_:in:style:)`. Not drawn: compiles, and changes no layout.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// `GraphicsContext`'s `draw(_:at:anchor:)`. Not drawn: compiles, and changes no layout.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// `GraphicsContext`'s `draw(_:at:anchor:)`. Not drawn: compiles, and changes no layout.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// `GraphicsContext`'s `draw(_:in:style:)`. Not drawn: compiles, and changes no layout.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// `GraphicsContext`'s `draw(_:at:anchor:)`. Not drawn: compiles, and changes no layout.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// `GraphicsContext`'s `resolve(_:)`. Not drawn: compiles, and changes no layout.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
    /// `GraphicsContext`'s `resolve(_:)`. Not drawn: compiles, and changes no layout.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
    /// `GraphicsContext`'s `resolveSymbol(id:)`. Not drawn: compiles, and changes no layout.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    /// `GraphicsContext`'s `drawLayer(content:)`. Not drawn: compiles, and changes no layout.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
    /// `GraphicsContext`'s `addFilter(_:)`. Not drawn: compiles, and changes no layout.
    public mutating func addFilter(_ filter: Filter) {}
    /// `GraphicsContext`'s `clip(to:style:)`. Not drawn: compiles, and changes no layout.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
    /// `GraphicsContext`'s `translateBy(x:y:)`. Not drawn: compiles, and changes no layout.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// `GraphicsContext`'s `scaleBy(x:y:)`. Not drawn: compiles, and changes no layout.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// `GraphicsContext`'s `rotate(by:)`. Not drawn: compiles, and changes no layout.
    public mutating func rotate(by angle: Angle) {}
}

/// SwiftUI's `TimelineView`: laid out as its content at one moment — the schedule's start, or
/// 1 January 2001 (Foundation's reference date) for a schedule without one — so that a layout
/// that depends on the date is the same every run (gridperf lays out one state, not a clock).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, _PrimitiveView {
    /// `TimelineView`'s `Body` type. Approximated: see `TimelineView`.
    public typealias Body = Never
    let content: Content

    /// What the content is given (not generic, as Apple's, so that the content's type can be
    /// inferred from a closure that reads it).
    ///
    /// Approximated: see `TimelineView`.
    public typealias Context = TimelineViewDefaultContext

    /// Makes a `TimelineView`. Approximated: see `TimelineView`.
    public init(_ schedule: Schedule, @ViewBuilder content: (Context) -> Content) {
        self.content = content(Context(date: schedule.startDate, cadence: .live))
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: content) }
}

/// What a ``TimelineView``'s content is given: the moment laid out and the schedule's cadence.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct TimelineViewDefaultContext {
    /// How often a timeline updates. Approximated: the one moment gridperf lays out has the `.live` cadence.
    public enum Cadence: Comparable, Sendable {
        /// A case of `TimelineViewDefaultContext.Cadence`. Approximated: see `TimelineViewDefaultContext.Cadence`.
        case live, seconds, minutes
    }
    /// `TimelineViewDefaultContext`'s `date`. Approximated: see `TimelineViewDefaultContext`.
    public let date: Date
    /// `TimelineViewDefaultContext`'s `cadence`. Approximated: see `TimelineViewDefaultContext`.
    public let cadence: Cadence
}

/// When a ``TimelineView`` updates, as SwiftUI's `TimelineSchedule`.
///
/// Approximated: the difference from SwiftUI is stated above.
public protocol TimelineSchedule {
    /// The moment gridperf lays the timeline out at.
    ///
    /// Approximated: see `TimelineSchedule`.
    var startDate: Date { get }
}

extension TimelineSchedule {
    /// `TimelineSchedule`'s `startDate`. Approximated: see `TimelineSchedule`.
    public var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

/// An animation's schedule (`.animation`), a periodic one (`.periodic(from:by:)`), every minute,
/// or explicit dates.
public struct _TimelineSchedule: TimelineSchedule, Sendable {
    public let startDate: Date
}

extension TimelineSchedule where Self == _TimelineSchedule {
    /// `TimelineSchedule`'s `animation`. Approximated: see `TimelineSchedule`.
    public static var animation: _TimelineSchedule {
        _TimelineSchedule(startDate: Date(timeIntervalSinceReferenceDate: 0))
    }
    /// `TimelineSchedule`'s `animation(minimumInterval:paused:)`. Approximated: see `TimelineSchedule`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> _TimelineSchedule {
        .animation
    }
    /// `TimelineSchedule`'s `periodic(from:by:)`. Approximated: see `TimelineSchedule`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> _TimelineSchedule {
        _TimelineSchedule(startDate: startDate)
    }
    /// `TimelineSchedule`'s `everyMinute`. Approximated: see `TimelineSchedule`.
    public static var everyMinute: _TimelineSchedule { .animation }
    /// `TimelineSchedule`'s `explicit(_:)`. Approximated: see `TimelineSchedule`.
    public static func explicit<S: Sequence>(_ dates: S) -> _TimelineSchedule where S.Element == Date {
        _TimelineSchedule(startDate: dates.first(where: { _ in true }) ?? Date(timeIntervalSinceReferenceDate: 0))
    }
}

/// SwiftUI's `DisclosureGroup`: collapsed (unless `isExpanded` says otherwise), laid out as its
/// label; expanded, as its label above its content in a leading-aligned column. The disclosure
/// indicator is not modelled.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let expanded: Bool

    /// Makes a `DisclosureGroup`. Approximated: see `DisclosureGroup`.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        expanded = false
    }

    /// Makes a `DisclosureGroup`. Approximated: see `DisclosureGroup`.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.content = content()
        self.label = label()
        expanded = isExpanded.wrappedValue
    }

    /// `DisclosureGroup`'s `body`. Approximated: see `DisclosureGroup`.
    public var body: some View {
        VStack(alignment: .leading) {
            label
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Makes a `DisclosureGroup`. Approximated: see `DisclosureGroup`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Makes a `DisclosureGroup`. Approximated: see `DisclosureGroup`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// Makes a `DisclosureGroup`. Approximated: see `DisclosureGroup`.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// Makes a `DisclosureGroup`. Approximated: see `DisclosureGroup`.
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A tab of a `TabView` (iOS 18's `Tab("Boats", systemImage: "sailboat") { … }`): laid out as its
/// content, so that a `TabView` of tabs is laid out as its first tab's content, as one of views is.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Tab<Value: Hashable, Content: View>: View {
    let content: Content
    /// `Tab`'s `body`. Approximated: see `Tab`.
    public var body: some View { content }
}

extension Tab where Value == Never {
    /// Makes a `Tab`. Approximated: see `Tab`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Makes a `Tab`. Approximated: see `Tab`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Makes a `Tab`. Approximated: see `Tab`.
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Makes a `Tab`. Approximated: see `Tab`.
    public init(role: TabRole, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension Tab {
    /// Makes a `Tab`. Approximated: see `Tab`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Makes a `Tab`. Approximated: see `Tab`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) { self.content = content() }
    /// Makes a `Tab`. Approximated: see `Tab`.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// A tab's role (`.search`).
///
/// Not drawn: compiles, and changes no layout.
public struct TabRole: Hashable, Sendable {
    /// `TabRole`'s `search`. Not drawn: compiles, and changes no layout.
    public static let search = TabRole()
}
