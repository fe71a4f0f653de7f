/// What a sweep lists: pull requests, or issues.
public enum WorkKind: String, Sendable {
    /// Pull requests.
    case pullRequests
    /// Issues, pull requests left out.
    case issues

    /// Search's qualifier for the kind, added to a `--search` query.
    var searchQualifier: String { self == .pullRequests ? "is:pr" : "is:issue" }
}
