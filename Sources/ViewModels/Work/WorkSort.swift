/// The orders of `repos prs` and `repos issues`: most recently updated first unless told.
public enum WorkSort: String, CaseIterable, Sendable {
    /// Newest created first.
    case created
    /// Most recently updated first.
    case updated
    /// Most comments first (issues; pull requests' listing has no count, and keeps its order).
    case comments
    /// Oldest created first.
    case oldest

    /// Whether `a` goes before `b`; ties go by identity, so an order never depends on which
    /// repository answered first.
    func precedes(_ a: WorkItem, _ b: WorkItem) -> Bool {
        switch self {
        case .created where a.createdAt != b.createdAt: return a.createdAt > b.createdAt
        case .updated where a.updatedAt != b.updatedAt: return a.updatedAt > b.updatedAt
        case .comments where (a.comments ?? 0) != (b.comments ?? 0): return (a.comments ?? 0) > (b.comments ?? 0)
        case .oldest where a.createdAt != b.createdAt: return a.createdAt < b.createdAt
        default: return (a.repository.lowercased(), a.number) < (b.repository.lowercased(), b.number)
        }
    }
}
