import Foundation
import Models
import Service

/// The state of `repos compare` and of `browse`'s comparison screen: what `head` has that `base`
/// lacks (`comparison`, with every page's commits).
public typealias ComparisonViewModel = PagedObjectViewModel<Comparison, ComparedRefs>

/// The two refs of a comparison.
public struct ComparedRefs: Sendable {
    /// The ref compared against.
    public let base: String
    /// The ref whose commits are listed.
    public let head: String
    /// Whether `base` is asked about as a point in the past (`ComparisonHeader.since`).
    public let since: Bool
}

extension PagedObjectViewModel where Object == Comparison, Request == ComparedRefs {
    /// Creates the view model.
    public convenience init(
        owner: String, repo: String, base: String, head: String, since: Bool = false, source: any ComparisonSource, now: @escaping @Sendable () -> Date
    ) {
        self.init(owner: owner, repo: repo, request: ComparedRefs(base: base, head: head, since: since), now: now) {
            source.compare(owner: owner, repo: repo, base: base, head: head)
        }
    }

    /// The ref compared against.
    public var base: String { request.base }
    /// The ref whose commits are listed.
    public var head: String { request.head }
    /// The comparison with every page's commits, once loaded.
    public var comparison: Comparison? { object }

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
            base: base, head: head, aheadBy: comparison.aheadBy, behindBy: comparison.behindBy, since: request.since,
            mergeBase: comparison.mergeBaseCommit.map { CommitRow($0, now: now()) },
            summary: ChangeSummary.line(additions: additions, deletions: deletions, files: files.count)
        )
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
