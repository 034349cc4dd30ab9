import GridPerfCore

/// SwiftUI's `Image`: a named image or an SF Symbol. A named image is the size the app's asset
/// catalog gives it (`--assets`, ``ViewScene``'s `images`), else 20 × 20 points
/// (docs/SPEC-FORMAT.md); a symbol in a font as tall and wide as the font's point size;
/// `resizable()` takes what it is proposed.
public struct Image: View, _PrimitiveView, Equatable, Sendable {
    public typealias Body = Never
    var systemName: String?
    var name: String?
    var isResizable = false

    public init(systemName: String) { self.systemName = systemName }
    public init(_ name: String) { self.name = name }
    public init(_ name: String, bundle: Bundle?) { self.name = name }
    public init(decorative name: String) { self.name = name }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Scale: Sendable { case small, medium, large }
    public enum Interpolation: Sendable { case none, low, medium, high }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
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
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? { if case let .success(i) = self { i } else { nil } }
    public var error: (any Error)? { if case let .failure(e) = self { e } else { nil } }
}

/// SwiftUI's `AsyncImage`, laid out as its placeholder (gridperf loads no image: the first
/// frame an app shows), or as its content for the `.empty` phase.
public struct AsyncImage<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(url: URL?, scale: CGFloat = 1) where Content == Color { content = Color.gray.opacity(0.2) }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { builder.items(of: content) }
}
