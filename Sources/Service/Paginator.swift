import Foundation
import Reactive

/// Follows GitHub's `Link` pagination for one listing.
///
/// When page 1 names a `last` page and its `next` URL carries a `page` number, the pages the limit
/// needs are derived from that URL and fetched concurrently, at most `maxConcurrentPages` at once,
/// and reassembled in page order. Otherwise (`last` missing, cursor links) it walks `next` one page
/// at a time. It never fetches a page the limit does not need.
struct Paginator: Sendable {
    let fetcher: PageFetcher
    let maxConcurrentPages: Int

    /// The pages of `first`, in order, until `limit` items (counted by `count`) or the end.
    func pages<Body: PageBody & Sendable>(
        from first: URL,
        as type: Body.Type,
        endpoint: String,
        limit: Int?,
        count: @escaping @Sendable (Body) -> Int
    ) -> AnyPublisher<PageRun<Body>, GitHubError> {
        let fetcher = self.fetcher
        let maxConcurrent = self.maxConcurrentPages
        return fetcher.fetch(first, as: Body.self, endpoint: endpoint)
            .flatMap { firstPage -> AnyPublisher<PageRun<Body>, GitHubError> in
                let have = count(firstPage.body)
                guard let next = firstPage.links.next else {
                    return Just(PageRun([firstPage.body], hasMore: false)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                if let limit, have >= limit {
                    return Just(PageRun([firstPage.body], hasMore: true)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                if let plan = Self.remainingPages(links: firstPage.links, next: next, have: have, limit: limit) {
                    return Self.concurrent(plan.urls, fetcher: fetcher, endpoint: endpoint, maxConcurrent: maxConcurrent)
                        .map { rest in PageRun([firstPage.body] + rest, hasMore: plan.hasMore) }
                        .eraseToAnyPublisher()
                }
                return Self.sequential(next, fetcher: fetcher, endpoint: endpoint, remaining: limit.map { $0 - have }, count: count)
                    .map { rest in PageRun([firstPage.body] + rest.pages, hasMore: rest.hasMore) }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// The pages of `first` one by one, in page order, until `limit` items or the end. Pages
    /// after the first are fetched `maxConcurrentPages` at a time, a new one starting as soon as
    /// one has been handed on, and handed on in page order (`PageTurnstile`): at most that many
    /// pages are in flight or held at once, and the network never idles between batches.
    func pageStream<Body: PageBody & Sendable>(
        from first: URL,
        as type: Body.Type,
        endpoint: String,
        limit: Int?,
        count: @escaping @Sendable (Body) -> Int
    ) -> AnyPublisher<Body, GitHubError> {
        let fetcher = self.fetcher
        let window = max(1, maxConcurrentPages)
        return fetcher.fetch(first, as: Body.self, endpoint: endpoint)
            .flatMap(maxPublishers: .max(1)) { firstPage -> AnyPublisher<Body, GitHubError> in
                let have = count(firstPage.body)
                let head = Just(firstPage.body).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                guard let next = firstPage.links.next, limit.map({ have < $0 }) ?? true else { return head }
                let rest: AnyPublisher<Body, GitHubError>
                if let urls = Self.remainingPages(links: firstPage.links, next: next, have: have, limit: limit)?.urls {
                    let turnstile = PageTurnstile<Body>()
                    rest = Array(urls.enumerated()).map { IndexedURL(index: $0.offset, url: $0.element) }.publisher
                        .setFailureType(to: GitHubError.self)
                        .flatMap(maxPublishers: .max(window)) { item in
                            fetcher.fetch(item.url, as: Body.self, endpoint: endpoint)
                                .flatMap(maxPublishers: .max(1)) { turnstile.turn(of: item.index, $0.body) }
                        }
                        .eraseToAnyPublisher()
                } else {
                    rest = Self.sequential(next, fetcher: fetcher, endpoint: endpoint, remaining: limit.map { $0 - have }, count: count)
                        .flatMap(maxPublishers: .max(1)) { $0.pages.publisher.setFailureType(to: GitHubError.self) }
                        .eraseToAnyPublisher()
                }
                // A sequence of publishers drained one at a time is concatenation.
                return [head, rest].publisher.setFailureType(to: GitHubError.self).flatMap(maxPublishers: .max(1)) { $0 }.eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// The pages of `first`, one at a time by `next`, for as long as `continueAfter` says of the
    /// page just fetched: for listings that can stop early (repositories by push date, until one
    /// was pushed before the window). Every request waits for the one before, so a caller that
    /// fans out over many listings bounds the requests in flight by its own fan-out alone.
    func walk<Body: PageBody & Sendable>(
        from first: URL,
        as type: Body.Type,
        endpoint: String,
        continueAfter: @escaping @Sendable (Body) -> Bool
    ) -> AnyPublisher<[Body], GitHubError> {
        Self.sequential(first, fetcher: fetcher, endpoint: endpoint, remaining: nil, count: { _ in 0 }, continueAfter: continueAfter)
            .map(\.pages)
            .eraseToAnyPublisher()
    }

    /// The URLs of the pages after the first that `limit` needs, derived from GitHub's `next` URL
    /// by its page number, and whether pages remain beyond them; nil when `last` is unknown or the
    /// links carry no page numbers (then `next` must be followed one page at a time).
    private static func remainingPages(links: LinkHeader, next: URL, have: Int, limit: Int?) -> (urls: [URL], hasMore: Bool)? {
        guard let last = links.last, let lastPage = LinkHeader.pageNumber(of: last), let nextPage = LinkHeader.pageNumber(of: next), have > 0 else {
            return nil
        }
        let needed = limit.map { min(lastPage, nextPage - 1 + Int((Double($0 - have) / Double(have)).rounded(.up))) } ?? lastPage
        let urls = (nextPage...max(nextPage, needed)).compactMap { LinkHeader.replacingPage(in: next, with: $0) }
        return (urls, needed < lastPage)
    }

    private static func concurrent<Body: PageBody & Sendable>(
        _ urls: [URL], fetcher: PageFetcher, endpoint: String, maxConcurrent: Int
    ) -> AnyPublisher<[Body], GitHubError> {
        Array(urls.enumerated()).map { IndexedURL(index: $0.offset, url: $0.element) }.publisher
            .setFailureType(to: GitHubError.self)
            .flatMap(maxPublishers: .max(max(1, maxConcurrent))) { item in
                fetcher.fetch(item.url, as: Body.self, endpoint: endpoint).map { (index: item.index, body: $0.body) }
            }
            .collect()
            .map { fetched in fetched.sorted { $0.index < $1.index }.map(\.body) }
            .eraseToAnyPublisher()
    }

    private static func sequential<Body: PageBody & Sendable>(
        _ url: URL, fetcher: PageFetcher, endpoint: String, remaining: Int?, count: @escaping @Sendable (Body) -> Int,
        continueAfter: @escaping @Sendable (Body) -> Bool = { _ in true }
    ) -> AnyPublisher<(pages: [Body], hasMore: Bool), GitHubError> {
        fetcher.fetch(url, as: Body.self, endpoint: endpoint)
            .flatMap { page -> AnyPublisher<(pages: [Body], hasMore: Bool), GitHubError> in
                let left = remaining.map { $0 - count(page.body) }
                guard let next = page.links.next else {
                    return Just((pages: [page.body], hasMore: false)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                if let left, left <= 0 {
                    return Just((pages: [page.body], hasMore: true)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                guard continueAfter(page.body) else {
                    return Just((pages: [page.body], hasMore: true)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                return sequential(next, fetcher: fetcher, endpoint: endpoint, remaining: left, count: count, continueAfter: continueAfter)
                    .map { rest in (pages: [page.body] + rest.pages, hasMore: rest.hasMore) }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }
}

/// A page URL and its position, so concurrently fetched pages can be put back in order.
private struct IndexedURL: Sendable {
    let index: Int
    let url: URL
}
