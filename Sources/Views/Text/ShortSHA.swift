/// How a view shortens a SHA where it has little room: its first seven characters, as `git log
/// --oneline` shows it. View models hand up whole SHAs; this is the one place they are cut.
enum ShortSHA {
    /// The characters a short SHA keeps.
    static let length = 7

    /// `sha` shortened.
    static func of(_ sha: String) -> String { String(sha.prefix(length)) }
}
