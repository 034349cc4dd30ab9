import GridPerfCore

// Controls, laid out by what they show of their own content: a control's label is a subview of
// the scene, the control's own drawing (a switch, a track, a field's border) is not modelled —
// its intrinsic size has no published source gridperf could cite (docs/SWIFTUI.md, "Controls").
// Each is laid out as an `HStack` of its label and a flexible `Spacer`-like part where SwiftUI's
// default style spreads the control across the row (a `Toggle`, a `Picker`, a `Stepper` in a
// form row), or as its label alone.

/// SwiftUI's `TextField`: laid out as its prompt text, as wide as it is proposed.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct TextField<Label: View>: View {
    let label: Label
    /// `TextField`'s `body`. Approximated: see `TextField`.
    public var body: some View { label.frame(maxWidth: .infinity, alignment: .leading) }
    /// A field with a label view (iOS 15): laid out as the label, as every field here.
    ///
    /// Approximated: see `TextField`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension TextField where Label == Text {
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { label = Text(titleKey) }
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { label = Text(title) }
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { label = Text(titleKey) }
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { label = Text(titleKey) }
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { label = Text(title) }
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { label = Text(title) }
    /// A value edited through a format (`.currency(code:)`, `.number`): Foundation's format styles
    /// infer from the binding's type, as on iOS.
    ///
    /// Approximated: see `TextField`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String { label = Text(titleKey) }
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String { label = Text(title) }
    /// A value edited through a `Formatter` (a `NumberFormatter`).
    ///
    /// Approximated: see `TextField`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) { label = Text(titleKey) }
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) { label = Text(title) }
    /// Makes a `TextField`. Approximated: see `TextField`.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void = {}
    ) { label = Text(titleKey) }
}

/// SwiftUI's `SecureField`: laid out as a ``TextField``.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct SecureField<Label: View>: View {
    let label: Label
    /// `SecureField`'s `body`. Approximated: see `SecureField`.
    public var body: some View { label.frame(maxWidth: .infinity, alignment: .leading) }
}

extension SecureField where Label == Text {
    /// Makes a `SecureField`. Approximated: see `SecureField`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { label = Text(titleKey) }
    /// Makes a `SecureField`. Approximated: see `SecureField`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { label = Text(title) }
    /// Makes a `SecureField`. Approximated: see `SecureField`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { label = Text(titleKey) }
}

/// SwiftUI's `TextEditor`: fills what it is proposed (a flexible frame), its text not laid out.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct TextEditor: View {
    /// Makes a `TextEditor`. Approximated: see `TextEditor`.
    public init(text: Binding<String>) {}
    /// `TextEditor`'s `body`. Approximated: see `TextEditor`.
    public var body: some View { Color.clear }
}

/// SwiftUI's `Toggle`: its label, then the switch at the trailing edge of the row, 51 × 31
/// points: the frame of the switch UIKit draws for it on iOS (`UISwitch`, as measured in its
/// view hierarchy by Travis Kirton, "Hacking UISwitch", c4ios.com).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Toggle<Label: View>: View {
    let label: Label
    /// Makes a `Toggle`. Approximated: see `Toggle`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    /// `Toggle`'s `body`. Approximated: see `Toggle`.
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
    /// Makes a `Toggle`. Approximated: see `Toggle`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { label = Text(titleKey) }
    /// Makes a `Toggle`. Approximated: see `Toggle`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { label = Text(title) }
}

/// SwiftUI's `Picker`: its label, the chosen value at the trailing edge (not modelled).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    /// Makes a `Picker`. Approximated: see `Picker`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// The label as a view (deprecated by Apple for the form above, still compiled by Xcode).
    ///
    /// Approximated: see `Picker`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
    }
    /// `Picker`'s `body`. Approximated: see `Picker`.
    public var body: some View {
        HStack {
            label
            Spacer()
        }
    }
}

extension Picker where Label == Text {
    /// Makes a `Picker`. Approximated: see `Picker`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    { label = Text(titleKey) }
    /// Makes a `Picker`. Approximated: see `Picker`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    { label = Text(title) }
}

