import Foundation
import Models
import Reactive
import Service

/// The state of a command that shows one object GitHub sends over several pages, published as it
/// loads (`object`, with every page's elements; `pages`, GitHub's bytes; `isLoading`; `error`),
/// loaded through `Resource`'s pipeline: a commit (`CommitDetailViewModel`) or two refs compared
/// (`ComparisonViewModel`), each with what it asked for (`request`) and the words drawn from it.
@MainActor
public final class PagedObjectViewModel<Object: PagedObject, Request: Sendable>: ObservableObject, LoadableViewModel {
    /// The object with every page's elements, once loaded.
    @Published public private(set) var object: Object?
    /// GitHub's bytes of each page of the object, in order: a view that writes GitHub's JSON
    /// takes them from here.
    @Published public private(set) var pages: [Data] = []
    /// True while the object is asked for and not yet in.
    @Published public private(set) var isLoading = false
    /// The failure, if loading failed.
    @Published public private(set) var error: GitHubError?
    /// The loader: the object's pages as the service hands them up.
    private let resource = Resource<ObjectPages<Object>?>(empty: nil)
    private let fetch: @Sendable () -> AnyPublisher<ObjectPages<Object>?, GitHubError>
    /// The repository's owner.
    public let owner: String
    /// The repository's name.
    public let repo: String
    /// What was asked for in the repository: a commit's ref, a comparison's two.
    public let request: Request
    /// The clock, for dates relative to now.
    let now: @Sendable () -> Date

    /// A view model over `request` of `owner/repo`, loaded by `fetch` (made anew for each load).
    init(
        owner: String, repo: String, request: Request, now: @escaping @Sendable () -> Date,
        fetch: @escaping @Sendable () -> AnyPublisher<ObjectPages<Object>, GitHubError>
    ) {
        (self.owner, self.repo, self.request, self.now) = (owner, repo, request, now)
        self.fetch = { fetch().map { Optional($0) }.eraseToAnyPublisher() }
        // The loader's state, published as this view model's own.
        resource.$value.map { $0?.object }.assign(to: &$object)
        resource.$value.map { $0?.pages ?? [] }.assign(to: &$pages)
        resource.publish(isLoading: &$isLoading, error: &$error)
    }

    /// Cancels the load in flight (Ctrl-C).
    public func cancel() { resource.cancel() }

    /// Fetches the object; returns when done.
    public func load() async { await resource.load(fetch()) }
}
