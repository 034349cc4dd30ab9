import GridPerfCore

// Controls, laid out by what they show of their own content: a control's label is a subview of
// the scene, the control's own drawing (a switch, a track, a field's border) is not modelled —
// its intrinsic size has no published source gridperf could cite (docs/SWIFTUI.md, "Controls").
// Each is laid out as an `HStack` of its label and a flexible `Spacer`-like part where SwiftUI's
// default style spreads the control across the row (a `Toggle`, a `Picker`, a `Stepper` in a
// form row), or as its label alone.

/// SwiftUI's `TextField`: laid out as its prompt text, as wide as it is proposed.
public struct TextField<Label: View>: View {
    let label: Label
    public var body: some View { label.frame(maxWidth: .infinity, alignment: .leading) }
    /// A field with a label view (iOS 15): laid out as the label, as every field here.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { label = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { label = Text(title) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { label = Text(title) }
    /// A value edited through a format (`.currency(code:)`, `.number`): Foundation's format styles
    /// infer from the binding's type, as on iOS.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String { label = Text(titleKey) }
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String { label = Text(title) }
    /// A value edited through a `Formatter` (a `NumberFormatter`).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) { label = Text(titleKey) }
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) { label = Text(title) }
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void = {}
    ) { label = Text(titleKey) }
}

/// SwiftUI's `SecureField`: laid out as a ``TextField``.
public struct SecureField<Label: View>: View {
    let label: Label
    public var body: some View { label.frame(maxWidth: .infinity, alignment: .leading) }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { label = Text(titleKey) }
}

/// SwiftUI's `TextEditor`: fills what it is proposed (a flexible frame), its text not laid out.
public struct TextEditor: View {
    public init(text: Binding<String>) {}
    public var body: some View { Color.clear }
}

/// SwiftUI's `Toggle`: its label, then the switch at the trailing edge of the row, 51 × 31
/// points: the frame of the switch UIKit draws for it on iOS (`UISwitch`, as measured in its
/// view hierarchy by Travis Kirton, "Hacking UISwitch", c4ios.com).
public struct Toggle<Label: View>: View {
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View {
        HStack {
            label
            Spacer()
            Color.clear.frame(width: Self.switchSize.width, height: Self.switchSize.height)
        }
    }

    /// The switch's size on iOS, in points.
    static var switchSize: CGSize { CGSize(width: 51, height: 31) }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { label = Text(title) }
}

/// SwiftUI's `Picker`: its label, the chosen value at the trailing edge (not modelled).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// The label as a view (deprecated by Apple for the form above, still compiled by Xcode).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
    }
    public var body: some View {
        HStack {
            label
            Spacer()
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    { label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    { label = Text(title) }
}

/// SwiftUI's `DatePicker`: its label, the date at the trailing edge (not modelled).
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents
    let label: Label
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) { self.label = label() }
    public var body: some View {
        HStack {
            label
            Spacer()
        }
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(titleKey) }
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(title) }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(titleKey) }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(titleKey) }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(titleKey) }
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(title) }
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(title) }
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(title) }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1), date = DatePickerComponents(rawValue: 2)
}

/// SwiftUI's `Stepper`: its label, the buttons at the trailing edge (not modelled).
public struct Stepper<Label: View>: View {
    let label: Label
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) { label = Text(titleKey) }
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) { label = Text(title) }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        label = Text(titleKey)
    }
}

/// SwiftUI's `Slider`: as wide as it is proposed (its track is not modelled).
public struct Slider<Label: View>: View {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {}
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label = { EmptyView() }
    ) where Label == EmptyView {}
    /// A stepped slider with a label (`Slider(value:in:step:) { Text("Speed") }`).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label
    ) {}
    public var body: some View { Color.clear.frame(maxWidth: .infinity) }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) {}
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void
    ) {}
}

