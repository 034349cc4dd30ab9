import Dispatch
import FlyingFox
import Foundation
import GridPerfCore
import GridPerfHarness
import GridPerfServe
import Testing

/// How the playground's server answers a request (`GridPerfServer.work`), each request made here
/// and answered without a socket: the status, the JSON body and whether the connection ends are
/// what docs/PLAYGROUND.md says of each case.
@Suite struct RequestHandlingTests {
    static func post(_ body: Data, headers: [HTTPHeader: String]? = nil) -> HTTPRequest {
        HTTPRequest(
            method: .POST, version: .http11, path: "/api/layout", query: [],
            headers: headers ?? [.contentLength: String(body.count)], body: body)
    }

    /// The answer's JSON object.
    static func object(_ response: HTTPResponse) async throws -> [String: String] {
        let body = try await response.bodyData
        return try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
    }

    @Test func aBodyIsHandedToTheWorkAndItsJSONAnswered() async throws {
        let response = await GridPerfServer.work(Self.post(Data("{\"a\": 1}".utf8))) { body in
            Data("{\"length\": \(body.count)}".utf8)
        }
        #expect(response.statusCode.code == 200)
        #expect(response.headers[.contentType] == "application/json")
        let body = try await response.bodyData
        #expect(String(decoding: body, as: UTF8.self) == "{\"length\": 8}")
    }

    /// A bad scene is the client's mistake, 400 with the one line the command line prints; a
    /// superseded request is nobody's, 409 (the page ignores it).
    @Test func errorsAreTheClientsOrNobodys() async throws {
        let bad = await GridPerfServer.work(Self.post(Data("{}".utf8))) { _ in
            throw GridPerfError("items[0].size: expected an array")
        }
        #expect(bad.statusCode.code == 400)
        #expect(try await Self.object(bad) == ["error": "items[0].size: expected an array", "field": "body"])
        let superseded = await GridPerfServer.work(Self.post(Data("{}".utf8))) { _ in
            throw PlaygroundError("a newer request of this page", field: "superseded")
        }
        #expect(superseded.statusCode.code == 409)
    }

    /// A body announced over the limit (8 MiB) is refused before it is read: 413, and since the
    /// announced bytes never arrive the connection is ended, so that nothing still sent is read as
    /// a next request. A chunked body: 411 and the same. A length that is no number: 400.
    @Test func refusedBodiesEndTheirConnection() async throws {
        let over = GridPerfServer.maximumBody + 1
        let big = await GridPerfServer.work(Self.post(Data(), headers: [.contentLength: String(over)])) { _ in Data() }
        #expect(big.statusCode.code == 413)
        #expect(big.headers[.connection] == "close")
        #expect(try await Self.object(big)["field"] == "body")
        let chunked = await GridPerfServer.work(Self.post(Data(), headers: [.transferEncoding: "chunked"])) { _ in
            Data()
        }
        #expect(chunked.statusCode.code == 411)
        #expect(chunked.headers[.connection] == "close")
        let nonsense = await GridPerfServer.work(Self.post(Data(), headers: [.contentLength: "many"])) { _ in Data() }
        #expect(nonsense.statusCode.code == 400)
        #expect(try await Self.object(nonsense)["error"] == "Content-Length: not a number")
    }

    /// Work past its deadline is answered 503 at the deadline, naming the item count as what to
    /// change; the work, which cannot be interrupted, finishes later and its answer is dropped.
    /// The work ends only once the answer is in (or after 30 s): under a loaded test run the
    /// deadline's timer once fired after a half-second work had finished, and the test saw 200.
    @Test func workPastItsDeadlineIs503() async throws {
        let answered = DispatchSemaphore(value: 0)
        let response = await GridPerfServer.work(Self.post(Data("{}".utf8)), deadline: 0.1) { _ in
            _ = answered.wait(timeout: .now() + 30)
            return Data("{}".utf8)
        }
        answered.signal()
        #expect(response.statusCode.code == 503)
        #expect(try await Self.object(response)["field"] == "items.count")
    }
}
