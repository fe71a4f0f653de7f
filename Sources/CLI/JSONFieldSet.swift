import Views

/// The top-level fields of the JSON objects a command prints: what `--json a,b` may select.
protocol JSONFieldSet: Sendable {
    /// The field names, in GitHub's order.
    static var names: [String] { get }
}

/// A repository listing's objects.
enum RepositoryFields: JSONFieldSet {
    static var names: [String] { GitHubFields.repository }
}

/// A commit listing's objects.
enum CommitFields: JSONFieldSet {
    static var names: [String] { GitHubFields.commit }
}

/// One commit in full.
enum CommitDetailFields: JSONFieldSet {
    static var names: [String] { GitHubFields.commitDetail }
}

/// The activity summary's objects (ours, not GitHub's).
enum ActivityFields: JSONFieldSet {
    static var names: [String] { ActivityView.fields }
}
