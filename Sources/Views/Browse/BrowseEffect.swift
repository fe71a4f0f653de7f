import Foundation
import Models
import Service

/// What a browse screen asks for that it cannot do itself: the terminal's effects, run by the
/// driver, and the navigation between screens, run by the `Browser`.
public enum BrowseEffect: Equatable, Sendable {
    /// Leave, exit 0.
    case quit
    /// Leave as Ctrl-C does, exit 130.
    case interrupt
    /// Open a web page of the configured GitHub host (never a URL a server sent).
    case openURL(URL)
    /// Put text on the clipboard (OSC 52).
    case copy(String)
    /// Show a note in the status line until the next key.
    case note(String)
    /// Open a repository, on its README.
    case openRepository(Repository)
    /// Open one file of a repository.
    case openFile(Repository, path: String, ref: String?)
    /// Open one commit of a repository.
    case openCommit(Repository, sha: String)
    /// Open a repository's commits from a branch or tag.
    case openCommits(Repository, ref: String)
    /// Open the commits that touched `path` at `ref` (nil: the default branch).
    case openHistory(Repository, path: String, ref: String?)
    /// Open what `head` has that `base` lacks.
    case openComparison(Repository, base: String, head: String)
    /// Open a release's notes.
    case openRelease(Repository, Release)
    /// Open a repository's details.
    case openDetails(Repository)
    /// Open the branch-or-tag picker of a repository, showing `current`.
    case pickRef(Repository, current: String?)
    /// Show `ref` on the screen below (the picker has gone back to it).
    case chooseRef(String)
    /// Back to the screen before.
    case back
}

extension BrowseEffect {
    /// `o` opens `page`, `y` copies it; a page that could not be built (a server's name that is
    /// not a GitHub name) is said, with why, and nothing is run or copied.
    static func link(_ page: Result<URL, WebPages.Refusal>, for action: BrowseAction) -> [BrowseEffect] {
        switch page {
        case .success(let url) where action == .browser: return [.openURL(url)]
        case .success(let url): return [.copy(url.absoluteString), .note("copied \(url.absoluteString)")]
        case .failure(let refusal): return [.note("not opened: \(refusal.reason)")]
        }
    }
}
