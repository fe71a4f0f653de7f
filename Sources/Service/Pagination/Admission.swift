import Reactive

/// Something that lets a request start when it may (a window of requests on the network, the
/// rate limit's budget): `acquire` runs a start now or later, `release` says a started one has
/// ended, `withdraw` takes a start that is still waiting out of the line.
protocol Admission: AnyObject, Sendable {
    /// Runs `start` when the request may begin, now or later; returns a ticket for `withdraw`.
    func acquire(_ start: @escaping @Sendable () -> Void) -> Int
    /// A started request has ended: its place is free.
    func release()
    /// Takes a waiting start out of the line; true when it was still waiting.
    func withdraw(_ id: Int) -> Bool
}

extension Admission {
    /// `publisher`, subscribed only once this admission lets it start, its place given back
    /// once however it ends.
    func admitted<Output: Sendable, Failure: Error>(_ publisher: AnyPublisher<Output, Failure>) -> AnyPublisher<Output, Failure> {
        Admitted(admission: self, upstream: publisher).eraseToAnyPublisher()
    }
}
