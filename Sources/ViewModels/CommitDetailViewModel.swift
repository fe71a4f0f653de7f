import Foundation
import Models
import Reactive
import Service

/// The state of `repos commit`: one commit with every changed file.
@MainActor
public final class CommitDetailViewModel {
    /// The commit (nil until loaded) and its loading state.
    public let resource: Resource<LoadedCommit?>
    /// The repository's owner.
    public let owner: String
    /// The repository's name.
    public let repo: String
    /// The SHA or ref asked for.
    public let ref: String
    private let source: any CommitSource
    private let now: @Sendable () -> Date
    /// Whether to keep GitHub's bytes of each page, for a view that writes them.
    private let keepsDocuments: Bool

    /// Creates the view model; `keepsDocuments` keeps GitHub's bytes of each page, for a view that writes GitHub's JSON.
    public init(owner: String, repo: String, ref: String, source: any CommitSource, now: @escaping @Sendable () -> Date, keepsDocuments: Bool = false) {
        self.keepsDocuments = keepsDocuments
        self.owner = owner
        self.repo = repo
        self.ref = ref
        self.source = source
        self.now = now
        resource = Resource(empty: nil)
    }

    /// The commit, once loaded.
    public var detail: CommitDetail? { resource.value?.detail }
    /// GitHub's object of the commit when kept: page 1's object with every page's files.
    public var document: Data? { resource.value?.document }
    /// The failure, if loading failed.
    public var error: GitHubError? { resource.error }

    /// Fetches the commit; returns when done.
    public func load() async {
        let (keepsDocuments, endpoint) = (self.keepsDocuments, "commit \(ref)")
        let commit = source.commit(owner: owner, repo: repo, ref: ref)
            .tryMap { pages throws(GitHubError) -> LoadedCommit? in
                guard keepsDocuments else { return LoadedCommit(detail: pages.detail, document: nil) }
                do throws(JSONScanner.Malformed) {
                    return LoadedCommit(detail: pages.detail, document: try Self.mergingFiles(of: pages.pages))
                } catch {
                    throw .undecodable(endpoint: endpoint, path: "files", reason: error.reason)
                }
            }
            .mapError { $0 as? GitHubError ?? .undecodable(endpoint: endpoint, path: "", reason: "\($0)") }
        await resource.load(commit.eraseToAnyPublisher())
    }

    /// The header facts of the commit, formatted.
    public var header: CommitHeader? {
        guard let detail else { return nil }
        let git = detail.summary.commit
        let date = git.author?.date
        let files = detail.files
        let additions = detail.stats?.additions ?? files.compactMap(\.additions).reduce(0, +)
        let deletions = detail.stats?.deletions ?? files.compactMap(\.deletions).reduce(0, +)
        return CommitHeader(
            sha: detail.summary.sha,
            author: Self.person(login: detail.summary.author?.login, actor: git.author),
            committer: Self.person(login: detail.summary.committer?.login, actor: git.committer),
            date: date.map { "\(GitHubJSON.formatDate($0)) (\(RelativeTime.describe($0, now: now())))" } ?? "",
            parents: detail.summary.parents.map(\.sha),
            message: git.message,
            // ASCII signs, so the line can be grepped and read by tools.
            summary: "+\(additions) -\(deletions) in \(files.count) \(files.count == 1 ? "file" : "files")"
        )
    }

    /// "Name <email> (@login)", leaving out what is unknown.
    nonisolated static func person(login: String?, actor: GitActor?) -> String {
        var parts: [String] = []
        if let name = actor?.name, !name.isEmpty { parts.append(name) }
        if let email = actor?.email, !email.isEmpty { parts.append("<\(email)>") }
        if let login, !login.isEmpty { parts.append("(@\(login))") }
        return parts.joined(separator: " ")
    }

    /// Page 1's object with its `files` array holding every page's files, byte for byte; every
    /// other member is left as GitHub sent it.
    nonisolated static func mergingFiles(of pages: [Data]) throws(JSONScanner.Malformed) -> Data {
        guard let first = pages.first else { throw JSONScanner.Malformed(reason: "no pages") }
        guard pages.count > 1, let files = try JSONScanner.member("files", ofObject: first) else { return first }
        var merged = Data("[".utf8)
        var separator = false
        for page in pages {
            guard let member = try JSONScanner.member("files", ofObject: page) else { continue }
            let array = JSONScanner.slice(page, member.value)
            for range in try JSONScanner.elements(ofArray: array) {
                if separator { merged.append(UInt8(ascii: ",")) }
                merged.append(JSONScanner.slice(array, range))
                separator = true
            }
        }
        merged.append(UInt8(ascii: "]"))
        var result = first
        result.replaceSubrange(first.startIndex + files.value.lowerBound..<first.startIndex + files.value.upperBound, with: merged)
        return result
    }
}
