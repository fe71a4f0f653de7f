/// One commit object in GitHub's shape, as `/repos/<owner>/<repo>/commits` lists it, written once
/// for every synthetic server: each fixture says what differs (who, when, which optional fields),
/// and the keys always come in GitHub's order.
///
/// Every string is put into the JSON as it is, so a message holding `\n` or a quote must come
/// escaped; `author`, `committer` and `parents` are JSON text (an account object or `null`, an
/// array), since fixtures differ in what accounts they give.
public struct CommitJSON: Sendable {
    /// A name, an e-mail and an ISO-8601 date, as in `commit.author` and `commit.committer`.
    public struct Signature: Sendable {
        /// The name.
        public var name: String
        /// The e-mail address.
        public var email: String
        /// The date, e.g. `2026-11-29T10:00:00Z`.
        public var date: String

        /// A signature.
        public init(name: String, email: String, date: String) {
            self.name = name
            self.email = email
            self.date = date
        }

        fileprivate var json: String { #"{"name":"\#(name)","email":"\#(email)","date":"\#(date)"}"# }
    }

    /// The commit's SHA.
    public var sha: String
    /// `node_id`.
    public var nodeID: String
    /// `commit.author`.
    public var author: Signature
    /// `commit.committer`.
    public var committer: Signature
    /// `commit.message`, JSON-escaped.
    public var message: String
    /// `commit.tree`'s SHA and URL; absent when nil.
    public var tree: (sha: String, url: String)?
    /// `commit.url` (the git commit's API URL); absent when nil.
    public var gitURL: String?
    /// Whether `commit.verification` is there (an unsigned commit's).
    public var verification: Bool
    /// `url`.
    public var url: String
    /// `html_url`.
    public var htmlURL: String
    /// `comments_url`; absent when nil.
    public var commentsURL: String?
    /// `author`: an account object or `null`, as JSON text.
    public var authorAccount: String
    /// `committer`: an account object or `null`, as JSON text.
    public var committerAccount: String
    /// `parents`, as JSON text.
    public var parents: String

    /// A commit with no tree, git URL, verification or comments URL, and no accounts or parents
    /// unless given.
    public init(
        sha: String, nodeID: String, author: Signature, committer: Signature, message: String, url: String, htmlURL: String,
        authorAccount: String = "null", committerAccount: String = "null", parents: String = "[]"
    ) {
        self.sha = sha
        self.nodeID = nodeID
        self.author = author
        self.committer = committer
        self.message = message
        self.verification = false
        self.url = url
        self.htmlURL = htmlURL
        self.authorAccount = authorAccount
        self.committerAccount = committerAccount
        self.parents = parents
    }

    /// A user's account object, as `author` and `committer` carry it.
    public static func user(_ login: String, id: Int) -> String {
        #"{"login":"\#(login)","id":\#(id),"type":"User","html_url":"https://github.com/\#(login)"}"#
    }

    /// The object, as JSON text on one line.
    public var text: String {
        var inner = #"{"author":\#(author.json),"committer":\#(committer.json),"message":"\#(message)""#
        if let tree { inner += #","tree":{"sha":"\#(tree.sha)","url":"\#(tree.url)"}"# }
        if let gitURL { inner += #","url":"\#(gitURL)""# }
        inner += #","comment_count":0"#
        if verification { inner += #","verification":{"verified":false,"reason":"unsigned","signature":null,"payload":null,"verified_at":null}"# }
        inner += "}"
        var outer = #"{"sha":"\#(sha)","node_id":"\#(nodeID)","commit":\#(inner),"url":"\#(url)","html_url":"\#(htmlURL)""#
        if let commentsURL { outer += #","comments_url":"\#(commentsURL)""# }
        return outer + #","author":\#(authorAccount),"committer":\#(committerAccount),"parents":\#(parents)}"#
    }
}
