import GridPerfCore

/// SwiftUI's `Image`: a named image or an SF Symbol. A named image is the size the app's asset
/// catalog gives it (`--assets`, ``ViewScene``'s `images`), else 20 × 20 points
/// (docs/SPEC-FORMAT.md); a symbol in a font as tall and wide as the font's point size;
/// `resizable()` takes what it is proposed.
///
/// Laid out as in SwiftUI.
public struct Image: View, _PrimitiveView, Equatable, Sendable {
    /// `Image`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    var systemName: String?
    var name: String?
    var isResizable = false

    /// An SF Symbol. Approximated: as wide and tall as its font's point size (20 × 20 without a font); Apple publishes
    /// no symbol's metrics.
    public init(systemName: String) { self.systemName = systemName }
    /// An image of the app's asset catalog. Laid out as in SwiftUI at its size in points (the catalog's pixels ÷ scale,
    /// with `--assets` or `--app`; 20 × 20 otherwise), or as resizable.
    public init(_ name: String) { self.name = name }
    /// An image of a bundle's asset catalog. Laid out as `Image(_:)` is.
    public init(_ name: String, bundle: Bundle?) { self.name = name }
    /// An image that accessibility ignores. Laid out as `Image(_:)` is.
    public init(decorative name: String) { self.name = name }

    /// The image sized to what it is proposed instead of its own size. Laid out as in SwiftUI; the cap insets and the
    /// resizing mode are not drawn.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// SwiftUI's `Image.ResizingMode`. Not drawn: compiles, and changes no layout.
    public enum ResizingMode: Sendable {
        /// A case of `Image.ResizingMode`. Not drawn: compiles, and changes no layout.
        case tile, stretch
    }
    /// SwiftUI's `Image.TemplateRenderingMode`. Not drawn: compiles, and changes no layout.
    public enum TemplateRenderingMode: Sendable {
        /// A case of `Image.TemplateRenderingMode`. Not drawn: compiles, and changes no layout.
        case template, original
    }
    /// SwiftUI's `Image.Scale`. Not drawn: compiles, and changes no layout.
    public enum Scale: Sendable {
        /// A case of `Image.Scale`. Not drawn: compiles, and changes no layout.
        case small, medium, large
    }
    /// SwiftUI's `Image.Interpolation`. Not drawn: compiles, and changes no layout.
    public enum Interpolation: Sendable {
        /// A case of `Image.Interpolation`. Not drawn: compiles, and changes no layout.
        case none, low, medium, high
    }

    /// `Image`'s `renderingMode(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// `Image`'s `interpolation(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// `Image`'s `antialiased(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        var image: [String: JSONValue] = [:]
        if let systemName { image["systemName"] = .string(systemName) }
        if let name { image["name"] = .string(name) }
        if systemName != nil, let font = builder.font {
            image["width"] = .number(font.pointSize)
            image["height"] = .number(font.pointSize)
        } else if let name, let size = builder.images[name] {
            // The asset catalog's size (`--assets`), its ideal size when resizable.
            image["width"] = .number(size.width)
            image["height"] = .number(size.height)
        }
        if isResizable { image["resizable"] = .bool(true) }
        return [.view(["image": .object(image)])]
    }
}

/// The phase of an ``AsyncImage``'s load. gridperf loads nothing: always `.empty`.
///
/// Approximated: the difference from SwiftUI is stated above.
public enum AsyncImagePhase: Sendable {
    /// A case of `AsyncImagePhase`. Approximated: see `AsyncImagePhase`.
    case empty
    /// A case of `AsyncImagePhase`. Approximated: see `AsyncImagePhase`.
    case success(Image)
    /// A case of `AsyncImagePhase`. Approximated: see `AsyncImagePhase`.
    case failure(any Error)

    /// `AsyncImagePhase`'s `image`. Approximated: see `AsyncImagePhase`.
    public var image: Image? { if case let .success(i) = self { i } else { nil } }
    /// `AsyncImagePhase`'s `error`. Approximated: see `AsyncImagePhase`.
    public var error: (any Error)? { if case let .failure(e) = self { e } else { nil } }
}

/// SwiftUI's `AsyncImage`, laid out as its placeholder (gridperf loads no image: the first
/// frame an app shows), or as its content for the `.empty` phase.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct AsyncImage<Content: View>: View, _PrimitiveView {
    /// `AsyncImage`'s `Body` type. Approximated: see `AsyncImage`.
    public typealias Body = Never
    let content: Content

    /// Makes an `AsyncImage`. Approximated: see `AsyncImage`.
    public init(url: URL?, scale: CGFloat = 1) where Content == Color { content = Color.gray.opacity(0.2) }

    /// Makes an `AsyncImage`. Approximated: see `AsyncImage`.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// Makes an `AsyncImage`. Approximated: see `AsyncImage`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: content) }
}
