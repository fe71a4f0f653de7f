import Foundation
import Models
import Reactive
import Service

/// The state of `browse`'s ref picker (`b` on a repository): the branches, then the tags, of one
/// repository, loaded page by page through one `ListingFeed` and filtered as you type.
@MainActor
public final class RefPickerViewModel: ObservableObject {
    /// A branch or a tag, as the picker lists it.
    public struct Choice: Equatable, Sendable {
        /// The ref's name.
        public let name: String
        /// True for a tag.
        public let isTag: Bool
        /// Its commit.
        public let sha: String
    }

    /// The branches' pages, then the tags'.
    public let feed: ListingFeed<Choice>
    /// The live filter's text.
    @Published public var query = ""
    /// The filter's text when it must apply at once.
    public let querySettles = PassthroughSubject<String, Never>()
    /// What a live view shows: the refs loaded so far whose name contains `query`, with the text they match.
    @Published public private(set) var shown = FilteredRows<Choice>()

    /// Creates the picker for `owner/repo`, every branch and tag (up to the listing bound).
    public init(owner: String, repo: String, source: any RefSource) {
        feed = ListingFeed(pacing: .eager) {
            let branches = source.refPages(.branches, of: Branch.self, owner: owner, repo: repo, limit: nil)
                .map { page in
                    // More follows a branch page whatever it says: the tags.
                    Page(items: page.items.map { Choice(name: $0.name, isTag: false, sha: $0.sha) }, bytes: page.bytes, hasMore: true)
                }
                .eraseToAnyPublisher()
            let tags = source.refPages(.tags, of: RepositoryTag.self, owner: owner, repo: repo, limit: nil)
                .map { page in Page(items: page.items.map { Choice(name: $0.name, isTag: true, sha: $0.sha) }, bytes: page.bytes, hasMore: page.hasMore) }
                .eraseToAnyPublisher()
            // One listing after the other, never both at once.
            return Publishers.Sequence<[AnyPublisher<Page<Choice>, GitHubError>], GitHubError>(sequence: [branches, tags])
                .flatMap(maxPublishers: .max(1)) { $0 }
                .eraseToAnyPublisher()
        }
    }

    /// Starts a live view's loading and its pipeline: `shown` follows the pages and the filter,
    /// the filter's text once it has been still for `debounce`.
    public func browse<S: Scheduler>(debounce: S.SchedulerTimeType.Stride, scheduler: S) {
        feed.filtered(by: $query, settledBy: querySettles, debounce: debounce, scheduler: scheduler) { Self.visible($0, matching: $1) }.assign(to: &$shown)
        feed.load()
    }

    /// The refs whose name matches `query` (`FilterQuery`).
    nonisolated static func visible(_ items: [Choice], matching query: String) -> [Choice] {
        let filter = FilterQuery(query)
        return filter.isEmpty ? items : items.filter { filter.matches($0.name) }
    }

    /// Cancels the load in flight.
    public func cancel() { feed.cancel() }
}

extension RefPickerViewModel: FilteredListViewModel {}
