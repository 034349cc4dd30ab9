/// SwiftUI's app and scene types, declared so that a file holding an `@main` app compiles
/// beside its views; gridperf runs no app (pass the file, or leave it out).
///
/// Not drawn: compiles, and changes no layout.
public protocol App {
    /// `App`'s `Body` type. Not drawn: compiles, and changes no layout.
    associatedtype Body: Scene
    /// `App`'s `body`. Not drawn: compiles, and changes no layout.
    @SceneBuilder var body: Body { get }
    /// Makes an `App`. Not drawn: compiles, and changes no layout.
    init()
}

extension App {
    /// gridperf starts no app: a `--source` library's `@main` does nothing.
    ///
    /// Not drawn: compiles, and changes no layout.
    public static func main() {}
}

/// A part of an app's interface, as SwiftUI's `Scene`.
///
/// Not drawn: compiles, and changes no layout.
public protocol Scene {}

/// SwiftUI's `WindowGroup`: its content is the view to pass with `--view`.
///
/// Not drawn: compiles, and changes no layout.
public struct WindowGroup<Content: View>: Scene {
    /// Makes a `WindowGroup`. Not drawn: compiles, and changes no layout.
    public init(@ViewBuilder content: () -> Content) {}
}

/// SwiftUI's `SceneBuilder`. Not drawn: compiles, and changes no layout.
@resultBuilder
public enum SceneBuilder {
    /// `SceneBuilder`'s `buildBlock(_:)`. Not drawn: compiles, and changes no layout.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}