/// SwiftUI's `DatePicker`: its label, the date at the trailing edge (not modelled).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct DatePicker<Label: View>: View {
    /// `DatePicker`'s `Components` type. Approximated: see `DatePicker`.
    public typealias Components = DatePickerComponents
    let label: Label
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// `DatePicker`'s `body`. Approximated: see `DatePicker`.
    public var body: some View {
        HStack {
            label
            Spacer()
        }
    }
}

extension DatePicker where Label == Text {
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(titleKey) }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(title) }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(titleKey) }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(titleKey) }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(titleKey) }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(title) }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(title) }
    /// Makes a `DatePicker`. Approximated: see `DatePicker`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) { label = Text(title) }
}

/// SwiftUI's `DatePickerComponents`. Not drawn: compiles, and changes no layout.
public struct DatePickerComponents: OptionSet, Sendable {
    /// `DatePickerComponents`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: UInt
    /// Makes a `DatePickerComponents`. Not drawn: compiles, and changes no layout.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `DatePickerComponents`'s `hourAndMinute`. Not drawn: compiles, and changes no layout.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1), date = DatePickerComponents(rawValue: 2)
}

/// SwiftUI's `Stepper`: its label, the buttons at the trailing edge (not modelled).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Stepper<Label: View>: View {
    let label: Label
    /// Makes a `Stepper`. Approximated: see `Stepper`.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// Makes a `Stepper`. Approximated: see `Stepper`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
    /// Makes a `Stepper`. Approximated: see `Stepper`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// `Stepper`'s `body`. Approximated: see `Stepper`.
    public var body: some View {
        HStack {
            label
            Spacer()
        }
    }
}

extension Stepper where Label == Text {
    /// Makes a `Stepper`. Approximated: see `Stepper`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) { label = Text(titleKey) }
    /// Makes a `Stepper`. Approximated: see `Stepper`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) { label = Text(title) }
    /// Makes a `Stepper`. Approximated: see `Stepper`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        label = Text(titleKey)
    }
}

/// SwiftUI's `Slider`: as wide as it is proposed (its track is not modelled).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Slider<Label: View>: View {
    /// Makes a `Slider`. Approximated: see `Slider`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {}
    /// Makes a `Slider`. Approximated: see `Slider`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label = { EmptyView() }
    ) where Label == EmptyView {}
    /// A stepped slider with a label (`Slider(value:in:step:) { Text("Speed") }`).
    ///
    /// Approximated: see `Slider`.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label
    ) {}
    /// `Slider`'s `body`. Approximated: see `Slider`.
    public var body: some View { Color.clear.frame(maxWidth: .infinity) }
}

extension Slider where Label == EmptyView {
    /// Makes a `Slider`. Approximated: see `Slider`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) {}
    /// Makes a `Slider`. Approximated: see `Slider`.
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
///
/// Approximated: the difference from SwiftUI is stated above.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    /// Whether a value was given: a bar, else a spinner.
    let determinate: Bool

    /// `ProgressView`'s `body`. Approximated: see `ProgressView`.
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
    /// Makes a `ProgressView`. Approximated: see `ProgressView`.
    public init() { (label, determinate) = (nil, false) }
    /// Makes a `ProgressView`. Approximated: see `ProgressView`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { (label, determinate) = (nil, value != nil) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Makes a `ProgressView`. Approximated: see `ProgressView`.
    public init(@ViewBuilder label: () -> Label) { (self.label, determinate) = (label(), false) }
    /// Makes a `ProgressView`. Approximated: see `ProgressView`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        (self.label, determinate) = (label(), value != nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Makes a `ProgressView`. Approximated: see `ProgressView`.
    public init(_ titleKey: LocalizedStringKey) { (label, determinate) = (Text(titleKey), false) }
    /// Makes a `ProgressView`. Approximated: see `ProgressView`.
    public init<S: StringProtocol>(_ title: S) { (label, determinate) = (Text(title), false) }
    /// Makes a `ProgressView`. Approximated: see `ProgressView`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        (label, determinate) = (Text(titleKey), value != nil)
    }
    /// Makes a `ProgressView`. Approximated: see `ProgressView`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        (label, determinate) = (Text(title), value != nil)
    }
}

/// SwiftUI's `Menu`: laid out as its label (a button whose label is one subview).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// Makes a `Menu`. Approximated: see `Menu`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    /// `Menu`'s `body`. Approximated: see `Menu`.
    public var body: some View { label }
}

