import Foundation
import Models
import Reactive

extension GitHubService {
    /// The tree of `owner/repo` at `ref` (or, given `path`, of the folder there), and GitHub's
    /// bytes of its recursive answer. With `whole`, an answer GitHub cut short is completed
    /// (`TreeCompletion`: only what it left out is asked for) and its entries marked
    /// `completed`; without, the answer is as GitHub sent it. Every path is from the root.
    ///
    /// A folder costs two requests rather than the whole tree: its parent's entries (the
    /// contents API) give its tree's SHA, and that tree is asked for recursively. A path that
    /// is not a folder is `.notAFolder`.
    public func tree(owner: String, repo: String, ref: String, path: RepositoryPath = .root, whole: Bool) -> AnyPublisher<Fetched<GitTree>, GitHubError> {
        let answer: AnyPublisher<Fetched<GitTree>, GitHubError>
        if let name = path.segments.last {
            let parent = RepositoryPath(path.segments.dropLast().joined(separator: "/")) ?? .root
            answer = contents(owner: owner, repo: repo, path: parent, ref: ref)
                .flatMap(maxPublishers: .max(1)) { [self] (listed: Fetched<RepositoryContent>) -> AnyPublisher<Fetched<GitTree>, GitHubError> in
                    guard case .directory(let entries) = listed.value,
                        let folder = entries.first(where: { $0.path.split(separator: "/").last.map(String.init) == name && $0.type == "dir" }),
                        let sha = folder.sha
                    else { return Fail(error: .notAFolder(path: path.description)).eraseToAnyPublisher() }
                    return object(.tree(owner: owner, repo: repo, ref: sha))
                }
                .eraseToAnyPublisher()
        } else {
            answer = object(.tree(owner: owner, repo: repo, ref: ref))
        }
        let base = path.description
        let concurrency = configuration.maxConcurrentPages
        return answer.flatMap(maxPublishers: .max(1)) { [self] (fetched: Fetched<GitTree>) -> AnyPublisher<Fetched<GitTree>, GitHubError> in
            guard whole, fetched.value.truncated else {
                let placed = fetched.value.entries.map { entry in
                    var placed = entry
                    placed.path = base.isEmpty ? entry.path : base + "/" + entry.path
                    return placed
                }
                return Just(Fetched(value: GitTree(sha: fetched.value.sha, entries: placed, truncated: fetched.value.truncated), bytes: fetched.bytes))
                    .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
            }
            let completion = TreeCompletion(
                answer: fetched.value, base: base, concurrency: concurrency,
                listing: { [self] sha in folder(owner: owner, repo: repo, tree: sha) },
                whole: { [self] sha in object(.tree(owner: owner, repo: repo, ref: sha)).map(\.value).eraseToAnyPublisher() })
            return completion.map { entries in
                Fetched(value: GitTree(sha: fetched.value.sha, entries: entries, truncated: true, completed: true), bytes: fetched.bytes)
            }
            .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    /// One folder's own entries (names, not paths), by its tree's SHA: one request, not
    /// recursive. How `browse` opens a folder a recursive answer left out.
    public func folder(owner: String, repo: String, tree sha: String) -> AnyPublisher<GitTree, GitHubError> {
        object(.directory(owner: owner, repo: repo, tree: sha)).map(\.value).eraseToAnyPublisher()
    }

    /// The file at `path` of `owner/repo` at `ref` (the default branch when nil), or what is
    /// there instead, and GitHub's bytes of the answer.
    public func contents(owner: String, repo: String, path: RepositoryPath, ref: String?) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError> {
        object(.contents(owner: owner, repo: repo, path: path, ref: ref))
    }

    /// The README GitHub prefers for `owner/repo` at `ref`, and GitHub's bytes of the answer.
    public func readme(owner: String, repo: String, ref: String?) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError> {
        object(.readme(owner: owner, repo: repo, ref: ref))
    }

    /// The bytes of the file at `path` of `owner/repo` at `ref`, handed to `stream` as they
    /// arrive, with GitHub's raw media type: how a file of 1 to 100 MB is read, which the contents
    /// API's JSON leaves out. Publishes the count of bytes handed on; fails past
    /// `Limit.fileBytes`. Never cached, and tried once (see `PageFetcher.stream`).
    public func rawFile(owner: String, repo: String, path: RepositoryPath, ref: String?, into stream: BodyStream) -> AnyPublisher<Int, GitHubError> {
        let endpoint = GitHubEndpoint.contents(owner: owner, repo: repo, path: path, ref: ref)
        return at(endpoint) { [paginator] url in
            paginator.fetcher.stream(url, endpoint: endpoint.summary, maxBytes: Limit.fileBytes.value, into: stream)
        }
    }

    /// The bytes of code in each language of `owner/repo`, as GitHub counts them.
    public func languages(owner: String, repo: String) -> AnyPublisher<Fetched<RepositoryLanguages>, GitHubError> {
        object(.languages(owner: owner, repo: repo))
    }

    /// One object from `endpoint`, decoded, with GitHub's bytes.
    func object<Value: Decodable & Sendable>(_ endpoint: GitHubEndpoint) -> AnyPublisher<Fetched<Value>, GitHubError> {
        at(endpoint) { [paginator] url in
            paginator.pageStream(from: url, as: Value.self, endpoint: endpoint.summary, limit: 1) { _ in 1 }
                .collect()
                .tryMap { pages -> Fetched<Value> in
                    guard let page = pages.first else { throw GitHubError.undecodable(endpoint: endpoint.summary, path: "", reason: "no answer") }
                    return Fetched(value: page.body, bytes: page.bytes)
                }
                .mapToGitHubError(endpoint: endpoint.summary)
                .eraseToAnyPublisher()
        }
    }
}
