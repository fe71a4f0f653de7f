/// One key press (or one paste) as the browse screens understand it, whatever bytes the terminal
/// sent for it.
public enum Key: Equatable, Sendable {
    /// A printable character, typed.
    case character(Character)
    /// Ctrl and a letter (`control("c")` is Ctrl-C), where the screens act on it.
    case control(Character)
    /// ↑.
    case up
    /// ↓.
    case down
    /// ←.
    case left
    /// →.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter or Return.
    case enter
    /// A lone Esc (not the start of a sequence).
    case escape
    /// Backspace (DEL or ^H).
    case backspace
    /// Tab.
    case tab
    /// Text pasted while the terminal's bracketed paste was on: never read as keys.
    case paste(String)
    /// A sequence the screens have no use for, dropped whole rather than read as typed text.
    case unknown
}