extension Menu where Label == Text {
    /// Makes a `Menu`. Approximated: see `Menu`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
    /// Makes a `Menu`. Approximated: see `Menu`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// iOS 17's `Menu("Edit", systemImage: "pencil") { … }`: its label a `Label` of the title and symbol.
    ///
    /// Approximated: see `Menu`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, @ViewBuilder content: () -> Content) {
        label = SwiftUI.Label(titleKey, systemImage: name)
    }
    /// Makes a `Menu`. Approximated: see `Menu`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, @ViewBuilder content: () -> Content) {
        label = SwiftUI.Label(title, systemImage: name)
    }
}

/// SwiftUI's `Link`: laid out as its label.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Link<Label: View>: View {
    let label: Label
    /// Makes a `Link`. Approximated: see `Link`.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    /// `Link`'s `body`. Approximated: see `Link`.
    public var body: some View { label }
}

extension Link where Label == Text {
    /// Makes a `Link`. Approximated: see `Link`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
    /// Makes a `Link`. Approximated: see `Link`.
    public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}

/// SwiftUI's `ShareLink`: laid out as its label.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct ShareLink<Label: View>: View {
    let label: Label
    /// Makes a `ShareLink`. Approximated: see `ShareLink`.
    public init<I>(item: I, @ViewBuilder label: () -> Label) { self.label = label() }
    /// Makes a `ShareLink`. Approximated: see `ShareLink`.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// `ShareLink`'s `body`. Approximated: see `ShareLink`.
    public var body: some View { label }
}

extension ShareLink where Label == Image {
    /// Makes a `ShareLink`. Approximated: see `ShareLink`.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
        label = Image(systemName: "square.and.arrow.up")
    }
}

extension ShareLink where Label == Text {
    /// Makes a `ShareLink`. Approximated: see `ShareLink`.
    public init<I>(_ titleKey: LocalizedStringKey, item: I) { label = Text(titleKey) }
    /// Makes a `ShareLink`. Approximated: see `ShareLink`.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, preview: SharePreview) { label = Text(titleKey) }
    /// The forms with a subject and a message (Apple's `ShareLink(_:item:subject:message:preview:)`).
    ///
    /// Approximated: see `ShareLink`.
    public init<I>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview
    ) { label = Text(titleKey) }
    /// Makes a `ShareLink`. Approximated: see `ShareLink`.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
        label = Text(titleKey)
    }
    /// Several items shared at once (`ShareLink("Share", items: photos)`).
    ///
    /// Approximated: see `ShareLink`.
    public init<C: Collection>(_ titleKey: LocalizedStringKey, items: C, subject: Text? = nil, message: Text? = nil) {
        label = Text(titleKey)
    }
}

extension ShareLink {
    /// Makes a `ShareLink`. Approximated: see `ShareLink`.
    public init<I>(item: I, preview: SharePreview, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension ShareLink where Label == Image {
    /// Makes a `ShareLink`. Approximated: see `ShareLink`.
    public init<I>(item: I, preview: SharePreview) { label = Image(systemName: "square.and.arrow.up") }
}

/// SwiftUI's `SharePreview`: what the share sheet shows, not laid out.
///
/// Not drawn: compiles, and changes no layout.
public struct SharePreview: Sendable {
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init(_ titleKey: LocalizedStringKey) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init<S: StringProtocol>(_ title: S) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init(_ title: Text) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init(_ title: Text, image: Image) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init(_ title: Text, icon: Image) {}
    /// Makes a `SharePreview`. Not drawn: compiles, and changes no layout.
    public init(_ title: Text, image: Image, icon: Image) {}
}

/// SwiftUI's `EditButton`: laid out as its title, "Edit".
///
/// Approximated: the difference from SwiftUI is stated above.
public struct EditButton: View {
    /// Makes an `EditButton`. Approximated: see `EditButton`.
    public init() {}
    /// `EditButton`'s `body`. Approximated: see `EditButton`.
    public var body: some View { Text("Edit") }
}

/// SwiftUI's `LabeledContent`: its label, then its content at the trailing edge.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Makes a `LabeledContent`. Approximated: see `LabeledContent`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    /// `LabeledContent`'s `body`. Approximated: see `LabeledContent`.
    public var body: some View {
        HStack {
            label
            Spacer()
            content
        }
    }
}

extension LabeledContent where Label == Text {
    /// Makes a `LabeledContent`. Approximated: see `LabeledContent`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
        self.content = content()
    }
    /// Makes a `LabeledContent`. Approximated: see `LabeledContent`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Makes a `LabeledContent`. Approximated: see `LabeledContent`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        label = Text(titleKey)
        content = Text(value)
    }
    /// Makes a `LabeledContent`. Approximated: see `LabeledContent`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        label = Text(title)
        content = Text(value)
    }
}

