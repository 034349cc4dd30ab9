import Dispatch
import FlyingFox
import Foundation
import GridPerfCLI
import GridPerfCore
import GridPerfHarness

/// The playground's HTTP server (`gridperf serve`), in module `GridPerfServe`, linked into
/// `gridperf-serve` and not into `gridperf` (docs/PERFORMANCE.md#serve-apart). Everything the page
/// needs is served from here (nothing is fetched from the network); the page uses only the JSON
/// interface below, documented in docs/PLAYGROUND.md.
///
/// - `GET /`: the page.
/// - `GET /api/layouts`: the registered layouts (built-ins, `--plugin`, `--source`) and their parameters.
/// - `GET /api/presets`: the reference texts' examples and quizzes, as requests for `/api/layout`.
/// - `POST /api/layout`: a scene → frames, size, tracks, "copy as" (and the cost with `"measure": true`).
/// - `POST /api/cost`: a scene → the cost of a pass, measured in the server.
/// - `POST /api/scenefile`: a scene → its file (docs/SPEC-FORMAT.md), every item listed.
/// - `POST /api/swiftui`: a scene → its SwiftUI code, for a scene too large to send it with its frames.
/// - `POST /api/profile`: a scene → exact instructions per pass, the top functions and the flame
///   graph, from `gridperf profile` in a child process (callgrind; 120 s at most).
/// - `POST /api/scroll`: a scene, an offset and a viewport → the items realised and the step's cost.
/// - `POST /api/update`: `{"preset": NAME}` → the next change of a view served with `--update`:
///   what it counted and why, and the window after it, never the scene (``PlaygroundChanges``).
///
/// A bad request is answered 400 with `{"error": "<the command line's one line>", "field": "…"}`;
/// a body over ``maximumBody`` 413; work over ``deadline`` seconds 503. Layout work runs off
/// the server's own threads, so one large scene never stalls the other clients.
public enum GridPerfServer {
    /// The largest request body read: a 10,000-card tree scene is 3 MB, sent once (then named by
    /// its key, ``PlaygroundSceneCache``).
    package static let maximumBody = 8 << 20
    /// The longest one request may work.
    package static let deadline = 10.0
    /// FlyingFox's bound on a whole handler, past which it answers 500 on its own: above every
    /// bound of ours (the body's, then the longest work, a profile's 120 s), so that each request
    /// ends with our answer (408, 503) instead.
    static let handlerSeconds = 130.0

    /// `GridPerf.main(plugins:)` with the playground's server linked in: every command, and
    /// `serve` served by this process. A plugin package's executable that should serve its
    /// layouts in the playground starts with this instead of `GridPerf.main`.
    public static func main(plugins: [any LayoutPlugin] = []) -> Never {
        GridPerf.main(plugins: plugins, arguments: nil, server: run)
    }

