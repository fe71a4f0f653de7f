/// What the browse screens ask of the terminal driver: the things a view cannot do itself.
public enum BrowseEffect: Equatable, Sendable {
    /// Leave, exit 0.
    case quit
    /// Leave as Ctrl-C does, exit 130.
    case interrupt
    /// Open a URL in a web browser.
    case openURL(String)
    /// Put text on the clipboard (OSC 52).
    case copy(String)
}