/// SwiftUI's `ProgressView` on iOS, as UIKit draws it: without a value (or with a `nil` one) a
/// spinner, 20 × 20 points (`UIActivityIndicatorView`'s medium style), its label below it; with
/// a value a bar as wide as it is proposed and 2 points tall (`UIProgressView`'s default style:
/// "a preferred height based on its artwork, but no preferred width"), its label above it,
/// leading. Sizes as measured by Mark Meretzky's iOS course notes (markmeretzky.com,
/// "UIActivityIndicatorView", "UIProgressView").
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    /// Whether a value was given: a bar, else a spinner.
    let determinate: Bool

    public var body: some View {
        if determinate {
            VStack(alignment: .leading) {
                if let label { label }
                Color.clear.frame(height: 2)
            }
        } else {
            VStack {
                Color.clear.frame(width: 20, height: 20)
                if let label { label }
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { (label, determinate) = (nil, false) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { (label, determinate) = (nil, value != nil) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { (self.label, determinate) = (label(), false) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        (self.label, determinate) = (label(), value != nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { (label, determinate) = (Text(titleKey), false) }
    public init<S: StringProtocol>(_ title: S) { (label, determinate) = (Text(title), false) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        (label, determinate) = (Text(titleKey), value != nil)
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        (label, determinate) = (Text(title), value != nil)
    }
}

/// SwiftUI's `Menu`: laid out as its label (a button whose label is one subview).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// iOS 17's `Menu("Edit", systemImage: "pencil") { … }`: its label a `Label` of the title and symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content) {
        label = SwiftUI.Label(titleKey, systemImage: name)
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String, @ViewBuilder content: () -> Content) {
        label = SwiftUI.Label(title, systemImage: name)
    }
}

/// SwiftUI's `Link`: laid out as its label.
public struct Link<Label: View>: View {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}

/// SwiftUI's `ShareLink`: laid out as its label.
public struct ShareLink<Label: View>: View {
    let label: Label
    public init<I>(item: I, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View { label }
}

extension ShareLink where Label == Image {
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
        label = Image(systemName: "square.and.arrow.up")
    }
}

extension ShareLink where Label == Text {
    public init<I>(_ titleKey: LocalizedStringKey, item: I) { label = Text(titleKey) }
    public init<I>(_ titleKey: LocalizedStringKey, item: I, preview: SharePreview) { label = Text(titleKey) }
    /// The forms with a subject and a message (Apple's `ShareLink(_:item:subject:message:preview:)`).
    public init<I>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview
    ) { label = Text(titleKey) }
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
        label = Text(titleKey)
    }
    /// Several items shared at once (`ShareLink("Share", items: photos)`).
    public init<C: Collection>(_ titleKey: LocalizedStringKey, items: C, subject: Text? = nil, message: Text? = nil) {
        label = Text(titleKey)
    }
}

extension ShareLink {
    public init<I>(item: I, preview: SharePreview, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension ShareLink where Label == Image {
    public init<I>(item: I, preview: SharePreview) { label = Image(systemName: "square.and.arrow.up") }
}

/// SwiftUI's `SharePreview`: what the share sheet shows, not laid out.
public struct SharePreview: Sendable {
    public init(_ titleKey: LocalizedStringKey) {}
    public init<S: StringProtocol>(_ title: S) {}
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) {}
    public init(_ title: Text) {}
    public init(_ title: Text, image: Image) {}
    public init(_ title: Text, icon: Image) {}
    public init(_ title: Text, image: Image, icon: Image) {}
}

/// SwiftUI's `EditButton`: laid out as its title, "Edit".
public struct EditButton: View {
    public init() {}
    public var body: some View { Text("Edit") }
}

/// SwiftUI's `LabeledContent`: its label, then its content at the trailing edge.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            content
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
        self.content = content()
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        label = Text(titleKey)
        content = Text(value)
    }
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        label = Text(title)
        content = Text(value)
    }
}

/// SwiftUI's `ContentUnavailableView`: its label, description and actions in a centred `VStack`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public var body: some View {
        VStack {
            label
            description
            actions
        }
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = SwiftUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = SwiftUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
    public static var search: Self { Self("No Results", systemImage: "magnifyingglass") }
}

// MARK: Styles

