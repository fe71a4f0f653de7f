import Models
import Reactive
import Service

/// The state of reading one file's bytes as they arrive (`repos show` of a file past the 1 MB the
/// contents API sends): where the bytes go is the view's `stream`; this holds how many went,
/// whether it is loading, and why it failed.
@MainActor
public final class FileDownloadViewModel: ObservableObject, LoadableViewModel {
    /// Bytes handed to the stream, once done.
    @Published public private(set) var byteCount = 0
    /// True while it loads.
    @Published public private(set) var isLoading = false
    /// Why it failed, or nil.
    @Published public private(set) var error: GitHubError?
    private let resource = Resource<Int>(empty: 0)
    private let fetch: @Sendable () -> AnyPublisher<Int, GitHubError>

    /// The file at `path` of `owner/repo` at `ref`, its bytes handed to `stream`.
    public init(fileAt path: RepositoryPath, owner: String, repo: String, ref: String?, source: any RepositoryFileSource, into stream: BodyStream) {
        fetch = { source.rawFile(owner: owner, repo: repo, path: path, ref: ref, into: stream) }
        resource.$value.assign(to: &$byteCount)
        resource.$isLoading.assign(to: &$isLoading)
        resource.$error.assign(to: &$error)
    }

    /// Reads the file; returns when done.
    public func load() async { await resource.load(fetch()) }

    /// Stops reading (Ctrl-C, a closed pipe).
    public func cancel() { resource.cancel() }
}
