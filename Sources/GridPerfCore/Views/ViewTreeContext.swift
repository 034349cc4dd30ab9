/// What reading a tree scene needs from outside GridPerfCore, and its limits: the harness makes a
/// container's layout from its name (it holds the plugin registry) and reads its views. Set for
/// the duration of a parse with ``withContext(_:_:)``; without one, an item that is a container is
/// an error naming itself.
///
/// A tree is input like any other: its depth, each container's subviews and its node count are
/// limited as it is read, before anything of a refused tree runs.
public final class ViewTreeContext: @unchecked Sendable {
    /// Reads a container item (`layout`, `parameters`, `items` or the layout's own view field)
    /// into a container; the reader's `layout` field is read already, named `kind`.
    public typealias ContainerReader = (_ kind: String, _ reader: inout JSONObjectReader) throws -> ViewContainer

    /// How deep views may nest: SwiftUI screens are a few tens of views deep at most, and each
    /// level is a few stack frames of placing (a 10,000-deep scene is refused, never a crash).
    public static let maximumDepth = 32
    /// The most views one tree scene may hold (containers, leaves, modifiers' views).
    public static let maximumNodes = 2_000_000
    /// The most modifiers on one item.
    public static let maximumModifiers = 32

    @TaskLocal static var current: ViewTreeContext?

    let readContainer: ContainerReader
    private(set) var depth = 0
    private(set) var nodes = 0
    /// The stack axis of each container being read, innermost last (`nil`: not a stack), for the
    /// views whose shape depends on it (`spacer`, `divider`).
    private var axes: [Axis?] = []
    /// Which layout names are stacks along which axis.
    let stackAxes: [String: Axis]
    /// The views of the lazy `ForEach` a `{"forEach": {"count": N, "views": k}}` entry names
    /// (``deferredItems(_:path:)``): its source and the kind of its views. `nil`: the scene was
    /// not written by a view of this process, and such an entry is an error.
    public var forEachViews: ((_ views: Int, _ count: Int, _ path: String) throws -> (any DeferredViews, String))?

    public init(
        stackAxes: [String: Axis] = ["hstack": .horizontal, "vstack": .vertical],
        readContainer: @escaping ContainerReader
    ) {
        self.stackAxes = stackAxes
        self.readContainer = readContainer
    }

    /// Runs `body` (a parse) with `context` answering the tree items it reads.
    public static func withContext<R>(_ context: ViewTreeContext, _ body: () throws -> R) rethrows -> R {
        try $current.withValue(context, operation: body)
    }

    /// The axis of the innermost container being read, when it is a stack (the scene's root
    /// layout counts: ``enterRoot(_:)``).
    var stackAxis: Axis? { axes.last ?? nil }

    /// Records the root layout, whose items are read one level down.
    public func enterRoot(_ layout: String) { axes = [stackAxes[layout]] }

    /// Counts `count` views (one by default), refusing them over the node limit.
    func countNode(_ path: String, count: Int = 1) throws {
        nodes += count
        guard nodes <= Self.maximumNodes else {
            throw GridPerfError(
                "\(path): the scene has more than \(Self.maximumNodes) views (the limit of a tree scene)")
        }
    }

    /// Reads a container one level down, refusing one deeper than the limit.
    func nested<R>(_ layout: String?, path: String, _ body: () throws -> R) throws -> R {
        guard depth < Self.maximumDepth else {
            throw GridPerfError("\(path): views nest more than \(Self.maximumDepth) deep (the limit of a tree scene)")
        }
        depth += 1
        axes.append(layout.flatMap { stackAxes[$0] })
        defer {
            depth -= 1
            axes.removeLast()
        }
        return try body()
    }
}

extension ViewTreeContext {
    /// The subviews a lazy `ForEach` entry of an item list stands for — `{"forEach": {"count": N,
    /// "views": k}}` (docs/SPEC-FORMAT.md, "Lazy ForEach") — as N deferred nodes, each made when
    /// first measured; `nil` when `value` is not such an entry. The N count against the scene's
    /// views.
    /// - Complexity: O(N) nodes, none of them made.
    public static func deferredItems(_ value: JSONValue, path: String) throws -> [ItemModel]? {
        guard case let .object(o) = value, o["forEach"] != nil else { return nil }
        var r = try JSONObjectReader(value, path: path)
        var entry = try JSONObjectReader(r.value("forEach"), path: r.path("forEach"))
        try r.finish(known: ["forEach"])
        for key in ["count", "views"] where !entry.contains(key) {
            throw GridPerfError("\(entry.path(key)): required (the ForEach's element count and its place)")
        }
        let count = try entry.int("count", default: 0, range: 1...maximumNodes)
        let k = try entry.int("views", default: -1, range: 0...Int(Int32.max))
        try entry.finish(known: ["count", "views"])
        guard let context = current, let resolve = context.forEachViews else {
            throw GridPerfError(
                "\(entry.path): a lazy ForEach's views are made by the view that wrote this scene; run the view (--source FILE --view EXPR) rather than its scene file"
            )
        }
        try context.countNode(entry.path, count: count)
        let (source, kind) = try resolve(k, count, entry.path)
        return (0..<count).map { .view(ViewNode(deferred: source, index: $0, kind: kind)) }
    }
}
