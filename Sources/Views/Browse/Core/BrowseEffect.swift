import Foundation
import Models
import Service

/// What a browse screen asks for that it cannot do itself: the terminal's effects, run by the
/// driver, and the navigation between screens, run by the `Browser`.
public enum BrowseEffect: Sendable {
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
    /// Open the screen `route` names, on top of this one.
    case open(any ScreenRoute)
    /// Start a screen's load.
    case load(ScreenLoad)
    /// Show `ref` on the screen below (the picker has gone back to it).
    case chooseRef(String)
    /// Back to the screen before.
    case back
}

extension BrowseEffect: Equatable {
    /// The same effect: routes compare through `isEqual(to:)`, as `any ScreenRoute` cannot be
    /// compared by `==` itself.
    public static func == (lhs: BrowseEffect, rhs: BrowseEffect) -> Bool {
        switch (lhs, rhs) {
        case (.quit, .quit), (.interrupt, .interrupt), (.back, .back): true
        case (.openURL(let left), .openURL(let right)): left == right
        case (.copy(let left), .copy(let right)), (.note(let left), .note(let right)), (.chooseRef(let left), .chooseRef(let right)): left == right
        case (.open(let left), .open(let right)): left.isEqual(to: right)
        case (.load(let left), .load(let right)): left == right
        case (.quit, _), (.interrupt, _), (.openURL, _), (.copy, _), (.note, _), (.open, _), (.load, _), (.chooseRef, _), (.back, _): false
        }
    }
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
