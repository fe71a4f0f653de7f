import Reactive

/// The pages a paginated fetch collected, handed over whole: `take` gives the caller the only
/// reference to them, so a caller that flattens pages can free each one as it goes instead of
/// holding every page and the flattened copy at once.
final class PageRun<Body: Sendable>: Sendable {
    private let pages: Locked<[Body]>
    /// True when pages exist beyond these (the limit stopped the fetch).
    let hasMore: Bool

    init(_ pages: [Body], hasMore: Bool) {
        self.pages = Locked(pages)
        self.hasMore = hasMore
    }

    /// The pages, in order; the run is empty afterwards.
    func take() -> [Body] {
        pages.withLock { pages in
            defer { pages = [] }
            return pages
        }
    }
}
