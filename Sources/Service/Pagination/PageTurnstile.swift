import Reactive

/// Lets concurrently fetched pages through in page order: page `k` waits here until pages
/// `0..<k` have gone through. A page that is waiting still holds its fetch's slot, so with
/// `flatMap(maxPublishers: n)` in front there are never more than `n` pages fetched or held.
final class PageTurnstile<Body: Sendable>: Sendable {
    /// Hands a page to its subscriber and completes it.
    typealias Delivery = @Sendable () -> Void

    private struct State {
        var next = 0
        var waiting: [Int: Delivery] = [:]
        /// One thread at a time lets pages through, so two turns never race each other.
        var releasing = false
    }

    private let state = Locked(State())

    /// A publisher of `body` that sends it when page `index` has its turn. It joins the queue
    /// only once its subscriber has asked for it, so a page let through is delivered at once.
    func turn(of index: Int, _ body: Body) -> AnyPublisher<Body, GitHubError> {
        turn(of: index, .success(body))
    }

    /// A publisher of the page `index` fetched, or of its failure, when the page has its turn:
    /// a page that failed fails the listing only after the pages before it have gone through.
    func turn(of index: Int, _ fetched: Result<Body, GitHubError>) -> AnyPublisher<Body, GitHubError> {
        Turn(turnstile: self, index: index, fetched: fetched).eraseToAnyPublisher()
    }

    fileprivate func arrive(_ index: Int, _ delivery: @escaping Delivery) {
        let claimed = state.withLock { state -> Bool in
            state.waiting[index] = delivery
            guard !state.releasing else { return false }
            state.releasing = true
            return true
        }
        guard claimed else { return }
        // Every page whose turn has come goes through, in page order and outside the lock;
        // pages arriving meanwhile are picked up before the claim is given back.
        while let delivery = state.withLock({ state -> Delivery? in
            guard let delivery = state.waiting.removeValue(forKey: state.next) else {
                state.releasing = false
                return nil
            }
            state.next += 1
            return delivery
        }) {
            delivery()
        }
    }

    private struct Turn: Publisher {
        typealias Output = Body
        typealias Failure = GitHubError

        let turnstile: PageTurnstile
        let index: Int
        let fetched: Result<Body, GitHubError>

        func receive<S: Subscriber>(subscriber: S) where S.Input == Body, S.Failure == GitHubError {
            subscriber.receive(subscription: Ticket(downstream: subscriber, turn: self))
        }
    }

    private final class Ticket<Downstream: Subscriber>: Subscription where Downstream.Input == Body, Downstream.Failure == GitHubError {
        private let downstream: Locked<Downstream?>
        private let requested = Locked(false)
        private let turn: Turn

        init(downstream: Downstream, turn: Turn) {
            self.downstream = Locked(downstream)
            self.turn = turn
        }

        func request(_ demand: Subscribers.Demand) {
            // Joins the queue once, on the first demand.
            let first = requested.withLock { requested -> Bool in
                defer { requested = true }
                return !requested
            }
            guard demand > 0, first, downstream.withLock({ $0 != nil }) else { return }
            let fetched = turn.fetched
            turn.turnstile.arrive(turn.index) { [self] in
                guard
                    let subscriber = downstream.withLock({ current -> Downstream? in
                        defer { current = nil }
                        return current
                    })
                else { return }
                subscriber.receive(result: fetched)
            }
        }

        func cancel() {
            downstream.withLock { $0 = nil }
        }
    }
}
