import FlyingFox
import FlyingSocks

#if canImport(Glibc)
    import Glibc
#endif

/// The server's socket pool, with Nagle's algorithm turned off on each socket it waits on
/// (the listening socket's setting is inherited by the connections it accepts).
///
/// FlyingFox writes a response's header and body in two writes. With Nagle's algorithm the
/// body waits until the client acknowledges the header, and a client that keeps its connection
/// (a browser's `fetch`) delays that acknowledgement by up to 40 ms: every answer took 40 ms
/// more than its work (docs/PERFORMANCE.md#playground-latency).
///
/// It also ends the connections whose request was refused unread (``RefusedConnections``): a
/// socket of one is not waited on again.
struct NoDelayPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base
    var refused: RefusedConnections? = nil

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // A socket that is not TCP (none here) refuses the option: nothing to turn off.
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        if refused?.waiting(on: socket) == true { throw SocketError.disconnected }
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
