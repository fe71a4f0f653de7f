import Foundation

/// A commit as listed by `GET /repos/{owner}/{repo}/commits`.
///
/// `author` and `committer` are GitHub accounts and may be null, or `{}` when git's e-mail matches
/// no account; `commit.author` and `commit.committer` are what git recorded.
public struct Commit: Decodable, Hashable, Sendable {
    /// The full SHA.
    public var sha: String
    /// The GraphQL node id.
    public var nodeID: String?
    /// What git recorded.
    public var commit: GitCommit
    /// The API URL.
    public var url: String?
    /// The commit's page on github.com.
    public var htmlURL: String?
    /// The author's GitHub account, if GitHub matched one.
    public var author: User?
    /// The committer's GitHub account, if GitHub matched one.
    public var committer: User?
    /// The parent commits.
    public var parents: [Parent]

    /// Creates a commit.
    public init(sha: String, commit: GitCommit, htmlURL: String? = nil, author: User? = nil, committer: User? = nil, parents: [Parent] = []) {
        (self.sha, self.commit, self.htmlURL, self.author, self.committer, self.parents) = (sha, commit, htmlURL, author, committer, parents)
    }

    /// Who made the commit and when: what a report across many commits keeps.
    public var authorship: Authorship {
        Authorship(sha: sha, author: commit.author, committer: commit.committer, login: author?.login)
    }

    /// Decodes leniently: only `sha` identifies a commit. A missing `commit` is an empty one, and
    /// missing `parents` are none, as older and partial responses have them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sha = try container.decode(String.self, forKey: .sha)
        nodeID = try container.decodeIfPresent(String.self, forKey: .nodeID)
        commit = try container.decodeIfPresent(GitCommit.self, forKey: .commit) ?? GitCommit(author: nil, committer: nil, message: "")
        url = try container.decodeIfPresent(String.self, forKey: .url)
        htmlURL = try container.decodeIfPresent(String.self, forKey: .htmlURL)
        author = try container.decodeIfPresent(User.self, forKey: .author)
        committer = try container.decodeIfPresent(User.self, forKey: .committer)
        parents = try container.decodeIfPresent([Parent].self, forKey: .parents) ?? []
    }

    /// GitHub's field names, in GitHub's order.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case sha
        case nodeID = "node_id"
        case commit, url
        case htmlURL = "html_url"
        case author, committer, parents
    }

    /// The git side of a commit.
    public struct GitCommit: Decodable, Hashable, Sendable {
        /// Who wrote it, per git.
        public var author: GitActor?
        /// Who committed it, per git.
        public var committer: GitActor?
        /// The whole message.
        public var message: String
        /// How many comments it has.
        public var commentCount: Int?

        /// Creates the git side.
        public init(author: GitActor?, committer: GitActor?, message: String, commentCount: Int? = nil) {
            (self.author, self.committer, self.message, self.commentCount) = (author, committer, message, commentCount)
        }

        /// The message's first line, as git and GitHub title a commit, whatever its line ending:
        /// cut at the first line feed, a carriage return before it dropped. Cut by scalars, since
        /// as Characters `"\r\n"` is one and a split on `"\n"` would never cut a CRLF message.
        public var title: String {
            let scalars = message.unicodeScalars
            var line = scalars[..<(scalars.firstIndex(of: "\n") ?? scalars.endIndex)]
            if line.last == "\r" { line = line.dropLast() }
            return String(String.UnicodeScalarView(line))
        }

        /// The message's lines, each without its line ending (`\n` or `\r\n`), for a view that
        /// lays it out line by line: a carriage return kept there would show as a stray space.
        public var lines: [String] {
            message.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                String(String.UnicodeScalarView(line.last == "\r" ? line.dropLast() : line))
            }
        }

        enum CodingKeys: String, CodingKey {
            case author, committer, message
            case commentCount = "comment_count"
        }

        /// Decodes leniently: a missing or null message is empty.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            author = try container.decodeIfPresent(GitActor.self, forKey: .author)
            committer = try container.decodeIfPresent(GitActor.self, forKey: .committer)
            message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
            commentCount = try container.decodeIfPresent(Int.self, forKey: .commentCount)
        }
    }

    /// A parent commit.
    public struct Parent: Decodable, Hashable, Sendable {
        /// The parent's SHA.
        public var sha: String
        /// Its page on github.com.
        public var htmlURL: String?

        /// Creates a parent.
        public init(sha: String, htmlURL: String? = nil) {
            self.sha = sha
            self.htmlURL = htmlURL
        }

        enum CodingKeys: String, CodingKey {
            case sha
            case htmlURL = "html_url"
        }
    }
}
