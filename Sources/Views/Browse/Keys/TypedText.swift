import Models

/// A line of text being typed on a browse screen (a filter, a search): what each key does to it.
/// Enter keeps it, Esc clears it, Backspace and Ctrl-U take from it, a paste adds its text without
/// line breaks; keys that move (arrows, pages) are handed back for the screen to act on, so the
/// selection moves while typing.
public struct TypedText: Equatable, Sendable {
    /// What a key did.
    public enum Outcome: Equatable, Sendable {
        /// The text changed (or stayed) and typing goes on.
        case editing
        /// Enter: typing ends, the text kept.
        case kept
        /// Esc: typing ends, the text cleared.
        case cleared
        /// A key for the screen: a move.
        case passed(BrowseAction)
        /// Ctrl-C.
        case interrupt
    }

    /// The most characters kept: a filter longer than a line is of no use and costs every
    /// comparison.
    public static let maxLength = Limit.typedCharacters.value

    /// The text so far.
    public private(set) var text: String

    /// Typing that starts from `text`.
    public init(_ text: String = "") {
        self.text = String(text.prefix(Self.maxLength))
    }

    /// Applies `key`.
    public mutating func apply(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .kept
        case .escape:
            text = ""
            return .cleared
        case .backspace: text = String(text.dropLast())
        case .character(let character): text = String((text + String(character)).prefix(Self.maxLength))
        case .paste(let pasted): text = String((text + pasted.filter { !$0.isNewline }).prefix(Self.maxLength))
        case .control("c"): return .interrupt
        case .control("u"): text = ""
        case .up, .down, .pageUp, .pageDown, .control("d"), .control("f"), .control("b"):
            return KeyBinding.action(for: key).map(Outcome.passed) ?? .editing
        default: break
        }
        return .editing
    }

    /// Applies `key` to the text being typed in `typing`, handing each change to `set` (Esc
    /// hands the empty text); ends typing on Enter or Esc. Returns the action the screen must
    /// still take (a move, or Ctrl-C's interrupt), else nil.
    public static func type(_ key: Key, into typing: inout TypedText?, set: (String) -> Void) -> BrowseAction? {
        guard var typed = typing else { return nil }
        let outcome = typed.apply(key)
        typing = typed
        switch outcome {
        case .editing: set(typed.text)
        case .kept: typing = nil
        case .cleared:
            typing = nil
            set("")
        case .passed(let action): return action
        case .interrupt: return .interrupt
        }
        return nil
    }
}
