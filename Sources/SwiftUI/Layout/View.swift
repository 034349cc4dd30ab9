/// The little of SwiftUI's `View` that a layout's file uses beside the layout: the one-line
/// helpers that set a layout value or a priority (`extension View { func rank(_ r: Int) -> some
/// View { layoutValue(key: Rank.self, value: r) } }`). Views are not rendered on Linux: bodies,
/// state and previews belong in another file.
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view with a modifier applied. gridperf does not render it.
public struct ModifiedView<Content: View>: View {
    public let content: Content
    public var body: Never { fatalError("gridperf does not render views") }
}

extension View {
    /// Sets `key`'s value for this view, read by its layout as `subview[K.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { ModifiedView(content: self) }

    /// Sets this view's layout priority, read by its layout as `subview.priority`.
    public func layoutPriority(_ value: Double) -> some View { ModifiedView(content: self) }
}