/// SwiftUI's `ContentUnavailableView`: its label, description and actions in a centred `VStack`.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    /// Makes a `ContentUnavailableView`. Approximated: see `ContentUnavailableView`.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    /// `ContentUnavailableView`'s `body`. Approximated: see `ContentUnavailableView`.
    public var body: some View {
        VStack {
            label
            description
            actions
        }
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Makes a `ContentUnavailableView`. Approximated: see `ContentUnavailableView`.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = SwiftUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
    /// Makes a `ContentUnavailableView`. Approximated: see `ContentUnavailableView`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = SwiftUI.Label(title, systemImage: name)
        self.description = description
        actions = EmptyView()
    }
    /// `ContentUnavailableView`'s `search`. Approximated: see `ContentUnavailableView`.
    public static var search: Self { Self("No Results", systemImage: "magnifyingglass") }
}

// MARK: Styles

/// The control styles: compile, not drawn (a style changes how a control looks, not what its
/// label measures, in what gridperf models).
///
/// Not drawn: compiles, and changes no layout.
public protocol PickerStyle {}
/// SwiftUI's `ToggleStyle`. Not drawn: compiles, and changes no layout.
public protocol ToggleStyle {}
/// SwiftUI's `TextFieldStyle`. Not drawn: compiles, and changes no layout.
public protocol TextFieldStyle {}
/// SwiftUI's `ProgressViewStyle`. Not drawn: compiles, and changes no layout.
public protocol ProgressViewStyle {}
/// A label's style: a custom one compiles; the label is laid out in the default style (its icon,
/// then its title, in a row), as a custom `ButtonStyle`'s button is laid out as its label.
///
/// Not drawn: compiles, and changes no layout.
public protocol LabelStyle {
    /// `LabelStyle`'s `Configuration` type. Not drawn: compiles, and changes no layout.
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style's `makeBody(configuration:)` is given: the label's title and icon.
///
/// Not drawn: compiles, and changes no layout.
public struct LabelStyleConfiguration {
    /// SwiftUI's `LabelStyleConfiguration.Title`. Not drawn: compiles, and changes no layout.
    public struct Title: View, _PrimitiveView {
        /// `LabelStyleConfiguration.Title`'s `Body` type. Not drawn: compiles, and changes no layout.
        public typealias Body = Never
        public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [] }
    }
    /// SwiftUI's `LabelStyleConfiguration.Icon`. Not drawn: compiles, and changes no layout.
    public struct Icon: View, _PrimitiveView {
        /// `LabelStyleConfiguration.Icon`'s `Body` type. Not drawn: compiles, and changes no layout.
        public typealias Body = Never
        public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { [] }
    }
    /// `LabelStyleConfiguration`'s `title`. Not drawn: compiles, and changes no layout.
    public let title = Title()
    /// `LabelStyleConfiguration`'s `icon`. Not drawn: compiles, and changes no layout.
    public let icon = Icon()
}
/// SwiftUI's `DatePickerStyle`. Not drawn: compiles, and changes no layout.
public protocol DatePickerStyle {}
/// SwiftUI's `MenuStyle`. Not drawn: compiles, and changes no layout.
public protocol MenuStyle {}
/// SwiftUI's `TabViewStyle`. Not drawn: compiles, and changes no layout.
public protocol TabViewStyle {}
/// SwiftUI's `TextEditorStyle`. Not drawn: compiles, and changes no layout.
public protocol TextEditorStyle {}
public struct _ControlStyle: PickerStyle, ToggleStyle, TextFieldStyle, ProgressViewStyle, LabelStyle,
    DatePickerStyle, MenuStyle, TabViewStyle, TextEditorStyle, Sendable
{
    public init() {}
}
/// SwiftUI's `SegmentedPickerStyle`. Not drawn: compiles, and changes no layout.
public typealias SegmentedPickerStyle = _ControlStyle
/// SwiftUI's `MenuPickerStyle`. Not drawn: compiles, and changes no layout.
public typealias MenuPickerStyle = _ControlStyle
/// SwiftUI's `WheelPickerStyle`. Not drawn: compiles, and changes no layout.
public typealias WheelPickerStyle = _ControlStyle
/// SwiftUI's `InlinePickerStyle`. Not drawn: compiles, and changes no layout.
public typealias InlinePickerStyle = _ControlStyle
/// SwiftUI's `SwitchToggleStyle`. Not drawn: compiles, and changes no layout.
public typealias SwitchToggleStyle = _ControlStyle
/// SwiftUI's `RoundedBorderTextFieldStyle`. Not drawn: compiles, and changes no layout.
public typealias RoundedBorderTextFieldStyle = _ControlStyle
/// SwiftUI's `PlainTextFieldStyle`. Not drawn: compiles, and changes no layout.
public typealias PlainTextFieldStyle = _ControlStyle
/// SwiftUI's `CircularProgressViewStyle`. Not drawn: compiles, and changes no layout.
public typealias CircularProgressViewStyle = _ControlStyle
/// SwiftUI's `LinearProgressViewStyle`. Not drawn: compiles, and changes no layout.
public typealias LinearProgressViewStyle = _ControlStyle
/// SwiftUI's `PageTabViewStyle`. Not drawn: compiles, and changes no layout.
public typealias PageTabViewStyle = _ControlStyle
/// SwiftUI's `GraphicalDatePickerStyle`. Not drawn: compiles, and changes no layout.
public typealias GraphicalDatePickerStyle = _ControlStyle
/// SwiftUI's `CompactDatePickerStyle`. Not drawn: compiles, and changes no layout.
public typealias CompactDatePickerStyle = _ControlStyle
/// SwiftUI's `WheelDatePickerStyle`. Not drawn: compiles, and changes no layout.
public typealias WheelDatePickerStyle = _ControlStyle

