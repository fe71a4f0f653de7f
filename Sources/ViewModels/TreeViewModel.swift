import Foundation
import Models
import Reactive
import Service

/// The state of `repos tree`: a repository's files at a ref, and those under a path.
@MainActor
public final class TreeViewModel: ObservableObject, LoadableViewModel {
    /// The tree, once loaded.
    @Published public private(set) var tree: GitTree?
    /// GitHub's bytes of it, for JSON output.
    @Published public private(set) var bytes: Data?
    /// True while it loads.
    @Published public private(set) var isLoading = false
    /// Why loading failed, or nil.
    @Published public private(set) var error: GitHubError?
    /// The path whose entries are shown; the root for all.
    public let path: RepositoryPath
    private let resource = Resource<Fetched<GitTree>?>(empty: nil)
    private let load: @Sendable () -> AnyPublisher<Fetched<GitTree>?, GitHubError>

    /// The tree of `owner/repo` at `ref`, shown under `path`.
    public init(owner: String, repo: String, ref: String, path: RepositoryPath, source: any TreeSource) {
        self.path = path
        load = { source.tree(owner: owner, repo: repo, ref: ref).map { Optional($0) }.eraseToAnyPublisher() }
        // The loader's state, published as this view model's own.
        resource.$value.map { $0?.value }.assign(to: &$tree)
        resource.$value.map { $0?.bytes }.assign(to: &$bytes)
        resource.$isLoading.assign(to: &$isLoading)
        resource.$error.assign(to: &$error)
    }

    /// Fetches the tree; returns when done.
    public func load() async { await resource.load(load()) }

    /// Cancels the load in flight (Ctrl-C).
    public func cancel() { resource.cancel() }

    /// The entries under `path` (the path itself left out), in git's order.
    public var entries: [GitTree.Entry] {
        (tree?.entries ?? []).filter { path.contains($0.path) && $0.path != path.description }
    }

    /// Whether `path` names nothing in the tree (and is not the root).
    public var pathIsMissing: Bool {
        guard let tree, path != .root else { return false }
        return !tree.entries.contains { path.contains($0.path) }
    }
}