/// The control styles: compile, not drawn (a style changes how a control looks, not what its
/// label measures, in what gridperf models).
public protocol PickerStyle {}
public protocol ToggleStyle {}
public protocol TextFieldStyle {}
public protocol ProgressViewStyle {}
/// A label's style: a custom one compiles; the label is laid out in the default style (its icon,
/// then its title, in a row), as a custom `ButtonStyle`'s button is laid out as its label.
public protocol LabelStyle {
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style's `makeBody(configuration:)` is given: the label's title and icon.
public struct LabelStyleConfiguration {
    public struct Title: View, _PrimitiveView {
        public typealias Body = Never
        public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [] }
    }
    public struct Icon: View, _PrimitiveView {
        public typealias Body = Never
        public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [] }
    }
    public let title = Title()
    public let icon = Icon()
}
public protocol DatePickerStyle {}
public protocol MenuStyle {}
public protocol TabViewStyle {}
public protocol TextEditorStyle {}
public struct _ControlStyle: PickerStyle, ToggleStyle, TextFieldStyle, ProgressViewStyle, LabelStyle,
    DatePickerStyle, MenuStyle, TabViewStyle, TextEditorStyle, Sendable
{
    public init() {}
}
public typealias SegmentedPickerStyle = _ControlStyle
public typealias MenuPickerStyle = _ControlStyle
public typealias WheelPickerStyle = _ControlStyle
public typealias InlinePickerStyle = _ControlStyle
public typealias SwitchToggleStyle = _ControlStyle
public typealias RoundedBorderTextFieldStyle = _ControlStyle
public typealias PlainTextFieldStyle = _ControlStyle
public typealias CircularProgressViewStyle = _ControlStyle
public typealias LinearProgressViewStyle = _ControlStyle
public typealias PageTabViewStyle = _ControlStyle
public typealias GraphicalDatePickerStyle = _ControlStyle
public typealias CompactDatePickerStyle = _ControlStyle
public typealias WheelDatePickerStyle = _ControlStyle

extension _ControlStyle {
    public init(tint: Color) {}
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) {}
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
}

extension PickerStyle where Self == _ControlStyle {
    public static var segmented: _ControlStyle { .init() }
    public static var menu: _ControlStyle { .init() }
    public static var wheel: _ControlStyle { .init() }
    public static var inline: _ControlStyle { .init() }
    public static var navigationLink: _ControlStyle { .init() }
    public static var automatic: _ControlStyle { .init() }
    public static var palette: _ControlStyle { .init() }
}
extension ToggleStyle where Self == _ControlStyle {
    public static var `switch`: _ControlStyle { .init() }
    public static var button: _ControlStyle { .init() }
    public static var automatic: _ControlStyle { .init() }
}
extension TextFieldStyle where Self == _ControlStyle {
    public static var roundedBorder: _ControlStyle { .init() }
    public static var plain: _ControlStyle { .init() }
    public static var automatic: _ControlStyle { .init() }
}
extension TextEditorStyle where Self == _ControlStyle {
    public static var plain: _ControlStyle { .init() }
    public static var automatic: _ControlStyle { .init() }
}
extension ProgressViewStyle where Self == _ControlStyle {
    public static var circular: _ControlStyle { .init() }
    public static var linear: _ControlStyle { .init() }
    public static var automatic: _ControlStyle { .init() }
}
extension LabelStyle where Self == _ControlStyle {
    public static var titleOnly: _ControlStyle { .init() }
    public static var iconOnly: _ControlStyle { .init() }
    public static var titleAndIcon: _ControlStyle { .init() }
    public static var automatic: _ControlStyle { .init() }
}
extension DatePickerStyle where Self == _ControlStyle {
    public static var graphical: _ControlStyle { .init() }
    public static var compact: _ControlStyle { .init() }
    public static var wheel: _ControlStyle { .init() }
    public static var automatic: _ControlStyle { .init() }
}
extension TabViewStyle where Self == _ControlStyle {
    public static var page: _ControlStyle { .init() }
    public static func page(indexDisplayMode: _ControlStyle.IndexDisplayMode) -> _ControlStyle { .init() }
    public static var automatic: _ControlStyle { .init() }
    public static var sidebarAdaptable: _ControlStyle { .init() }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> Self { self }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> Self { self }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }
    /// iOS 17's text editor style (`.plain`): how the editor is drawn, not its size.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> Self { self }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> Self { self }
    public func labelStyle<S: LabelStyle>(_ style: S) -> Self { self }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
    public func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> Self { self }
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { self }
    public func labelsHidden() -> Self { self }
    public func controlSize(_ controlSize: ControlSize) -> Self { self }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}

public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// The shape of a button's border: a shape too (`.clipShape(.buttonBorder)`, iOS 17), laid out as
/// any shape (what it is proposed).
public struct ButtonBorderShape: Shape, Sendable {
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape(), circle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ButtonBorderShape {
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// The page dots' style (`.indexViewStyle(.page(backgroundDisplayMode: .always))`): compiles, not drawn.
public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
