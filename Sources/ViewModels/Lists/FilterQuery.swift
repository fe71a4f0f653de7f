import Foundation

/// What a list's filter matches, for every list alike: the text typed, trimmed, found anywhere in
/// one of an item's texts, ignoring case and accents (`resume` finds `Résumé`), as fzf and
/// GitHub's own filters do. An empty query matches everything.
public struct FilterQuery: Sendable, Equatable {
    /// The text looked for, trimmed; empty matches everything.
    public let needle: String

    /// The query typed as `text`.
    public init(_ text: String) {
        needle = text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether it matches everything.
    public var isEmpty: Bool { needle.isEmpty }

    /// Whether any of `texts` contains the needle.
    public func matches(_ texts: String?...) -> Bool {
        needle.isEmpty || texts.contains { $0?.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }
}
