import Foundation
import Models
import Reactive
import Service

/// The state of a command that shows one object of a repository (`repos tree`, `repos show`):
/// the object once loaded, GitHub's bytes of it for JSON, and the loading state.
@MainActor
public final class FetchedViewModel<Value: Sendable>: ObservableObject, LoadableViewModel {
    /// The object, once loaded.
    @Published public private(set) var value: Value?
    /// GitHub's bytes of it, for JSON output.
    @Published public private(set) var bytes: Data?
    /// True while it loads.
    @Published public private(set) var isLoading = false
    /// Why loading failed, or nil.
    @Published public private(set) var error: GitHubError?
    private let resource = Resource<Fetched<Value>?>(empty: nil)
    private let fetch: @Sendable () -> AnyPublisher<Fetched<Value>?, GitHubError>

    /// A view model loading from `fetch` (made anew for each load).
    public init(_ fetch: @escaping @Sendable () -> AnyPublisher<Fetched<Value>, GitHubError>) {
        self.fetch = { fetch().map { Optional($0) }.eraseToAnyPublisher() }
        // The loader's state, published as this view model's own.
        resource.$value.map { $0?.value }.assign(to: &$value)
        resource.$value.map { $0?.bytes }.assign(to: &$bytes)
        resource.publish(isLoading: &$isLoading, error: &$error)
    }

    /// Fetches the object; returns when done.
    public func load() async { await resource.load(fetch()) }

    /// Cancels the load in flight (Ctrl-C).
    public func cancel() { resource.cancel() }
}

extension FetchedViewModel where Value == GitTree {
    /// The tree of `owner/repo` at `ref`, or of the folder at `path`: completed where GitHub cut
    /// it short when `whole`, else GitHub's answer as it is (what JSON passes through).
    public convenience init(treeOf owner: String, repo: String, ref: String, path: RepositoryPath = .root, whole: Bool, source: any RepositoryFileSource) {
        self.init { source.tree(owner: owner, repo: repo, ref: ref, path: path, whole: whole) }
    }

    /// The entries under `path` (the path itself left out), in git's order.
    public func entries(under path: RepositoryPath) -> [GitTree.Entry] {
        (value?.entries ?? []).filter { path.contains($0.path) && $0.path != path.description }
    }

    /// Whether `path` names nothing in the tree (the root always names the tree).
    public func isMissing(_ path: RepositoryPath) -> Bool {
        guard let value, path != .root else { return false }
        return !value.entries.contains { path.contains($0.path) }
    }
}

extension FetchedViewModel where Value == RepositoryContent {
    /// The file at `path` of `owner/repo` at `ref`; one past the 1 MB the contents API sends is
    /// read again with the raw media type when it is within `wholeUpTo` bytes, so the bytes are
    /// the file's, whole.
    public convenience init(fileAt path: RepositoryPath, owner: String, repo: String, ref: String?, source: any RepositoryFileSource, wholeUpTo: Int? = nil) {
        self.init {
            Self.whole(source.contents(owner: owner, repo: repo, path: path, ref: ref), owner: owner, repo: repo, ref: ref, source: source, upTo: wholeUpTo)
        }
    }

    /// The README of `owner/repo` at `ref`, completed as `fileAt` completes a file.
    public convenience init(readmeOf owner: String, repo: String, ref: String?, source: any RepositoryFileSource, wholeUpTo: Int? = nil) {
        self.init { Self.whole(source.readme(owner: owner, repo: repo, ref: ref), owner: owner, repo: repo, ref: ref, source: source, upTo: wholeUpTo) }
    }

    /// `fetched`, and for a file GitHub sent without its bytes (past 1 MB) of at most `bound`
    /// bytes, those bytes read raw; GitHub's object stays the answer's bytes.
    private nonisolated static func whole(
        _ fetched: AnyPublisher<Fetched<RepositoryContent>, GitHubError>, owner: String, repo: String, ref: String?, source: any RepositoryFileSource,
        upTo bound: Int?
    ) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError> {
        guard let bound else { return fetched }
        return fetched.flatMap(maxPublishers: .max(1)) { answer -> AnyPublisher<Fetched<RepositoryContent>, GitHubError> in
            guard case .file(let name, let size, nil) = answer.value, size <= bound, let path = RepositoryPath(name) else {
                return Just(answer).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
            }
            let held = Locked(Data())
            let stream = BodyStream { chunk in
                held.withLock { $0.append(chunk) }
                return true
            }
            return source.rawFile(owner: owner, repo: repo, path: path, ref: ref, into: stream)
                .map { _ in Fetched(value: .file(path: name, size: size, bytes: held.withLock { $0 }), bytes: answer.bytes) }
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}

extension FetchedViewModel where Value == RepositoryLanguages {
    /// The languages of `owner/repo`.
    public convenience init(languagesOf owner: String, repo: String, source: any RepositoryFileSource) {
        self.init { source.languages(owner: owner, repo: repo) }
    }
}

extension FetchedViewModel where Value == Int {
    /// The bytes of the file at `path` of `owner/repo` at `ref`, handed to `stream` as they arrive
    /// (`repos show` of a file past the 1 MB the contents API sends); the value is their count.
    public convenience init(bytesOf path: RepositoryPath, owner: String, repo: String, ref: String?, source: any RepositoryFileSource, into stream: BodyStream)
    {
        self.init {
            source.rawFile(owner: owner, repo: repo, path: path, ref: ref, into: stream).map { Fetched(value: $0, bytes: Data()) }.eraseToAnyPublisher()
        }
    }
}
