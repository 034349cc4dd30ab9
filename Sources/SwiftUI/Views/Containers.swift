import GridPerfCore

/// SwiftUI's `HStack`: the built-in `hstack` (``HStackLayout``) over its content.
public struct HStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { layout.sceneItems(builder, content) }
}

/// SwiftUI's `VStack`: the built-in `vstack` (``VStackLayout``) over its content.
public struct VStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { layout.sceneItems(builder, content) }
}

/// SwiftUI's `ZStack`: the built-in `zstack` (``ZStackLayout``) over its content.
public struct ZStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { layout.sceneItems(builder, content) }
}

extension Layout {
    /// The layout as a view over `content`, as SwiftUI's `Layout.callAsFunction`:
    /// `FlowLayout(spacing: 8) { ForEach(tags) { Text($0) } }`.
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
public struct ScrollView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    /// The scroll view's content, as SwiftUI's public `content` (`ScrollView { … }.content.offset(x:)`).
    public var content: Content

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
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

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
public struct Button<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: label) }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { label = Text(titleKey) }
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(titleKey)
    }
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { label = Text(title) }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A title and a symbol (iOS 17): its label is a ``Label``, one subview.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        label = SwiftUI.Label(titleKey, systemImage: systemImage)
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        label = SwiftUI.Label(title, systemImage: systemImage)
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = SwiftUI.Label(title, systemImage: systemImage)
    }
}

public struct ButtonRole: Sendable, Equatable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive"), cancel = ButtonRole(name: "cancel")
}

/// SwiftUI's `Label`: its icon and title side by side (an `HStack`, as the default style draws it).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
}
