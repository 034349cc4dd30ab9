import FlyingFox
import FlyingSocks
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Connections whose request was refused before its body was read (413, 411): what the client
/// still sends is the refused body, not a next request, so the connection is ended instead of
/// read on.
///
/// Why: FlyingFox keeps a connection open after any response. Past its replay size (2 MiB) it
/// does not drain an unread body, so the body's bytes were parsed as the next request's head,
/// byte by byte: a client sending a 2.5 MB body slowly kept a core busy for as long as it sent,
/// and two such clients stopped every other request (`/api/presets` timed out; Tests/Serve/hostile.py
/// sends them). The server's socket pool (``NoDelayPool``) reports each socket it waits on; a refused one has its
/// reading side shut at once (the response still goes out), and is ended the next time a read
/// would wait.
package final class RefusedConnections: Sendable {
    private struct State {
        /// The sockets the pool has waited on, by peer (`ip:port`).
        var sockets: [String: Int32] = [:]
        /// Peers whose request was refused.
        var refused: Set<String> = []
    }

    private let state = Mutex(State())

    /// The key of a peer address.
    static func key(_ address: Socket.Address) -> String? {
        switch address {
        case let .ip4(ip, port), let .ip6(ip, port): "\(ip):\(port)"
        case .unix: nil
        }
    }

    static func key(_ address: HTTPRequest.Address?) -> String? {
        switch address {
        case let .ip4(ip, port)?, let .ip6(ip, port)?: "\(ip):\(port)"
        default: nil
        }
    }

    /// The pool is about to wait on `socket`: remembers it, and says whether its connection
    /// was refused (then it is ended instead). O(1).
    func waiting(on socket: Socket) -> Bool {
        guard let peer = try? socket.remotePeer(), let key = Self.key(peer) else { return false }
        return state.withLock { s in
            if s.refused.remove(key) != nil {
                s.sockets[key] = nil
                return true
            }
            // Bounded: connections that closed are forgotten in bulk, at most 4,096 kept.
            if s.sockets.count >= 4_096 { s.sockets.removeAll(keepingCapacity: true) }
            s.sockets[key] = socket.file.rawValue
            return false
        }
    }

    /// `request`'s connection is refused: its reading side is shut now if its socket is known
    /// (reads then end, the response is still written), and it is ended when next waited on.
    func refuse(_ request: HTTPRequest) {
        guard let key = Self.key(request.remoteAddress) else { return }
        let fd = state.withLock { s -> Int32? in
            if s.refused.count >= 4_096 { s.refused.removeAll(keepingCapacity: true) }
            s.refused.insert(key)
            return s.sockets[key]
        }
        if let fd { _ = shutdown(fd, Int32(SHUT_RD)) }
    }
}
