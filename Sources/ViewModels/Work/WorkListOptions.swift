import Foundation
import Service

/// What `repos prs` or `repos issues` was asked: where, which state, which filters, in what order
/// and how many.
public struct WorkListOptions: Sendable {
    /// Pull requests or issues.
    public var kind: WorkKind
    /// The organizations and repositories swept.
    public var targets: [WorkTarget]
    /// Which state, and since when for closed items.
    public var query: WorkQuery
    /// Whether archived repositories are swept too.
    public var archived: Bool
    /// Whether repositories GitHub counts nothing open in are left unasked.
    public var gated: Bool
    /// The filters applied to what was fetched.
    public var filter: WorkFilter
    /// The order.
    public var sort: WorkSort
    /// The most items shown; nil for all.
    public var limit: Int?
    /// Only items updated since `lastLooked`.
    public var newOnly: Bool
    /// When these targets were last listed, for the marks of what changed since.
    public var lastLooked: Date?
    /// A query handed to GitHub's search instead of a sweep.
    public var search: String?

    /// Creates options.
    public init(
        kind: WorkKind, targets: [WorkTarget], query: WorkQuery = WorkQuery(), archived: Bool = false, gated: Bool = true,
        filter: WorkFilter = WorkFilter(), sort: WorkSort = .updated, limit: Int? = nil, newOnly: Bool = false, lastLooked: Date? = nil,
        search: String? = nil
    ) {
        (self.kind, self.targets, self.query, self.archived, self.gated) = (kind, targets, query, archived, gated)
        (self.filter, self.sort, self.limit, self.newOnly, self.lastLooked, self.search) = (filter, sort, limit, newOnly, lastLooked, search)
    }

    /// The search query sent for `search`: the text, the kind's qualifier, the state asked for
    /// (`is:open` or `is:closed`, unless the text names one: search alone lists every state),
    /// and each target as `org:` or `repo:`.
    var searchQuery: String? {
        guard let search else { return nil }
        let scopes = targets.map { target -> String in
            switch target {
            case .owner(let owner): return "org:\(owner)"
            case .repository(let owner, let name): return "repo:\(owner)/\(name)"
            }
        }
        let words = search.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        let kindGiven = words.contains { ["is:pr", "is:issue", "type:pr", "type:issue"].contains($0) }
        let stateGiven = words.contains { ["is:open", "is:closed", "is:merged", "is:unmerged", "state:open", "state:closed"].contains($0) }
        let state: [String]
        switch query.state {
        case .open: state = stateGiven ? [] : ["is:open"]
        case .closed: state = stateGiven ? [] : ["is:closed"]
        case .all: state = []
        }
        return ([search] + (kindGiven ? [] : [kind.searchQualifier]) + state + scopes).joined(separator: " ")
    }
}
