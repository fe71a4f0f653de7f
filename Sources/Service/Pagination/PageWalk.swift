import Foundation
import Models
import Reactive

/// Follows a listing's `next` links one page at a time, fetching a page only when the one before
/// has been handed on and more is demanded, so memory holds one page however long the listing.
///
/// No server can make it loop or run on: a `next` URL already requested in this walk fails with
/// `.paginationLoop`, a walk past `Limit.pagesPerListing.value` pages fails with
/// `.tooManyPages`, and a `next` that is not http(s) fails with `.notHTTPLink` before it is
/// requested. Each page is published before a failure its links cause, so a streamed listing
/// keeps what it already wrote.
///
/// It finishes after the page with no `next`, or after the page `proceed` says to stop at; the
/// last page's `links.next` then tells whether the listing had more.
struct PageWalk<Body: Decodable & Sendable>: Publisher {
    typealias Output = PageFetcher.Response<Body>
    typealias Failure = GitHubError

    let fetcher: PageFetcher
    let endpoint: String
    /// The first URL to fetch.
    let start: URL
    /// URLs already fetched for this listing, in page order (page 1 first), so a loop back to
    /// them is caught and pages are numbered from the listing's start.
    var visited: [URL] = []
    /// Told each page; false stops the walk after it (a limit reached, a window passed).
    let proceed: @Sendable (Body) -> Bool

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == GitHubError {
        let walk = Walk(downstream: subscriber, walk: self)
        subscriber.receive(subscription: walk)
    }

    /// Checks the link to follow after `visitedCount` pages: its scheme, the page cap, and a loop
    /// back to a page in `seen` (URL text to page number).
    static func check(next: URL, seen: [String: Int], visitedCount: Int) -> GitHubError? {
        guard let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .notHTTPLink(kind: "next-page link")
        }
        if let page = seen[next.absoluteString] { return .paginationLoop(page: page) }
        if visitedCount >= Limit.pagesPerListing.value { return .tooManyPages(limit: Limit.pagesPerListing.value) }
        return nil
    }

    private final class Walk<Downstream: Subscriber>: Subscription
    where Downstream.Input == Output, Downstream.Failure == GitHubError {
        private struct State {
            var downstream: Downstream?
            var demand = Subscribers.Demand.none
            var next: URL?
            /// Every URL requested, to its page number (from 1).
            var seen: [String: Int] = [:]
            var fetching = false
            var fetch: AnyCancellable?
        }

        private let state: Locked<State>
        private let fetcher: PageFetcher
        private let endpoint: String
        private let proceed: @Sendable (Body) -> Bool

        init(downstream: Downstream, walk: PageWalk) {
            var seen: [String: Int] = [:]
            for (offset, url) in walk.visited.enumerated() where seen[url.absoluteString] == nil {
                seen[url.absoluteString] = offset + 1
            }
            state = Locked(State(downstream: downstream, next: walk.start, seen: seen))
            fetcher = walk.fetcher
            endpoint = walk.endpoint
            proceed = walk.proceed
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            state.withLock { $0.demand += demand }
            pump()
        }

        func cancel() {
            detach().fetch?.cancel()
        }

        /// Ends the walk's state: no downstream, fetch or next link is kept; returns what was.
        private func detach() -> (downstream: Downstream?, fetch: AnyCancellable?) {
            state.withLock { state in
                defer {
                    state.downstream = nil
                    state.fetch = nil
                    state.next = nil
                }
                return (state.downstream, state.fetch)
            }
        }

        /// Starts the next fetch when one is due: demand, a link to follow, nothing in flight.
        private func pump() {
            let url = state.withLock { state -> URL? in
                guard state.downstream != nil, !state.fetching, state.demand > 0, let next = state.next else { return nil }
                if let failure = PageWalk.check(next: next, seen: state.seen, visitedCount: state.seen.count) {
                    // Only the first URL can fail here; later links are checked as they arrive.
                    state.next = nil
                    state.fetching = true
                    state.fetch = nil
                    DispatchQueue.global().async { [self] in finish(.failure(failure)) }
                    return nil
                }
                state.seen[next.absoluteString] = state.seen.count + 1
                state.next = nil
                state.fetching = true
                return next
            }
            guard let url else { return }
            let fetch = fetcher.fetch(url, as: Body.self, endpoint: endpoint).sink(
                receiveCompletion: { [self] completion in
                    if case .failure(let error) = completion { finish(.failure(error)) }
                },
                receiveValue: { [self] page in receive(page) }
            )
            // A fetch that already ended has cleared `fetching`; keep its token only while it runs.
            state.withLock { state in
                if state.fetching, state.downstream != nil { state.fetch = fetch }
            }
        }

        private func receive(_ page: PageFetcher.Response<Body>) {
            let followed = proceed(page.body) ? page.links.next : nil
            let (downstream, failure) = state.withLock { state -> (Downstream?, GitHubError?) in
                state.fetching = false
                state.fetch = nil
                guard let downstream = state.downstream else { return (nil, nil) }
                if state.demand != .unlimited { state.demand -= 1 }
                guard let followed else { return (downstream, nil) }
                if let failure = PageWalk.check(next: followed, seen: state.seen, visitedCount: state.seen.count) {
                    return (downstream, failure)
                }
                state.next = followed
                return (downstream, nil)
            }
            guard let downstream else { return }
            let more = downstream.receive(page)
            if let failure {
                finish(.failure(failure))
                return
            }
            let done = state.withLock { state -> Bool in
                state.demand += more
                return state.next == nil
            }
            if done {
                finish(.finished)
            } else {
                pump()
            }
        }

        private func finish(_ completion: Subscribers.Completion<GitHubError>) {
            detach().downstream?.receive(completion: completion)
        }
    }
}
