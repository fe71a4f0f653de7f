import Models

/// What happened in an organization within a window: the repositories pushed since its start,
/// and the commits of each of them in the window, newest first as GitHub lists them.
public struct OrganizationActivity: Sendable {
    /// One repository and its commits in the window (none for a push to another branch, or an
    /// empty repository).
    public struct RepositoryCommits: Sendable {
        /// The repository.
        public var repository: Repository
        /// Its commits in the window.
        public var commits: [Authorship]

        /// Creates an entry.
        public init(repository: Repository, commits: [Authorship]) {
            self.repository = repository
            self.commits = commits
        }
    }

    /// Every repository pushed since the window's start, in push order.
    public var repositories: [RepositoryCommits]

    /// Creates the activity.
    public init(repositories: [RepositoryCommits]) {
        self.repositories = repositories
    }
}
