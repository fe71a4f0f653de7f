import Foundation
import Models

/// One commit as `CommitDetailViewModel` holds it: the detail, and GitHub's object when kept.
public struct LoadedCommit: Sendable {
    /// The commit with every page's files.
    public let detail: CommitDetail
    /// GitHub's object as sent, its `files` holding every page's files; nil when not kept.
    public let document: Data?
}
