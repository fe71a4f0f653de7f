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
    func pages<Body: Decodable & Sendable>(
        from first: URL,
        as type: Body.Type,
        endpoint: String,
        limit: Int?,
        count: @escaping @Sendable (Body) -> Int
    ) -> AnyPublisher<(pages: [Body], hasMore: Bool), GitHubError> {
        let fetcher = self.fetcher
        let maxConcurrent = self.maxConcurrentPages
        return fetcher.fetch(first, as: Body.self, endpoint: endpoint)
            .flatMap { firstPage -> AnyPublisher<(pages: [Body], hasMore: Bool), GitHubError> in
                let have = count(firstPage.body)
                guard let next = firstPage.links.next else {
                    return Just((pages: [firstPage.body], hasMore: false)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                if let limit, have >= limit {
                    return Just((pages: [firstPage.body], hasMore: true)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
                }
                if let last = firstPage.links.last, let lastPage = LinkHeader.pageNumber(of: last),
                    let nextPage = LinkHeader.pageNumber(of: next), have > 0
                {
                    let needed = limit.map { min(lastPage, nextPage - 1 + Int((Double($0 - have) / Double(have)).rounded(.up))) } ?? lastPage
                    let urls = (nextPage...max(nextPage, needed)).compactMap { LinkHeader.replacingPage(in: next, with: $0) }
                    return Self.concurrent(urls, fetcher: fetcher, endpoint: endpoint, maxConcurrent: maxConcurrent)
                        .map { rest in (pages: [firstPage.body] + rest, hasMore: needed < lastPage) }
                        .eraseToAnyPublisher()
                }
                return Self.sequential(next, fetcher: fetcher, endpoint: endpoint, remaining: limit.map { $0 - have }, count: count)
                    .map { rest in (pages: [firstPage.body] + rest.pages, hasMore: rest.hasMore) }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    private static func concurrent<Body: Decodable & Sendable>(
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

    private static func sequential<Body: Decodable & Sendable>(
        _ url: URL, fetcher: PageFetcher, endpoint: String, remaining: Int?, count: @escaping @Sendable (Body) -> Int
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
                return sequential(next, fetcher: fetcher, endpoint: endpoint, remaining: left, count: count)
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
