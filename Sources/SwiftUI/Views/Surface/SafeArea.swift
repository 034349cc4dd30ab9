import GridPerfCore

extension View {
    /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: "the content view is anchored to
    /// the specified vertical edge in the parent view … The modified view is inset by the height of
    /// content, from edge" (Apple's documentation). Laid out as a `VStack` of the modified view and
    /// the inset content (content last for `.bottom`, first for `.top`) with `spacing` between
    /// them (0 when `nil`): the modified view is proposed what the content leaves, the content
    /// sits at the edge, aligned by `alignment`.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> VStack<TupleView<(AnyView, AnyView)>> {
        let (main, inset) = (AnyView(self), AnyView(content()))
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            edge == .top ? inset : main
            edge == .top ? main : inset
        }
    }

    /// The horizontal form of ``safeAreaInset(edge:alignment:spacing:content:)``: an `HStack`.
    ///
    /// Laid out as in SwiftUI.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> HStack<TupleView<(AnyView, AnyView)>> {
        let (main, inset) = (AnyView(self), AnyView(content()))
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            edge == .leading ? inset : main
            edge == .leading ? main : inset
        }
    }

    /// SwiftUI's `safeAreaPadding`: the safe area grows by the insets; for the content inside it,
    /// laid out as `padding(_:_:)` (the proposal stands for the safe area, docs/SWIFTUI.md).
    ///
    /// Approximated: see `View`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _ModifiedView<Self> {
        padding(edges, length)
    }
    /// `View`'s `safeAreaPadding(_:)`. Approximated: see `View`.
    public func safeAreaPadding(_ length: CGFloat) -> _ModifiedView<Self> { padding(.all, length) }
    /// `View`'s `safeAreaPadding(_:)`. Approximated: see `View`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> _ModifiedView<Self> { padding(insets) }

    /// SwiftUI's `lineSpacing`: compiles; gridperf's text measure has one line height per font.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func lineSpacing(_ lineSpacing: CGFloat) -> Self { self }
}
