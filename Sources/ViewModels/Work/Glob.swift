/// A shell-style pattern over a name: `*` any run of characters, `?` any one, anything else
/// itself, ignoring case (GitHub's names ignore it).
public struct Glob: Equatable, Sendable {
    private let pattern: [Character]

    /// The pattern `text`.
    public init(_ text: String) { pattern = Array(text.lowercased()) }

    /// Whether `name` matches the whole pattern. Greedy with one backtrack point, the last `*`:
    /// at most the pattern's length times the name's steps, for names of at most a few hundred.
    public func matches(_ name: String) -> Bool {
        let text = Array(name.lowercased())
        var (p, t) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                (p, t) = (p + 1, t + 1)
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                star = (last.pattern, last.text + 1)
                (p, t) = (last.pattern + 1, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
