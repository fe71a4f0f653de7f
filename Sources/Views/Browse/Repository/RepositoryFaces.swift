/// How each face of the repository screen is made (by the CLI, which knows the service): those
/// that follow the ref at it (nil: the default branch).
public struct RepositoryFaces {
    /// The README.
    public var readme: @MainActor (_ ref: String?) -> ReadmeFaceState
    /// The files.
    public var files: @MainActor (_ ref: String?) -> FilesFaceState
    /// The commits screen, as a face.
    public var commits: @MainActor (_ ref: String?) -> CommitsScreenState
    /// The branches.
    public var branches: @MainActor () -> BranchesFaceState
    /// The tags.
    public var tags: @MainActor () -> TagsFaceState
    /// The releases.
    public var releases: @MainActor () -> ReleasesFaceState

    /// Creates the makers.
    public init(
        readme: @escaping @MainActor (String?) -> ReadmeFaceState, files: @escaping @MainActor (String?) -> FilesFaceState,
        commits: @escaping @MainActor (String?) -> CommitsScreenState, branches: @escaping @MainActor () -> BranchesFaceState,
        tags: @escaping @MainActor () -> TagsFaceState, releases: @escaping @MainActor () -> ReleasesFaceState
    ) {
        (self.readme, self.files, self.commits) = (readme, files, commits)
        (self.branches, self.tags, self.releases) = (branches, tags, releases)
    }
}
