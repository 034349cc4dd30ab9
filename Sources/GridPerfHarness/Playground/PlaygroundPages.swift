import Foundation

/// Which request of each page is the newest: a page numbers its layout requests (`"page"`, a
/// random id per page load, and `"seq"`), and work for an older one — a cost request queued
/// behind another page's timing, a layout overtaken by a drag — stops at its next checkpoint
/// instead of timing a scene nobody will see (docs/PERFORMANCE.md#playground-superseded). The
/// last ``capacity`` pages are remembered; a forgotten page's requests are never superseded.
package final class PlaygroundPages: @unchecked Sendable {
    /// One request of one page.
    package struct Request: Sendable, Equatable {
        package var page: String
        package var seq: Int
    }

    /// How many pages are remembered.
    static let capacity = 256

    private let lock = NSLock()
    private var newest: [String: Int] = [:]
    /// Pages in the order they were first seen, to forget the oldest.
    private var order: [String] = []

    package init() {}

    /// Records `request` as its page's newest unless a newer one was seen. O(1) amortised.
    func note(_ request: PlaygroundPages.Request?) {
        guard let request else { return }
        lock.withLock {
            if let seen = newest[request.page] {
                newest[request.page] = Swift.max(seen, request.seq)
                return
            }
            newest[request.page] = request.seq
            order.append(request.page)
            // Past the capacity, the older half is forgotten at once (O(1) amortised).
            if order.count > Self.capacity {
                for page in order.prefix(Self.capacity / 2) { newest[page] = nil }
                order.removeFirst(Self.capacity / 2)
            }
        }
    }

    /// Whether a newer request of `request`'s page has been seen. O(1).
    func isSuperseded(_ request: PlaygroundPages.Request?) -> Bool {
        guard let request else { return false }
        return lock.withLock { (newest[request.page] ?? request.seq) > request.seq }
    }

    /// Throws when `request` is superseded: the work it asked for is no longer wanted.
    func check(_ request: PlaygroundPages.Request?) throws {
        if isSuperseded(request) {
            throw PlaygroundError("superseded: this page sent a newer request", field: "superseded")
        }
    }
}