    /// The command line runs synchronously; the server runs in a task, this thread waits.
    @Sendable static func run(_ command: ServeCommand, _ invocation: Invocation) throws {
        final class Outcome: @unchecked Sendable { var error: (any Error)? }
        let outcome = Outcome(), done = DispatchSemaphore(value: 0)
        Task {
            do { try await serve(command, invocation) } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    /// Listens as `command` says and answers until the process is stopped.
    static func serve(_ command: ServeCommand, _ invocation: Invocation) async throws {
        let port = try command.checkedPort(), address = command.address
        let socketAddress: sockaddr_in
        do { socketAddress = try .inet(ip4: address, port: UInt16(port)) } catch {
            throw GridPerfError("--address \(GridPerfError.quoted(address, limit: 60)): not an IPv4 address")
        }
        let playground = Playground(registry: invocation.registry, probe: AllocationProbe.probe())
        let refused = RefusedConnections()
        let server = HTTPServer(
            address: socketAddress, timeout: handlerSeconds,
            pool: NoDelayPool(base: HTTPServer.defaultPool(), refused: refused),
            logger: .disabled)
        await server.appendRoute("GET /") { _ in Self.response(200, "text/html; charset=utf-8", PlaygroundPage.html) }
        await server.appendRoute("GET /playground.css") { _ in
            Self.response(200, "text/css; charset=utf-8", PlaygroundPage.css)
        }
        await server.appendRoute("GET /playground.js") { _ in
            Self.response(200, "text/javascript; charset=utf-8", PlaygroundPage.script)
        }
        await server.appendRoute("GET /api/layouts") { _ in Self.json(200, playground.layoutsJSON()) }
        let viewScenes = try command.presetScenes.enumerated().map { k, path in
            let file = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let given = k < command.presetNames.count ? command.presetNames[k] : nil
            return (
                name: given ?? "View: \(file)",
                note: given == nil
                    ? "Your SwiftUI view (--source --view), evaluated into this scene."
                    : "Your app's preview (--app), evaluated into this scene.",
                scene: try InputFile.read(path)
            )
        }
        let changes = PlaygroundChanges(
            views: zip(command.presetScenes, viewScenes).compactMap { path, scene in
                guard let source = invocation.registry.updates(scene: path),
                    let window = invocation.window(ofScene: path)
                else { return nil }
                return PlaygroundChanges.View(name: scene.name, path: path, source: source, viewport: window)
            }, registry: invocation.registry, rehearsed: ViewOption.defaultChanges)
        let updates = Dictionary(
            uniqueKeysWithValues: viewScenes.compactMap { s in changes.update(ofPreset: s.name).map { (s.name, $0) } })
        // Made once: a view's scene may be megabytes, parsed for each request before.
        let presets = Playground.presetsJSON(
            presets: PlaygroundPage.presets, scenes: viewScenes + PlaygroundPage.scenes, updates: updates)
        await server.appendRoute("GET /api/presets") { _ in Self.json(200, presets) }
        await server.appendRoute("POST /api/update") { request in
            await Self.work(request, refused: refused) { try changes.step($0) }
        }
        await server.appendRoute("POST /api/layout") { request in
            await Self.work(request, refused: refused) { try playground.layout($0) }
        }
        await server.appendRoute("POST /api/cost") { request in
            await Self.work(request, refused: refused) { try playground.costJSON($0) }
        }
        let executable = try BaseBuild.currentExecutable()
        let leading = invocation.pluginArguments
        await server.appendRoute("POST /api/profile") { request in
            await Self.work(request, deadline: 120, refused: refused) {
                try playground.profile($0, executable: executable, leading: leading)
            }
        }
        await server.appendRoute("POST /api/scenefile") { request in
            await Self.work(request, refused: refused) { try playground.sceneFile($0) }
        }
        await server.appendRoute("POST /api/swiftui") { request in
            await Self.work(request, refused: refused) { try playground.swiftUICopy($0) }
        }
        await server.appendRoute("POST /api/scroll") { request in
            await Self.work(request, refused: refused) { try playground.scroll($0) }
        }
        await server.appendRoute("*") { _ in Self.error(404, "no such page or API", field: "url") }
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            task.cancel()
            throw GridPerfError("--port \(port): cannot listen on \(address):\(port) (in use, or not allowed)")
        }
        var shown = port
        if case let .ip4(_, p)? = await server.listeningAddress { shown = Int(p) }
        // Written directly: a script waiting for the URL reads it at once, not when a buffer fills.
        FileHandle.standardOutput.write(
            Data("gridperf playground: http://\(address):\(shown)/  (Ctrl-C stops it)\n".utf8))
        do {
            try await task.value
        } catch is CancellationError {
        } catch {
            throw GridPerfError("serve: the server stopped: \(error)")
        }
    }

    /// Reads the body (refusing one over ``maximumBody`` before reading it), runs `body` off the
    /// server's threads with a deadline, and answers its JSON, or the error as JSON. A body
    /// refused unread ends its connection (`Connection: close`; ``RefusedConnections``).
    package static func work(
        _ request: HTTPRequest, deadline: Double = deadline, refused: RefusedConnections? = nil,
        _ body: @escaping @Sendable (Data) throws -> Data
    ) async -> HTTPResponse {
        // A body refused before it is read is drained first, in chunks (a 4.5 MB body takes
        // milliseconds), so that the client, still sending, reads the answer and the connection
        // stays usable; one too big or too slow to drain ends its connection instead
        // (``RefusedConnections``): its bytes must never be parsed as a next request.
        func refuse(_ response: HTTPResponse, length: Int? = nil) async -> HTTPResponse {
            if let length, await drain(request, length: length) { return response }
            refused?.refuse(request)
            var response = response
            response.headers[.connection] = "close"
            return response
        }
        if request.headers[.transferEncoding] != nil {
            return await refuse(
                error(411, "send the body with a Content-Length (chunked bodies are not read)", field: "body"))
        }
        guard let length = Int(request.headers[.contentLength] ?? "0"), length >= 0 else {
            return await refuse(error(400, "Content-Length: not a number", field: "body"))
        }
        guard length <= maximumBody else {
            return await refuse(
                error(413, "the request body is \(length) bytes, over the limit of \(maximumBody)", field: "body"),
                length: length)
        }
        // A body must arrive within ``bodySeconds``: a slow sender is answered 408 and its
        // connection ended, so that what it still sends is never read as a next request.
        let data: Data
        switch await readBody(request) {
        case .read(let body): data = body
        case .late:
            return await refuse(
                error(
                    408,
                    "the request body did not arrive within \(formatPoints(bodySeconds)) s (\(length) bytes announced)",
                    field: "body"))
        case .failed:
            return await refuse(error(400, "the request body could not be read", field: "body"))
        }
        guard data.count <= maximumBody else {
            return error(413, "the request body is over the limit of \(maximumBody) bytes", field: "body")
        }
        switch await Deadline.run(seconds: deadline, { try body(data) }) {
        case .success(let out): return json(200, out)
        // A superseded request is no client's mistake: 409, which the page ignores.
        case .failure(let failure as PlaygroundError):
            return error(failure.field == "superseded" ? 409 : 400, failure.message, field: failure.field)
        case .failure(let failure as GridPerfError): return error(400, failure.message, field: "body")
        case .failure(is Deadline.Expired):
            return error(503, "the request took longer than \(Int(deadline)) s; try fewer items", field: "items.count")
        case .failure(let failure): return error(500, "internal error: \(failure)", field: "body")
        }
    }

    /// The time a request's body may take to arrive: a 3 MB scene takes milliseconds on loopback.
    static let bodySeconds = 5.0

    enum BodyRead { case read(Data), late, failed }

    /// `request`'s body, read within ``bodySeconds``. O(body).
    static func readBody(_ request: HTTPRequest) async -> BodyRead {
        await first(within: bodySeconds, orElse: .late) {
            do { return .read(try await request.bodyData) } catch { return .failed }
        }
    }

    /// What `work` gives, or `late` when it has not given it within `seconds` (then cancelled).
    static func first<T: Sendable>(
        within seconds: Double, orElse late: T, _ work: @escaping @Sendable () async -> T
    ) async -> T {
        await withTaskGroup(of: T.self) { group in
            group.addTask { await work() }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                return late
            }
            let first = await group.next() ?? late
            group.cancelAll()
            return first
        }
    }

