/// SwiftUI's app and scene types, declared so that a file holding an `@main` app compiles
/// beside its views; gridperf runs no app (pass the file, or leave it out).
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// gridperf starts no app: a `--source` library's `@main` does nothing.
    public static func main() {}
}

/// A part of an app's interface, as SwiftUI's `Scene`.
public protocol Scene {}

/// SwiftUI's `WindowGroup`: its content is the view to pass with `--view`.
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}