extension _ControlStyle {
    public init(tint: Color) {}
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) {}
    public enum IndexDisplayMode: Sendable {
        case automatic, always, never
    }
}

extension PickerStyle where Self == _ControlStyle {
    /// `PickerStyle`'s `segmented`. Not drawn: compiles, and changes no layout.
    public static var segmented: _ControlStyle { .init() }
    /// `PickerStyle`'s `menu`. Not drawn: compiles, and changes no layout.
    public static var menu: _ControlStyle { .init() }
    /// `PickerStyle`'s `wheel`. Not drawn: compiles, and changes no layout.
    public static var wheel: _ControlStyle { .init() }
    /// `PickerStyle`'s `inline`. Not drawn: compiles, and changes no layout.
    public static var inline: _ControlStyle { .init() }
    /// `PickerStyle`'s `navigationLink`. Not drawn: compiles, and changes no layout.
    public static var navigationLink: _ControlStyle { .init() }
    /// `PickerStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ControlStyle { .init() }
    /// `PickerStyle`'s `palette`. Not drawn: compiles, and changes no layout.
    public static var palette: _ControlStyle { .init() }
}
extension ToggleStyle where Self == _ControlStyle {
    /// `ToggleStyle`'s `switch`. Not drawn: compiles, and changes no layout.
    public static var `switch`: _ControlStyle { .init() }
    /// `ToggleStyle`'s `button`. Not drawn: compiles, and changes no layout.
    public static var button: _ControlStyle { .init() }
    /// `ToggleStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ControlStyle { .init() }
}
extension TextFieldStyle where Self == _ControlStyle {
    /// `TextFieldStyle`'s `roundedBorder`. Not drawn: compiles, and changes no layout.
    public static var roundedBorder: _ControlStyle { .init() }
    /// `TextFieldStyle`'s `plain`. Not drawn: compiles, and changes no layout.
    public static var plain: _ControlStyle { .init() }
    /// `TextFieldStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ControlStyle { .init() }
}
extension TextEditorStyle where Self == _ControlStyle {
    /// `TextEditorStyle`'s `plain`. Not drawn: compiles, and changes no layout.
    public static var plain: _ControlStyle { .init() }
    /// `TextEditorStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ControlStyle { .init() }
}
extension ProgressViewStyle where Self == _ControlStyle {
    /// `ProgressViewStyle`'s `circular`. Not drawn: compiles, and changes no layout.
    public static var circular: _ControlStyle { .init() }
    /// `ProgressViewStyle`'s `linear`. Not drawn: compiles, and changes no layout.
    public static var linear: _ControlStyle { .init() }
    /// `ProgressViewStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ControlStyle { .init() }
}
extension LabelStyle where Self == _ControlStyle {
    /// `LabelStyle`'s `titleOnly`. Not drawn: compiles, and changes no layout.
    public static var titleOnly: _ControlStyle { .init() }
    /// `LabelStyle`'s `iconOnly`. Not drawn: compiles, and changes no layout.
    public static var iconOnly: _ControlStyle { .init() }
    /// `LabelStyle`'s `titleAndIcon`. Not drawn: compiles, and changes no layout.
    public static var titleAndIcon: _ControlStyle { .init() }
    /// `LabelStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ControlStyle { .init() }
}
extension DatePickerStyle where Self == _ControlStyle {
    /// `DatePickerStyle`'s `graphical`. Not drawn: compiles, and changes no layout.
    public static var graphical: _ControlStyle { .init() }
    /// `DatePickerStyle`'s `compact`. Not drawn: compiles, and changes no layout.
    public static var compact: _ControlStyle { .init() }
    /// `DatePickerStyle`'s `wheel`. Not drawn: compiles, and changes no layout.
    public static var wheel: _ControlStyle { .init() }
    /// `DatePickerStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ControlStyle { .init() }
}
extension TabViewStyle where Self == _ControlStyle {
    /// `TabViewStyle`'s `page`. Not drawn: compiles, and changes no layout.
    public static var page: _ControlStyle { .init() }
    /// `TabViewStyle`'s `page(indexDisplayMode:)`. Not drawn: compiles, and changes no layout.
    public static func page(indexDisplayMode: _ControlStyle.IndexDisplayMode) -> _ControlStyle { .init() }
    /// `TabViewStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: _ControlStyle { .init() }
    /// `TabViewStyle`'s `sidebarAdaptable`. Not drawn: compiles, and changes no layout.
    public static var sidebarAdaptable: _ControlStyle { .init() }
}

