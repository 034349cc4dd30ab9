import Foundation

// MARK: Asset symbols

/// A colour set of the app's asset catalog, as the symbols Xcode generates for it name it
/// (`Color(.brand)`, `Color.brand`; Xcode 15's "generated asset symbols"). gridperf draws no
/// colours: the name is kept for the scene.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct ColorResource: Hashable, Sendable {
    /// `ColorResource`'s `name`. Approximated: see `ColorResource`.
    public let name: String
    /// Makes a `ColorResource`. Approximated: see `ColorResource`.
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// An image set of the app's asset catalog, as Xcode's generated symbols name it
/// (`Image(.poster)`): laid out at the size the catalog gives it (`--app`, `--assets`).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct ImageResource: Hashable, Sendable {
    /// `ImageResource`'s `name`. Approximated: see `ImageResource`.
    public let name: String
    /// Makes an `ImageResource`. Approximated: see `ImageResource`.
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    /// Makes a `Color`. Laid out as in SwiftUI.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// Makes an `Image`. Laid out as in SwiftUI.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension UIColor {
    /// Makes an `UIColor`. Not drawn: compiles, and changes no layout.
    public convenience init(resource: ColorResource) { self.init(name: resource.name) }
}

// MARK: Previews

/// One view of a `PreviewProvider`'s `previews` (gridperf's `--app`: each is a case of its own):
/// the `index`th scene item the previews stand for.
public struct _PreviewPick<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let index: Int

    public init(_ content: Content, index: Int) {
        self.content = content
        self.index = index
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        let items = builder.items(of: content)
        guard items.indices.contains(index) else {
            // The list counted the views from the source; the evaluation disagrees.
            fatalError("previews has \(items.count) view(s) once evaluated; view \(index) asked for")
        }
        return [items[index]]
    }
}
