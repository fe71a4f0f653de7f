import Foundation
import JSON
import Models

/// One commit as the service hands it up: the detail with every page's files merged, and GitHub's
/// bytes of each page (GitHub pages a commit's files 300 at a time). The one place a commit's
/// pages are merged, decoded (`merging`) and as GitHub's bytes (`document(of:)`).
public struct CommitPages: Sendable {
    /// The commit, with the files of all pages.
    public let detail: CommitDetail
    /// Each page's body exactly as GitHub sent it, in order: page 1's object carries everything
    /// but the files of later pages.
    public let pages: [Data]

    /// Creates the pages of a commit.
    public init(detail: CommitDetail, pages: [Data]) {
        self.detail = detail
        self.pages = pages
    }

    /// The commit of `details` (one per page, in order): page 1's, with every page's files; nil
    /// for no pages.
    public static func merging(_ details: [CommitDetail], bytes: [Data]) -> CommitPages? {
        guard var detail = details.first else { return nil }
        detail.files = details.flatMap(\.files)
        return CommitPages(detail: detail, pages: bytes)
    }

    /// A commit's object from its pages: page 1's object with its `files` array holding every
    /// page's files, byte for byte.
    public static func document(of pages: [Data]) throws(JSONScanner.Malformed) -> Data {
        try PagedDocument.merging("files", of: pages)
    }
}