extension View {
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }
    /// iOS 17's text editor style (`.plain`): how the editor is drawn, not its size.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func labelStyle<S: LabelStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func labelsHidden() -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func controlSize(_ controlSize: ControlSize) -> Self { self }
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}

/// SwiftUI's `ControlSize`. Not drawn: compiles, and changes no layout.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// A case of `ControlSize`. Not drawn: compiles, and changes no layout.
    case mini, small, regular, large, extraLarge
}

/// The shape of a button's border: a shape too (`.clipShape(.buttonBorder)`, iOS 17), laid out as
/// any shape (what it is proposed).
///
/// Not drawn: compiles, and changes no layout.
public struct ButtonBorderShape: Shape, Sendable {
    /// `ButtonBorderShape`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape()
    /// `ButtonBorderShape`'s `roundedRectangle`. Not drawn: compiles, and changes no layout.
    public static let roundedRectangle = ButtonBorderShape(), circle = ButtonBorderShape()
    /// `ButtonBorderShape`'s `roundedRectangle(radius:)`. Not drawn: compiles, and changes no layout.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
    /// `ButtonBorderShape`'s `path(in:)`. Not drawn: compiles, and changes no layout.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ButtonBorderShape {
    /// `Shape`'s `buttonBorder`. Laid out as in SwiftUI.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// The page dots' style (`.indexViewStyle(.page(backgroundDisplayMode: .always))`): compiles, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public protocol IndexViewStyle {}
/// SwiftUI's `PageIndexViewStyle`. Not drawn: compiles, and changes no layout.
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    /// SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`. Not drawn: compiles, and changes no layout.
    public enum BackgroundDisplayMode: Sendable {
        /// A case of `PageIndexViewStyle.BackgroundDisplayMode`. Not drawn: compiles, and changes no layout.
        case automatic, always, interactive, never
    }
    /// Makes a `PageIndexViewStyle`. Not drawn: compiles, and changes no layout.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    /// `IndexViewStyle`'s `page`. Not drawn: compiles, and changes no layout.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// `IndexViewStyle`'s `page(backgroundDisplayMode:)`. Not drawn: compiles, and changes no layout.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
