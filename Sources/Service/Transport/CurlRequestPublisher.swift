import Reactive

/// Publishes the response to one request sent through a `CurlMulti`: queued on the first demand,
/// cancelled (handle removed and freed on the multi thread) with the subscription.
struct CurlRequestPublisher: Publisher {
    typealias Output = HTTPResponse
    typealias Failure = GitHubError

    let multi: CurlMulti
    let request: HTTPRequest

    func receive<S: Subscriber>(subscriber: S) where S.Input == HTTPResponse, S.Failure == GitHubError {
        subscriber.receive(subscription: Inner(downstream: subscriber, multi: multi, request: request))
    }

    private final class Inner<Downstream: Subscriber>: Subscription
    where Downstream.Input == HTTPResponse, Downstream.Failure == GitHubError {
        private struct State {
            var downstream: Downstream?
            var job: Int?
            var started = false
        }

        private let state: Locked<State>
        private let multi: CurlMulti
        private let request: HTTPRequest

        init(downstream: Downstream, multi: CurlMulti, request: HTTPRequest) {
            state = Locked(State(downstream: downstream))
            self.multi = multi
            self.request = request
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            let start = state.withLock { state -> Bool in
                guard !state.started, state.downstream != nil else { return false }
                state.started = true
                return true
            }
            guard start else { return }
            let job = multi.enqueue(request) { [weak self] outcome in self?.finish(outcome) }
            let cancelledMeanwhile = state.withLock { state -> Bool in
                guard state.downstream != nil else { return true }
                state.job = job
                return false
            }
            if cancelledMeanwhile { multi.cancel(job) }
        }

        func cancel() {
            let job = state.withLock { state -> Int? in
                defer {
                    state.downstream = nil
                    state.job = nil
                }
                return state.job
            }
            if let job { multi.cancel(job) }
        }

        private func finish(_ outcome: Result<HTTPResponse, GitHubError>) {
            let downstream = state.withLock { state -> Downstream? in
                defer {
                    state.downstream = nil
                    state.job = nil
                }
                return state.downstream
            }
            guard let downstream else { return }
            downstream.receive(result: outcome)
        }
    }
}
