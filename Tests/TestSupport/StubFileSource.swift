import Foundation
import Models
import Reactive
import Service
import ViewModels

/// A repository's files, refs and comparisons from memory, as the service would hand them up: by default
/// bottle-rocket's fixtures, each answer replaceable by a test (a README GitHub does not have, a
/// file past 1 MB, branches of the test's own names). The one stub of its kind.
public struct StubFileSource: RepositoryFileSource, RefSource, ComparisonSource {
    /// The tree at a ref (or of a folder), completed or not.
    public var onTree: @Sendable (_ ref: String, _ path: RepositoryPath, _ whole: Bool) -> AnyPublisher<Fetched<GitTree>, GitHubError>
    /// One folder's entries, by its tree's SHA.
    public var onFolder: @Sendable (_ sha: String) -> AnyPublisher<GitTree, GitHubError>
    /// What is at a path.
    public var onContents: @Sendable (_ path: RepositoryPath, _ ref: String?) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError>
    /// The README.
    public var onReadme: @Sendable (_ ref: String?) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError>
    /// A file's bytes, read raw into the stream.
    public var onRaw: @Sendable (_ path: RepositoryPath, _ stream: BodyStream) -> AnyPublisher<Int, GitHubError>
    /// The names of the branches and tags, where the test gives its own (else the fixtures').
    public var refNames: (branches: [String], tags: [String])?

    /// bottle-rocket's fixtures.
    public init() {
        onTree = { _, _, _ in Self.fetched("repos-atomicrobot-bottle-rocket-git-trees-HEAD.http") }
        onFolder = { _ in Fail(error: .noResult).eraseToAnyPublisher() }
        onContents = { path, _ in
            switch path.description {
            case "docs/latest": Self.fetched("repos-atomicrobot-bottle-rocket-contents-docs-latest.http")
            case "vendor/lib": Self.fetched("repos-atomicrobot-bottle-rocket-contents-vendor-lib.http")
            default: Self.fetched("repos-atomicrobot-bottle-rocket-contents-README.md.http")
            }
        }
        onReadme = { _ in Self.fetched("repos-atomicrobot-bottle-rocket-readme.http") }
        onRaw = { _, _ in Fail(error: .noResult).eraseToAnyPublisher() }
    }

    /// bottle-rocket's fixtures, but for the branches and tags, which are `branches` and `tags`.
    public init(branches: [String], tags: [String]) {
        self.init()
        refNames = (branches, tags)
    }

    /// A fixture's body, decoded as the service decodes it, with its bytes.
    public static func fetched<Value: Decodable & Sendable>(_ name: String) -> AnyPublisher<Fetched<Value>, GitHubError> {
        do {
            let body = try FixtureRouter.body(of: name)
            let value = try GitHubJSON.decoder().decode(Value.self, from: body)
            return Just(Fetched(value: value, bytes: body)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        } catch {
            return Fail(error: .undecodable(endpoint: name, path: "", reason: "\(error)")).eraseToAnyPublisher()
        }
    }

    /// `onTree`'s answer.
    public func tree(owner: String, repo: String, ref: String, path: RepositoryPath, whole: Bool) -> AnyPublisher<Fetched<GitTree>, GitHubError> {
        onTree(ref, path, whole)
    }
    /// `onFolder`'s answer.
    public func folder(owner: String, repo: String, tree sha: String) -> AnyPublisher<GitTree, GitHubError> { onFolder(sha) }
    /// `onContents`'s answer.
    public func contents(owner: String, repo: String, path: RepositoryPath, ref: String?) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError> {
        onContents(path, ref)
    }
    /// `onReadme`'s answer.
    public func readme(owner: String, repo: String, ref: String?) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError> { onReadme(ref) }
    /// The fixture's languages.
    public func languages(owner: String, repo: String) -> AnyPublisher<Fetched<RepositoryLanguages>, GitHubError> {
        Self.fetched("repos-atomicrobot-bottle-rocket-languages.http")
    }
    /// `onRaw`'s answer.
    public func rawFile(owner: String, repo: String, path: RepositoryPath, ref: String?, into stream: BodyStream) -> AnyPublisher<Int, GitHubError> {
        onRaw(path, stream)
    }

    /// The fixture's refs, or `refNames`.
    public func refPages<Item: Decodable & Sendable>(
        _ kind: GitHubEndpoint.RefKind, of item: Item.Type, owner: String, repo: String, limit: Int?
    ) -> AnyPublisher<Page<Item>, GitHubError> {
        guard let names = refNames else {
            let name = "repos-atomicrobot-bottle-rocket-\(kind.rawValue)\(kind == .tags ? ".page1" : "").http"
            return (Self.fetched(name) as AnyPublisher<Fetched<[Item]>, GitHubError>)
                .map { Page(items: $0.value, bytes: $0.bytes, hasMore: false) }
                .eraseToAnyPublisher()
        }
        let json =
            "["
            + (kind == .tags ? names.tags : names.branches).map { #"{"name":"\#($0)","commit":{"sha":"0123456789abcdef0123456789abcdef01234567"}}"# }
            .joined(separator: ",") + "]"
        do {
            let items = try JSONDecoder().decode([Item].self, from: Data(json.utf8))
            return Just(Page(items: items, bytes: Data(json.utf8), hasMore: false)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        } catch {
            return Fail(error: .undecodable(endpoint: kind.rawValue, path: "", reason: "\(error)")).eraseToAnyPublisher()
        }
    }

    /// The fixtures' comparison of `base...head` in bottle-rocket, its pages merged as the
    /// service merges them; GitHub's 404 for one the fixtures do not hold.
    public func compare(owner: String, repo: String, base: String, head: String) -> AnyPublisher<ComparisonPages, GitHubError> {
        let names: [String]
        switch "\(base)...\(head)" {
        case "release/1.0...main":
            names = ["repos-atomicrobot-bottle-rocket-compare-release-main.page1.http", "repos-atomicrobot-bottle-rocket-compare-release-main.page2.http"]
        case "main...release/1.0": names = ["repos-atomicrobot-bottle-rocket-compare-main-release.http"]
        case "b25056ab37fe1d0426ad5d75a290b3b2697912a1...d4049f477b0b235e27903546a3c9f780db8137ff":
            names = ["repos-atomicrobot-bottle-rocket-compare-b25056a-d4049f4.http"]
        default: return Fail(error: .notFound(message: "Not Found")).eraseToAnyPublisher()
        }
        do {
            let pages = try names.map(FixtureRouter.body(of:))
            let merged = ComparisonPages.merging(try pages.map { try GitHubJSON.decoder().decode(Comparison.self, from: $0) }, bytes: pages)
            return merged.map { Just($0).setFailureType(to: GitHubError.self).eraseToAnyPublisher() } ?? Fail(error: .noResult).eraseToAnyPublisher()
        } catch {
            return Fail(error: .undecodable(endpoint: "compare", path: "", reason: "\(error)")).eraseToAnyPublisher()
        }
    }
}
