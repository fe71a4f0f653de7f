import Foundation
import Reactive
@testable import Service
import TestSupport
import Testing

@Suite struct CurlTransportTests {
    private func request(_ server: LoopbackServer, _ path: String, timeout: Double = 30) throws -> HTTPRequest {
        HTTPRequest(url: try #require(URL(string: server.baseURL.absoluteString + path)), headers: ["Accept": "application/json"], timeout: timeout)
    }

    @Test func answersWithStatusHeadersAndBody() async throws {
        let server = try LoopbackServer { _, _ in .json(201, #"{"ok":true}"#, headers: [("ETag", "\"abc\"")]) }
        let transport = CurlTransport()
        let response = try await transport.send(try request(server, "/x")).result().get()
        #expect(response.status == 201)
        #expect(response.header("etag") == "\"abc\"")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
        #expect(response.httpVersion == "http/1.1")
        #expect(server.requests.first?.headers["accept"] == "application/json")
        #expect(transport.liveRequests == 0)
    }

    @Test func cancellingMidFlightFreesTheHandle() async throws {
        let server = try LoopbackServer { _, _ in LoopbackServer.Response(status: 200, stall: true) }
        defer { server.stop() }
        let transport = CurlTransport()
        let received = Locked<[String]>([])
        // Not a test of timeouts: the request's is past what any machine's slowness can reach.
        let cancellable = transport.send(try request(server, "/stall", timeout: 3600)).sink(
            receiveCompletion: { completion in received.withLock { $0.append("\(completion)") } },
            receiveValue: { _ in received.withLock { $0.append("value") } }
        )
        #expect(await eventually { server.requests.count == 1 && transport.liveRequests == 1 })
        cancellable.cancel()
        #expect(await eventually { transport.liveRequests == 0 })
        #expect(received.withLock { $0 }.isEmpty)
    }

    @Test func eightRequestsAreInFlightAtOnce() async throws {
        let barrier = RequestBarrier(count: 8)
        let server = try LoopbackServer { request, _ in
            barrier.arrive()
            return .json(200, #"{"path":"\#(request.path)"}"#)
        }
        let transport = CurlTransport()
        let all = (0..<8).map { index in transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("r\(index)"))) }
        let responses = try await Publishers.Sequence<[AnyPublisher<HTTPResponse, GitHubError>], GitHubError>(sequence: all)
            .flatMap(maxPublishers: .unlimited) { $0 }
            .collect()
            .result().get()
        #expect(responses.count == 8)
        #expect(barrier.releasedByCount)
        #expect(server.peakConcurrentRequests == 8)
    }

    @Test func aStalledServerIsCutAtTheTimeout() async throws {
        let server = try LoopbackServer { _, _ in LoopbackServer.Response(status: 200, stall: true) }
        defer { server.stop() }
        let transport = CurlTransport()
        let result = try await transport.send(try request(server, "/stall", timeout: 1)).result()
        #expect(throws: GitHubError.timeout(seconds: 1)) { try result.get() }
        #expect(transport.liveRequests == 0)
    }

    @Test func aBodyShorterThanItsContentLengthIsAnError() async throws {
        let server = try LoopbackServer { _, _ in LoopbackServer.Response(status: 200, body: Data(repeating: 65, count: 1000), truncateAt: 10) }
        let result = try await CurlTransport().send(try request(server, "/short")).result()
        #expect(throws: GitHubError.network("connection to 127.0.0.1 failed or closed early")) { try result.get() }
    }

    @Test func aGzipBodyIsOfferedAndDecoded() async throws {
        let text = String(repeating: #"{"name":"bottle-rocket"},"#, count: 4000)
        let server = try LoopbackServer { _, _ in
            LoopbackServer.Response(status: 200, headers: [("content-encoding", "gzip")], body: Gzip.stored(Data(text.utf8)))
        }
        let response = try await CurlTransport().send(try request(server, "/gzip")).result().get()
        #expect(String(decoding: response.body, as: UTF8.self) == text)
        #expect(server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test func aClosedPortIsCouldNotConnect() async throws {
        let server = try LoopbackServer { _, _ in .json(200, "[]") }
        let url = server.baseURL
        server.stop()
        let result = try await CurlTransport().send(HTTPRequest(url: url.appendingPathComponent("x"))).result()
        #expect(throws: GitHubError.unreachable("could not connect to 127.0.0.1")) { try result.get() }
    }

    @Test func redirectsAreFollowedUpToALimit() async throws {
        let server = try LoopbackServer { request, base in
            let hop = Int(request.path.dropFirst(5)) ?? 0
            if request.path.hasPrefix("/hop/") { return LoopbackServer.Response(status: 302, headers: [("location", "/hop/\(hop + 1)")]) }
            return .json(200, "{}")
        }
        let result = try await CurlTransport().send(try request(server, "/hop/0")).result()
        #expect(throws: GitHubError.tooManyRedirects(host: "127.0.0.1", limit: 5)) { try result.get() }
        #expect(server.requests.map(\.path) == (0...5).map { "/hop/\($0)" })
    }
}

extension CurlTransport {
    /// Requests that libcurl is working on now: 0 once everything has finished or been cancelled.
    var liveRequests: Int { multi.liveHandles }
}
