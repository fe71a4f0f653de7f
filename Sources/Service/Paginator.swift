import Foundation
import Reactive

/// Follows GitHub's `Link` pagination for one listing: the one type that decides how a
/// listing's links are followed, whether all at once, until a condition, or on demand
/// (`PageWalk` is its mechanism for following `next` one page at a time).
///
/// When page 1 names a `last` page within `ServiceLimit.pagesPerListing.value` and its `next` URL
/// carries a `page` number, the pages the limit needs are derived from that URL and fetched
/// concurrently, at most `maxConcurrentPages` at once, and reassembled in page order; the page
/// numbers are generated as fetches start, so a `last` of any size schedules nothing beyond that
/// window. Otherwise (`last` missing or beyond the cap, cursor links) `PageWalk` follows `next`
/// one page at a time, refusing loops and non-http links. It never fetches a page the limit does
/// not need.
struct Paginator: Sendable {
    let fetcher: PageFetcher
    let maxConcurrentPages: Int

    /// The pages of `first` one by one, in page order, until `limit` items or the end. Pages
    /// after the first are fetched `maxConcurrentPages` at a time, a new one starting as soon as
    /// one has been handed on, and handed on in page order (`PageTurnstile`): at most that many
    /// pages are in flight or held at once, and the network never idles between batches. Without
    /// a usable `last`, pages are walked one at a time and each is handed on as it arrives.
    func pageStream<Body: Decodable & Sendable>(
        from first: URL,
        as type: Body.Type,
        endpoint: String,
        limit: Int?,
        count: @escaping @Sendable (Body) -> Int
    ) -> AnyPublisher<PageFetcher.Response<Body>, GitHubError> {
        let fetcher = self.fetcher
        let window = max(1, maxConcurrentPages)
        return fetcher.fetch(first, as: Body.self, endpoint: endpoint)
            .flatMap(maxPublishers: .max(1)) { firstPage -> AnyPublisher<PageFetcher.Response<Body>, GitHubError> in
                let have = count(firstPage.body)
                let head = Just(firstPage).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                guard let next = firstPage.links.next, limit.map({ have < $0 }) ?? true else { return head }
                let rest: AnyPublisher<PageFetcher.Response<Body>, GitHubError>
                if let plan = Self.remainingPages(links: firstPage.links, next: next, have: have, limit: limit) {
                    let turnstile = PageTurnstile<PageFetcher.Response<Body>>()
                    rest = (0..<plan.count).publisher
                        .setFailureType(to: GitHubError.self)
                        .flatMap(maxPublishers: .max(window)) { index in
                            fetcher.fetch(plan.url(index), as: Body.self, endpoint: endpoint)
                                .flatMap(maxPublishers: .max(1)) { turnstile.turn(of: index, $0) }
                        }
                        .eraseToAnyPublisher()
                } else {
                    rest = Self.walk(after: first, next: next, have: have, limit: limit, fetcher: fetcher, endpoint: endpoint, count: count)
                        .eraseToAnyPublisher()
                }
                // A sequence of publishers drained one at a time is concatenation.
                return [head, rest].publisher.setFailureType(to: GitHubError.self).flatMap(maxPublishers: .max(1)) { $0 }.eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// The pages of `first`, one per unit of demand, by `next`: a page is requested only when the
    /// subscriber asks for one more (`PageWalk`, with its loop and page-cap refusals).
    func pagesOnDemand<Body: Decodable & Sendable>(from first: URL, as type: Body.Type, endpoint: String) -> AnyPublisher<
        PageFetcher.Response<Body>, GitHubError
    > {
        PageWalk<Body>(fetcher: fetcher, endpoint: endpoint, start: first) { _ in true }.eraseToAnyPublisher()
    }

    /// The pages of `first`, one at a time by `next`, for as long as `continueAfter` says of the
    /// page just fetched: for listings that can stop early (repositories by push date, until one
    /// was pushed before the window). Every request waits for the one before, so a caller that
    /// fans out over many listings bounds the requests in flight by its own fan-out alone.
    ///
    /// Each page is reduced by `keep` as it arrives (only what the caller needs is held), and
    /// the walk fails with `.tooManyItems` once more than `maxItems` are kept, counted in
    /// `kept`: walks that share one count are bounded together (a fan-out over many listings).
    func walk<Body: Decodable & Sendable, Kept: Sendable>(
        from first: URL,
        as type: Body.Type,
        endpoint: String,
        maxItems: Int = ServiceLimit.itemsPerListing.value,
        kept total: Locked<Int> = Locked(0),
        continueAfter: @escaping @Sendable (Body) -> Bool,
        keep: @escaping @Sendable (Body) -> [Kept]
    ) -> AnyPublisher<[Kept], GitHubError> {
        PageWalk(fetcher: fetcher, endpoint: endpoint, start: first, proceed: continueAfter)
            .tryMap { page throws(GitHubError) -> [Kept] in
                let kept = keep(page.body)
                let sum = total.withLock { total -> Int in
                    total += kept.count
                    return total
                }
                guard sum <= maxItems else { throw .tooManyItems(limit: maxItems) }
                return kept
            }
            .mapError { $0 as? GitHubError ?? .undecodable(endpoint: endpoint, path: "", reason: "\($0)") }
            .collect()
            .map { $0.flatMap { $0 } }
            .eraseToAnyPublisher()
    }

    /// The pages after the first that `limit` needs, by page number from GitHub's `next` URL; nil when `last` is unknown, beyond the page cap, or the
    /// links carry no page numbers, or `next` is not http(s): then `PageWalk` follows `next` one
    /// page at a time, and refuses what it must.
    private static func remainingPages(links: LinkHeader, next: URL, have: Int, limit: Int?) -> PagePlan? {
        guard ["http", "https"].contains(next.scheme?.lowercased()), let last = links.last, let lastPage = LinkHeader.pageNumber(of: last),
            let nextPage = LinkHeader.pageNumber(of: next),
            have > 0, nextPage >= 2, nextPage <= lastPage, lastPage <= ServiceLimit.pagesPerListing.value,
            LinkHeader.replacingPage(in: next, with: nextPage) != nil
        else {
            return nil
        }
        let needed = limit.map { min(lastPage, nextPage - 1 + Int((Double($0 - have) / Double(have)).rounded(.up))) } ?? lastPage
        return PagePlan(next: next, firstPage: nextPage, count: max(nextPage, needed) - nextPage + 1)
    }

    /// The pages after page 1 by `next`, until the items reach `limit` (page 1 brought `have`).
    private static func walk<Body: Decodable & Sendable>(
        after first: URL, next: URL, have: Int, limit: Int?, fetcher: PageFetcher, endpoint: String, count: @escaping @Sendable (Body) -> Int
    ) -> PageWalk<Body> {
        let total = Locked(have)
        return PageWalk(fetcher: fetcher, endpoint: endpoint, start: next, visited: [first]) { body in
            let sum = total.withLock { total -> Int in
                total += count(body)
                return total
            }
            return limit.map { sum < $0 } ?? true
        }
    }
}
