import Foundation
import Models

/// One commit as the service hands it up: the detail with every page's files merged, and GitHub's
/// bytes of each page (GitHub pages a commit's files 300 at a time).
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
}
