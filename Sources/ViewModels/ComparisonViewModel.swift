import Foundation
import Models
import Reactive
import Service

/// The state of `repos compare` and of `browse`'s comparison screen: what `head` has that `base`
/// lacks, published as it loads (`comparison`, with every page's commits; `pages`, GitHub's
/// bytes; `isLoading`; `error`), loaded through `Resource`'s pipeline.
@MainActor
public final class ComparisonViewModel: ObservableObject, LoadableViewModel {
    /// The comparison with every page's commits, once loaded.
    @Published public private(set) var comparison: Comparison?
    /// GitHub's bytes of each page of the comparison, in order.
    @Published public private(set) var pages: [Data] = []
    /// True while the comparison is asked for and not yet in.
    @Published public private(set) var isLoading = false
    /// The failure, if loading failed.
    @Published public private(set) var error: GitHubError?
    /// The loader: the comparison's pages as the service hands them up.
    private let resource = Resource<ComparisonPages?>(empty: nil)
    /// The repository's owner.
    public let owner: String
    /// The repository's name.
    public let repo: String
    /// The ref compared against.
    public let base: String
    /// The ref whose commits are listed.
    public let head: String
    private let source: any ComparisonSource
    private let now: @Sendable () -> Date

    /// Creates the view model.
    public init(owner: String, repo: String, base: String, head: String, source: any ComparisonSource, now: @escaping @Sendable () -> Date) {
        (self.owner, self.repo, self.base, self.head) = (owner, repo, base, head)
        self.source = source
        self.now = now
        // The loader's state, published as this view model's own.
        resource.$value.map { $0?.object }.assign(to: &$comparison)
        resource.$value.map { $0?.pages ?? [] }.assign(to: &$pages)
        resource.publish(isLoading: &$isLoading, error: &$error)
    }

    /// Cancels the load in flight (Ctrl-C).
    public func cancel() { resource.cancel() }

    /// Fetches the comparison; returns when done.
    public func load() async {
        await resource.load(source.compare(owner: owner, repo: repo, base: base, head: head).map { Optional($0) }.eraseToAnyPublisher())
    }

    /// The commits as rows, oldest first as GitHub lists them, dates relative to the clock.
    public var rows: [CommitRow] {
        let now = self.now()
        return (comparison?.commits ?? []).map { CommitRow($0, now: now) }
    }

    /// The facts shown above the comparison's commits, once loaded.
    public var header: ComparisonHeader? {
        guard let comparison else { return nil }
        let files = comparison.files
        let additions = files.compactMap(\.additions).reduce(0, +)
        let deletions = files.compactMap(\.deletions).reduce(0, +)
        return ComparisonHeader(
            refs: "\(base)...\(head)",
            status: comparison.status,
            standing: Self.standing(comparison, base: base, head: head),
            mergeBase: comparison.mergeBaseCommit.map { CommitRow($0, now: now()) },
            summary: ChangeSummary.line(additions: additions, deletions: deletions, files: files.count)
        )
    }

    /// Where `head` stands against `base`, in words: "main is 40 ahead of release/1.0", "… is 2
    /// behind …", "… is identical to …", or both counts when they diverged.
    nonisolated static func standing(_ comparison: Comparison, base: String, head: String) -> String {
        switch comparison.status {
        case "identical": "\(head) is identical to \(base)"
        case "ahead": "\(head) is \(comparison.aheadBy) ahead of \(base)"
        case "behind": "\(head) is \(comparison.behindBy) behind \(base)"
        default: "\(head) is \(comparison.aheadBy) ahead of \(base) and \(comparison.behindBy) behind it"
        }
    }

    /// What the comparison may leave out, for a note beside it: the files past GitHub's cap, or
    /// commits GitHub did not list; nil when it is whole.
    public var omission: String? {
        guard let comparison else { return nil }
        if comparison.filesMayBeCut {
            return "GitHub lists at most \(Comparison.fileCap) files of a comparison; there may be more (compare fewer commits, or read each commit's files)"
        }
        if comparison.commits.count < comparison.totalCommits {
            return "GitHub listed \(comparison.commits.count) of the comparison's \(comparison.totalCommits) commits"
        }
        return nil
    }
}
