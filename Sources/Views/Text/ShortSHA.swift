/// How a view shortens a SHA where it has little room: its first seven characters, as `git log
/// --oneline` shows it. View models hand up whole SHAs; this is the one place they are cut.
enum ShortSHA {
    /// The characters a short SHA keeps.
    static let length = 7

    /// `sha` shortened.
    static func of(_ sha: String) -> String { String(sha.prefix(length)) }

    /// A ref as a title or a header line on a terminal names it: a commit's whole SHA (a mark's)
    /// short, a branch's or a tag's name as it is.
    static func naming(_ ref: String) -> String {
        ref.count == 40 && ref.allSatisfy(\.isHexDigit) ? of(ref) : ref
    }
}
