/// SwiftUI's `GroupBox`: "a stylized view, with an optional label, that visually collects a
/// logical grouping of content" (Apple's documentation). Approximated: Apple publishes no metrics
/// for its style, so it is laid out as its label above its content in a leading `VStack`, inset by
/// the standard padding (16 points, docs/SPEC-FORMAT.md's `padding`); its background is not drawn.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Makes a `GroupBox`. Approximated: see `GroupBox`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Makes a `GroupBox`. Approximated: see `GroupBox`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// `GroupBox`'s `body`. Approximated: see `GroupBox`.
    public var body: some View {
        VStack(alignment: .leading) {
            label
            content
        }
        .padding()
    }
}

extension GroupBox where Label == EmptyView {
    /// Makes a `GroupBox`. Approximated: see `GroupBox`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content)
    }
}

extension GroupBox where Label == Text {
    /// Makes a `GroupBox`. Approximated: see `GroupBox`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// Makes a `GroupBox`. Approximated: see `GroupBox`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}

/// A group box's look (`.groupBoxStyle(.automatic)`): compiled, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public protocol GroupBoxStyle {}

/// The platform's group box style.
///
/// Not drawn: compiles, and changes no layout.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Makes a `DefaultGroupBoxStyle`. Not drawn: compiles, and changes no layout.
    public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// `GroupBoxStyle`'s `automatic`. Not drawn: compiles, and changes no layout.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style of the group boxes inside: gridperf draws no style; the layout is the same.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> Self { self }
}
