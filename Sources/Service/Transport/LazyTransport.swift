import Reactive

/// A transport made when its first request is sent: a run answered from the cache alone
/// (`--offline`, `--stale-ok` or `--cache-ttl` with everything young enough, `browse`'s cached
/// first screen) never starts libcurl, its thread or TLS.
public final class LazyTransport: HTTPTransport {
    private let make: @Sendable () -> any HTTPTransport
    private let made = Locked<(any HTTPTransport)?>(nil)

    /// A transport that `make` builds when it is first needed, once.
    public init(_ make: @escaping @Sendable () -> any HTTPTransport) {
        self.make = make
    }

    /// Sends `request` through the transport, made now if this is the first.
    public func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
        Deferred { [self] in transport.send(request) }.eraseToAnyPublisher()
    }

    /// Whether the transport has been made: a test's way to see that nothing was sent.
    public var isMade: Bool { made.withLock { $0 != nil } }

    private var transport: any HTTPTransport {
        made.withLock { made in
            if let made { return made }
            let transport = make()
            made = transport
            return transport
        }
    }
}
