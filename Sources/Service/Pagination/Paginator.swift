import Foundation
import Models
import Reactive

/// Follows GitHub's `Link` pagination for one listing: the one type that decides how a
/// listing's links are followed, whether all at once, until a condition, or on demand
/// (`PageWalk` is its mechanism for following `next` one page at a time).
///
/// When page 1 names a `last` page within `Limit.pagesPerListing.value` and its `next` URL
/// carries a `page` number, the pages the limit needs are derived from that URL and fetched
/// concurrently, at most `maxConcurrentPages` at once, and reassembled in page order; the page
/// numbers are generated as fetches start, so a `last` of any size schedules nothing beyond that
/// window. Otherwise (`last` missing or beyond the cap, cursor links) `PageWalk` follows `next`
/// one page at a time, refusing loops and non-http links. It never fetches a page the limit does
/// not need.
struct Paginator: Sendable {
    let fetcher: PageFetcher
    let maxConcurrentPages: Int
    /// How many remembered pages of a listing seen before are asked for at once (page 1 among
    /// them): conditional requests, whose 304s cost no rate limit.
    let maxRevalidations: Int

    /// The pages of `first` one by one, in page order, until `limit` items or the end. Pages
    /// after the first are fetched `maxConcurrentPages` at a time (`RequestGate`), a new request
    /// starting as soon as an answer is in, and handed on in page order (`PageTurnstile`): at most
    /// twice that many pages are in flight or held for their turn, and the network never idles
    /// between batches, nor waits for a slow page's followers to be handed on. Without a usable
    /// `last`, pages are walked one at a time and each is handed on as it arrives.
    ///
    /// A whole listing (no `limit`) that the transport has seen before costs one round: every
    /// page its remembered page 1 links to is asked for together with page 1 itself, up to
    /// `maxRevalidations` (`PrefetchedPages`). Which pages make the listing is still decided by
    /// the fresh page 1 alone, as in a cold run; the early answers stand in for the requests the
    /// plan would have made, and those it does not make are cancelled. A plan's last page that
    /// links to a `next` (the listing grew while page 1 stayed the same) is followed on.
    func pageStream<Body: Decodable & Sendable>(
        from first: URL,
        as type: Body.Type,
        endpoint: String,
        limit: Int?,
        count: @escaping @Sendable (Body) -> Int
    ) -> AnyPublisher<PageFetcher.Response<Body>, GitHubError> {
        let fetcher = self.fetcher
        let window = max(1, maxConcurrentPages)
        let ahead = max(1, maxRevalidations)
        // Deferred: the cache is looked at, and the early requests start, when the listing does.
        return Deferred { () -> AnyPublisher<PageFetcher.Response<Body>, GitHubError> in
            let known = limit == nil ? Self.rememberedPages(of: first, fetcher: fetcher, atMost: ahead) : []
            let prefetched = known.isEmpty ? nil : PrefetchedPages<Body>(urls: known) { fetcher.fetch($0, as: Body.self, endpoint: endpoint) }
            let fetch: @Sendable (URL, RequestGate?) -> AnyPublisher<PageFetcher.Response<Body>, GitHubError> = { url, gate in
                prefetched?.take(url) ?? fetcher.fetch(url, as: Body.self, endpoint: endpoint, gate: gate)
            }
            return Self.pages(from: first, limit: limit, window: window, fetcher: fetcher, fetch: fetch, endpoint: endpoint, count: count)
                .handleEvents(receiveCompletion: { _ in prefetched?.cancel() }, receiveCancel: { prefetched?.cancel() })
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    /// Page 1, then the pages its links plan (each by `fetch`), then any page past the plan's
    /// end that its last page links to; or a walk by `next` where no plan can be made.
    private static func pages<Body: Decodable & Sendable>(
        from first: URL, limit: Int?, window: Int, fetcher: PageFetcher,
        fetch: @escaping @Sendable (URL, RequestGate?) -> AnyPublisher<PageFetcher.Response<Body>, GitHubError>,
        endpoint: String, count: @escaping @Sendable (Body) -> Int
    ) -> AnyPublisher<PageFetcher.Response<Body>, GitHubError> {
        fetch(first, nil)
            .flatMap(maxPublishers: .max(1)) { firstPage -> AnyPublisher<PageFetcher.Response<Body>, GitHubError> in
                let have = count(firstPage.body)
                let head = Just(firstPage).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                guard let next = firstPage.links.next, limit.map({ have < $0 }) ?? true else { return head }
                guard let plan = remainingPages(links: firstPage.links, next: next, have: have, limit: limit) else {
                    return concatenated([
                        head,
                        walk(after: first, next: next, have: have, limit: limit, fetcher: fetcher, endpoint: endpoint, count: count).eraseToAnyPublisher(),
                    ])
                }
                let turnstile = PageTurnstile<PageFetcher.Response<Body>>()
                // `window` requests on the network, and as many answers again held for their
                // turn: an answer frees its request's place at once, not when the pages before it
                // have gone through.
                let gate = RequestGate(permits: window)
                // The last planned page's `next`, when it has one: the listing goes on past the plan.
                let beyond = Locked<URL?>(nil)
                let planned = (0..<plan.count).publisher
                    .setFailureType(to: GitHubError.self)
                    .flatMap(maxPublishers: .max(2 * window)) { index in
                        fetch(plan.url(index), gate)
                            .handleEvents(receiveOutput: { page in
                                if index == plan.count - 1 { beyond.withLock { $0 = page.links.next } }
                            })
                            // A page that failed waits for its turn too, so a listing that fails
                            // part way has handed on every page before the failed one.
                            .map { Result<PageFetcher.Response<Body>, GitHubError>.success($0) }
                            .catch { Just(.failure($0)) }
                            .setFailureType(to: GitHubError.self)
                            .flatMap(maxPublishers: .max(1)) { turnstile.turn(of: index, $0) }
                    }
                    .eraseToAnyPublisher()
                let tail = Deferred { () -> AnyPublisher<PageFetcher.Response<Body>, GitHubError> in
                    guard limit == nil, let after = beyond.withLock({ $0 }) else { return Empty().eraseToAnyPublisher() }
                    let visited = [first] + (0..<plan.count).map(plan.url)
                    return PageWalk<Body>(fetcher: fetcher, endpoint: endpoint, start: after, visited: visited) { _ in true }.eraseToAnyPublisher()
                }
                return concatenated([head, planned, tail.eraseToAnyPublisher()])
            }
            .eraseToAnyPublisher()
    }

    /// `publishers` one after another: a sequence of publishers drained one at a time.
    private static func concatenated<Output: Sendable>(_ publishers: [AnyPublisher<Output, GitHubError>]) -> AnyPublisher<Output, GitHubError> {
        publishers.publisher.setFailureType(to: GitHubError.self).flatMap(maxPublishers: .max(1)) { $0 }.eraseToAnyPublisher()
    }

    /// Page 1 and the pages after it that the transport's remembered page 1 links to, at most
    /// `atMost` in all; empty when nothing is remembered or its links plan nothing.
    private static func rememberedPages(of first: URL, fetcher: PageFetcher, atMost: Int) -> [URL] {
        guard atMost > 1, let links = fetcher.rememberedLinks(of: first), let next = links.next,
            let plan = remainingPages(links: links, next: next, have: 1, limit: nil)
        else { return [] }
        return [first] + (0..<min(plan.count, atMost - 1)).map(plan.url)
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
        maxItems: Int = Limit.itemsPerListing.value,
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
            .mapToGitHubError(endpoint: endpoint)
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
            have > 0, nextPage >= 2, nextPage <= lastPage, lastPage <= Limit.pagesPerListing.value,
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
