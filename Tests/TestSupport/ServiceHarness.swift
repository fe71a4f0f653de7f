import Dispatch
import Foundation
import Reactive
import Service
import Testing

/// A loopback server and a `GitHubService` pointed at it through the real libcurl transport.
public struct ServiceHarness: Sendable {
    /// The server.
    public let server: LoopbackServer
    /// The service.
    public let service: GitHubService
    /// Request events the service reported.
    public let events: Locked<[ServiceEvent]>

    /// The wall clock, with waits on a serial queue: for tests that wait for real.
    public static let realTime = ServiceClock(now: { Date() }, scheduler: DispatchQueue(label: "repos-tests.wait"))

    /// Starts a server with `handler` (the fixtures by default) and a service with `token`.
    public init(
        token: String? = "ghp_TESTTOKEN123",
        latency: Double = 0,
        retry: RetryPolicy = RetryPolicy(baseDelay: 0.01, jitter: { 1 }),
        maxConcurrentPages: Int = 8,
        timeout: Double = 30,
        clock: ServiceClock = ServiceHarness.realTime,
        handler: LoopbackServer.Handler? = nil
    ) throws {
        let router = try FixtureRouter()
        server = try LoopbackServer(latency: latency, handler: handler ?? router.handler())
        let events = Locked<[ServiceEvent]>([])
        self.events = events
        service = GitHubService(
            configuration: ServiceConfiguration(
                baseURL: server.baseURL, token: Token(token), userAgent: "repos-tests/1.0",
                timeout: timeout, maxConcurrentPages: maxConcurrentPages
            ),
            transport: CurlTransport(),
            retry: retry,
            clock: clock,
            events: { event in events.withLock { $0.append(event) } }
        )
    }
}

extension Publisher where Output: Sendable {
    /// Waits for the single value or the failure, without blocking any thread, and within
    /// `bounded`'s bound: past it, the test fails saying so.
    public func result(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Result<Output, Failure> {
        let values = values
        return try await bounded("a publisher's value or failure", sourceLocation: sourceLocation) {
            do {
                for try await value in values { return .success(value) }
            } catch let error as Failure {
                return .failure(error)
            } catch {
                preconditionFailure("a publisher failed with a type it does not declare: \(error)")
            }
            preconditionFailure("the publisher finished without a value")
        }
    }
}