    /// The most of a refused body drained to keep its connection, and the time it may take.
    static let drainBytes = 64 << 20
    static let drainSeconds = 5.0

    /// Reads and drops `request`'s body, `length` bytes by its Content-Length, when that is at
    /// most ``drainBytes`` and it arrives within ``drainSeconds``; whether it was all read.
    /// A chunked body or an unreadable length is never drained. O(body) in chunks.
    static func drain(_ request: HTTPRequest, length: Int) async -> Bool {
        guard length <= drainBytes else { return false }
        return await first(within: drainSeconds, orElse: false) {
            var read = 0
            do {
                for try await chunk in request.bodySequence {
                    read += chunk.count
                    if Task.isCancelled { return false }
                }
            } catch { return false }
            return read == length
        }
    }

    package static func response(_ status: Int, _ type: String, _ body: Data) -> HTTPResponse {
        let phrases = [
            200: "OK", 400: "Bad Request", 404: "Not Found", 408: "Request Timeout", 411: "Length Required",
            413: "Content Too Large",
            500: "Internal Server Error", 503: "Service Unavailable",
        ]
        return HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: phrases[status] ?? "Error"),
            headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store"], body: body)
    }

    package static func json(_ status: Int, _ body: Data) -> HTTPResponse { response(status, "application/json", body) }

    package static func error(_ status: Int, _ message: String, field: String) -> HTTPResponse {
        json(status, Data(JSONValue.object(["error": .string(message), "field": .string(field)]).jsonText().utf8))
    }
}
