/// What a key asks the browse screens to do.
public enum BrowseAction: Hashable, Sendable {
    /// Selection (or, on a text screen, the view) one line down.
    case down
    /// One line up.
    case up
    /// One screen down.
    case pageDown
    /// One screen up.
    case pageUp
    /// Half a screen down.
    case halfPageDown
    /// Half a screen up.
    case halfPageUp
    /// To the first line.
    case top
    /// To the last line.
    case bottom
    /// Opens the selected item.
    case open
    /// Clears a kept filter or search; else back to the screen before, its selection kept; on
    /// the first screen, nothing.
    case back
    /// Quits, from anywhere.
    case quit
    /// Quits as an interrupt (exit 130).
    case interrupt
    /// Suspends to the shell (Ctrl-Z), the terminal given back.
    case suspend
    /// Draws the whole screen again (Ctrl-L).
    case redraw
    /// Starts typing a filter (a list) or a search (a text screen).
    case filter
    /// The next match of the search.
    case nextMatch
    /// The match before.
    case previousMatch
    /// The next file of a commit.
    case nextFile
    /// The file before.
    case previousFile
    /// The next order of repositories.
    case sort
    /// The same order, reversed.
    case reverseSort
    /// The selected repository's details.
    case details
    /// The organization's open pull requests.
    case pullRequests
    /// The organization's open issues.
    case issues
    /// The organization's events as they happen.
    case activity
    /// Opens the item's page in a web browser.
    case browser
    /// Copies the item's URL (a commit's SHA) to the clipboard.
    case copy
    /// Loads the screen again, revalidating with the cache.
    case refresh
    /// Shows every key.
    case help
    /// The repository screen's next face.
    case nextFace
    /// The repository screen's face at this place, from 1.
    case face(Int)
    /// Pick the ref a repository's faces show.
    case pickRef
    /// Compare: a branch or tag with the default branch, or the marked commit with the selected.
    case compare
    /// Mark the selected commit, to compare it with another.
    case mark
    /// Wrap a diff's long lines, or cut them and scroll sideways.
    case wrap
    /// The commits that touched the selected path.
    case history
}
