/// What a key asks the browse screens to do.
public enum BrowseAction: Equatable, Sendable {
    /// Selection (or, on a commit, the view) one line down.
    case down
    /// One line up.
    case up
    /// One screen down.
    case pageDown
    /// One screen up.
    case pageUp
    /// To the first line.
    case top
    /// To the last line.
    case bottom
    /// Opens the selected item.
    case open
    /// Back to the screen before, its selection kept; on the first screen, nothing.
    case back
    /// Quits.
    case quit
    /// Quits as an interrupt (exit 130).
    case interrupt
    /// Starts typing a filter.
    case filter
    /// The next order of repositories.
    case sort
    /// Opens the item's page in a web browser.
    case browser
    /// Copies the item's URL (a commit's SHA) to the clipboard.
    case copy
    /// Loads the screen again, revalidating with the cache.
    case refresh
    /// Shows or hides every key.
    case help
}
