import ArgumentParser
import Foundation
import Service

/// Which pull request or issue a command is about, as people write it: `owner/repo#n`,
/// `owner/repo n`, `repo#n` in the default owner, or its page's URL on the configured host.
struct WorkReference: Equatable {
    let owner: String
    let repo: String
    let number: Int

    /// Reads `text` (and `number`, when the number is a word of its own); `pages` is the
    /// configured host's, the only host whose URLs are taken.
    static func parse(_ text: String, number: String?, defaultOwner: String, pages: WebPages, pullRequest: Bool) throws(UsageError) -> WorkReference {
        if text.hasPrefix("http://") || text.hasPrefix("https://") {
            guard number == nil else { throw UsageError("Unexpected argument '\(InputRules.printable(number ?? ""))'") }
            return try url(text, pages: pages, pullRequest: pullRequest)
        }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let written = parts.count == 2 ? parts[1] : number
        guard parts.count == 1 || number == nil else { throw UsageError("Unexpected argument '\(InputRules.printable(number ?? ""))'") }
        // The repository first: a number is no help to a name that is not one.
        let (owner, repo) = try InputRules.repository(parts[0], defaultOwner: defaultOwner)
        guard let written, !written.isEmpty else {
            throw UsageError("Missing the number: write \(InputRules.printable(parts[0]))#<n>, or the number after it")
        }
        return WorkReference(owner: owner, repo: repo, number: try Self.number(written))
    }

    /// A pull request's (or issue's) page on the configured host: `ROOT/owner/repo/pull/n`.
    private static func url(_ text: String, pages: WebPages, pullRequest: Bool) throws(UsageError) -> WorkReference {
        let kind = pullRequest ? "pull" : "issues"
        guard let url = URL(string: text), let root = pages.root, url.scheme?.lowercased() == root.scheme, url.host?.lowercased() == root.host?.lowercased(),
            url.port == root.port
        else {
            throw UsageError("'\(InputRules.printable(text))' is not a page of \(pages.root?.absoluteString ?? "the configured host"): give owner/repo#n")
        }
        let rootPath = root.path.split(separator: "/").map(String.init)
        let path = url.path.split(separator: "/").map(String.init)
        guard path.count == rootPath.count + 4, Array(path.prefix(rootPath.count)) == rootPath, path[rootPath.count + 2] == kind else {
            throw UsageError("'\(InputRules.printable(text))' is not \(pullRequest ? "a pull request" : "an issue") page: expected …/owner/repo/\(kind)/<n>")
        }
        let tail = Array(path.suffix(4))
        return WorkReference(
            owner: try InputRules.name(tail[0], kind: "owner"), repo: try InputRules.name(tail[1], kind: "repository"), number: try Self.number(tail[3]))
    }

    /// The largest number taken: more than GitHub has given any repository's items.
    static let largestNumber = 1_000_000_000

    private static func number(_ text: String) throws(UsageError) -> Int {
        guard let value = Int(text), value >= 1, value <= largestNumber else {
            throw UsageError("The value '\(InputRules.printable(text))' is invalid for the number: expected a whole number from 1 to \(largestNumber.grouped)")
        }
        return value
    }
}
