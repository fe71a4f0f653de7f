import Foundation
import JSON
import Models

/// Two refs compared, as the service hands them up: the comparison with every page's commits
/// merged, and GitHub's bytes of each page (GitHub pages a comparison's commits when asked with
/// `per_page`, and lists its files on the first page only). The one place a comparison's pages
/// are merged, decoded (`merging`) and as GitHub's bytes (`document(of:)`).
public struct ComparisonPages: Sendable {
    /// The comparison, with the commits of all pages.
    public let comparison: Comparison
    /// Each page's body exactly as GitHub sent it, in order.
    public let pages: [Data]

    /// Creates the pages of a comparison.
    public init(comparison: Comparison, pages: [Data]) {
        self.comparison = comparison
        self.pages = pages
    }

    /// The comparison of `comparisons` (one per page, in order): page 1's, with every page's
    /// commits; nil for no pages.
    public static func merging(_ comparisons: [Comparison], bytes: [Data]) -> ComparisonPages? {
        guard var comparison = comparisons.first else { return nil }
        comparison.commits = comparisons.flatMap(\.commits)
        return ComparisonPages(comparison: comparison, pages: bytes)
    }

    /// A comparison's object from its pages: page 1's object with its `commits` array holding
    /// every page's commits, byte for byte.
    public static func document(of pages: [Data]) throws(JSONScanner.Malformed) -> Data {
        try PagedDocument.merging("commits", of: pages)
    }
}
