import GridPerfCore

/// SwiftUI's `HStack`: the built-in `hstack` (``HStackLayout``) over its content.
///
/// Laid out as in SwiftUI.
public struct HStack<Content: View>: View, _PrimitiveView {
    /// `HStack`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    /// Its content in a row, aligned on `alignment`, `spacing` apart (`nil`: each pair's `ViewSpacing` distance). Laid
    /// out as in SwiftUI: SwiftUI's stack algorithm (the least flexible subview offered space first, `layoutPriority`
    /// groups first), held to hand-derived oracle cases.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { layout.sceneItems(builder, content) }
}

/// SwiftUI's `VStack`: the built-in `vstack` (``VStackLayout``) over its content.
///
/// Laid out as in SwiftUI.
public struct VStack<Content: View>: View, _PrimitiveView {
    /// `VStack`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    /// Its content in a column, aligned on `alignment`, `spacing` apart (`nil`: each pair's `ViewSpacing` distance).
    /// Laid out as in SwiftUI: SwiftUI's stack algorithm, held to hand-derived oracle cases.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { layout.sceneItems(builder, content) }
}

/// SwiftUI's `ZStack`: the built-in `zstack` (``ZStackLayout``) over its content.
///
/// Laid out as in SwiftUI.
public struct ZStack<Content: View>: View, _PrimitiveView {
    /// `ZStack`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    /// Its content layered, each view aligned on `alignment`; as large as the largest. Laid out as in SwiftUI.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { layout.sceneItems(builder, content) }
}

extension Layout {
    /// The layout as a view over `content`, as SwiftUI's `Layout.callAsFunction`:
    /// `FlowLayout(spacing: 8) { ForEach(tags) { Text($0) } }`.
    ///
    /// Laid out as in SwiftUI.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, content: content())
    }

    /// The container item of this layout over `content`'s views.
    func sceneItems<V: View>(_ builder: ViewSceneBuilder, _ content: V) -> [SceneItem] {
        let (name, parameters) = builder.containerName(self)
        return [.view(ViewSceneBuilder.container(name, parameters, builder.views(of: content)))]
    }
}

/// A ``Layout`` used as a view.
public struct _LayoutView<L: Layout, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let layout: L
    let content: Content
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { layout.sceneItems(builder, content) }
}

/// SwiftUI's `ScrollView`: proposes `nil` along its axes (docs/SPEC-FORMAT.md). Several views
/// of content are stacked along the axis, as SwiftUI does.
///
/// Laid out as in SwiftUI.
public struct ScrollView<Content: View>: View, _PrimitiveView {
    /// `ScrollView`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let axes: Axis.Set
    /// The scroll view's content, as SwiftUI's public `content` (`ScrollView { … }.content.offset(x:)`).
    ///
    /// Laid out as in SwiftUI.
    public var content: Content

    /// Its content proposed `nil` along `axes` (its ideal length there) and the scroll view's size across them; the
    /// scroll view takes what it is proposed. Laid out as in SwiftUI (docs/SPEC-FORMAT.md); `run --scenario scroll`
    /// scrolls the lazy container inside it.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        let views = builder.views(of: content)
        let stack = axes == .horizontal ? "hstack" : "vstack"
        return [
            .view([
                "scrollView": .object([
                    "axes": ViewSceneBuilder.axes(axes),
                    "content": .object(ViewSceneBuilder.single(views, stack: stack)),
                ])
            ])
        ]
    }
}

/// SwiftUI's `ViewThatFits`: the first candidate whose ideal size fits (docs/SPEC-FORMAT.md).
///
/// Laid out as in SwiftUI.
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    /// `ViewThatFits`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Makes a `ViewThatFits`. Laid out as in SwiftUI.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        let candidates = builder.views(of: content).map(JSONValue.object)
        if candidates.isEmpty { return [] }
        return [
            .view([
                "viewThatFits": .object(["in": ViewSceneBuilder.axes(axes), "candidates": .array(candidates)])
            ])
        ]
    }
}

/// SwiftUI's `Button`, laid out as its label (gridperf runs no actions).
///
/// Laid out as in SwiftUI.
public struct Button<Label: View>: View, _PrimitiveView {
    /// `Button`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let label: Label

    /// A button that runs `action` when tapped, shown as `label`. Laid out as in SwiftUI's plain style, as its label;
    /// the action never runs (nothing is tapped).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A button with a role (`.destructive`, `.cancel`). Laid out as its label, as the other buttons; the role is not
    /// drawn.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: label) }
}

extension Button where Label == Text {
    /// A button whose label is a text. Laid out as in SwiftUI's plain style, as the text; the action never runs.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { label = Text(titleKey) }
    /// A button whose label is a string. Laid out as in SwiftUI's plain style, as the text; the action never runs.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title) }
    /// A button with a role whose label is a text. Laid out as the text; the role is not drawn.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(titleKey)
    }
    /// Makes a `Button`. Laid out as in SwiftUI.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { label = Text(title) }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A title and a symbol (iOS 17): its label is a ``Label``, one subview.
    ///
    /// Laid out as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage)
    }
    /// Makes a `Button`. Laid out as in SwiftUI.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        label = SwiftUI.Label(title, systemImage: systemImage)
    }
    /// Makes a `Button`. Laid out as in SwiftUI.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = SwiftUI.Label(title, systemImage: systemImage)
    }
}

/// SwiftUI's `ButtonRole`. Not drawn: compiles, and changes no layout.
public struct ButtonRole: Sendable, Equatable {
    let name: String
    /// `ButtonRole`'s `destructive`. Not drawn: compiles, and changes no layout.
    public static let destructive = ButtonRole(name: "destructive"), cancel = ButtonRole(name: "cancel")
}

/// SwiftUI's `Label`: its icon and title side by side (an `HStack`, as the default style draws it).
///
/// Laid out as in SwiftUI.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Makes a `Label`. Laid out as in SwiftUI.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// `Label`'s `body`. Laid out as in SwiftUI.
    public var body: some View {
        HStack {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// Makes a `Label`. Laid out as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }
    /// Makes a `Label`. Laid out as in SwiftUI.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
}
