/// One commit as the table shows it.
public struct CommitRow: Equatable, Sendable {
    /// The first seven characters of the SHA.
    public var shortSHA: String
    /// The whole SHA.
    public var sha: String
    /// The author's login, else git's author name.
    public var author: String
    /// "3 days ago".
    public var date: String
    /// ISO 8601 UTC, or empty.
    public var dateISO: String
    /// The first line of the message.
    public var subject: String

    /// Creates a row.
    public init(shortSHA: String, sha: String, author: String, date: String, dateISO: String, subject: String) {
        self.shortSHA = shortSHA
        self.sha = sha
        self.author = author
        self.date = date
        self.dateISO = dateISO
        self.subject = subject
    }
}
