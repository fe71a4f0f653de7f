/// The faces of a repository's screen, in tab order: the one list of them, which the tabs, the
/// narrow title and the keys that show each (`1`–`6`) all read.
public enum RepositoryFace: Int, CaseIterable, Sendable {
    case readme, files, commits, branches, tags, releases

    /// Its tab's title.
    public var title: String {
        switch self {
        case .readme: "README"
        case .files: "Files"
        case .commits: "Commits"
        case .branches: "Branches"
        case .tags: "Tags"
        case .releases: "Releases"
        }
    }

    /// Its place among the tabs, from 1: the key that shows it.
    public var place: Int { rawValue + 1 }

    /// The face after it, round to the first.
    var next: RepositoryFace { Self(rawValue: (rawValue + 1) % Self.allCases.count) ?? .readme }

    /// Whether it shows the repository at the ref picked with `b` (the others are the same at
    /// every ref).
    var followsRef: Bool { self == .readme || self == .files || self == .commits }
}
