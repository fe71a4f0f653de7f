import Foundation
import Models
import Service

/// The rules that decide which repositories a listing shows and in what order, the same for a
/// gathered listing, a streamed one and a live view: GitHub's query for the options, the filters
/// it has no parameter for (language, topic, archived, forks), the stars sort, the limit, and a
/// live view's typed filter and order.
enum RepositoryArrangement {
    /// The repositories of `items` whose name or description matches `query` (`FilterQuery`), in
    /// `order`; GitHub's order stands for `.pushed` and breaks ties.
    static func visible(_ items: [Repository], matching query: String, order: RepositoryListOptions.Sort) -> [Repository] {
        let filter = FilterQuery(query)
        var kept = filter.isEmpty ? items : items.filter { filter.matches($0.name, $0.description) }
        switch order {
        case .name:
            kept = kept.enumerated().sorted { lhs, rhs in
                let result = lhs.element.name.lowercased().compare(rhs.element.name.lowercased())
                return result == .orderedSame ? lhs.offset < rhs.offset : result == .orderedAscending
            }.map(\.element)
        case .stars:
            kept = byStars(kept, places: Array(kept.indices), ascending: false).map { kept[$0] }
        case .pushed, .updated, .created:
            break
        }
        return kept
    }

    /// GitHub's query for the options: its own sort where it has one.
    static func query(for options: RepositoryListOptions) -> RepositoryQuery {
        let sort: RepositoryQuery.Sort?
        switch options.sort {
        case .name?: sort = .fullName
        case .updated?: sort = .updated
        case .pushed?: sort = .pushed
        case .created?: sort = .created
        case .stars?, nil: sort = nil
        }
        return RepositoryQuery(type: options.type, sort: sort, direction: sort == nil ? nil : options.direction)
    }

    /// `places` of `items` ordered by stars (most first, unless `ascending`), the one rule of a
    /// stars sort: stable, so equal stars keep GitHub's order; no count counts as 0.
    static func byStars(_ items: [Repository], places: [Int], ascending: Bool) -> [Int] {
        places.sorted { lhs, rhs in
            let (a, b) = (items[lhs].stargazersCount ?? 0, items[rhs].stargazersCount ?? 0)
            if a != b { return ascending ? a < b : a > b }
            return lhs < rhs
        }
    }

    /// Filters, orders and limits `items`: the places of those to show, in order, and whether
    /// more exist than shown.
    static func arrange(_ items: [Repository], hasMore: Bool, options: RepositoryListOptions) -> (places: [Int], hasMore: Bool) {
        let filtering = options.language != nil || options.topic != nil || options.archived != .include || options.forks != .include
        let sorting = options.sort == .stars
        let cutting = options.limit.map { items.count > $0 } ?? false
        let more = options.needsWholeListing ? false : hasMore
        guard filtering || sorting || cutting else { return (Array(items.indices), more) }
        var kept = Array(items.indices)
        if filtering {
            kept = kept.filter { index in
                let repo = items[index]
                if let language = options.language, repo.language?.lowercased() != language.lowercased() { return false }
                if let topic = options.topic, !(repo.topics ?? []).contains(where: { $0.lowercased() == topic.lowercased() }) { return false }
                switch options.archived {
                case .only where repo.archived != true: return false
                case .exclude where repo.archived == true: return false
                default: break
                }
                switch options.forks {
                case .only where !repo.isFork: return false
                case .exclude where repo.isFork: return false
                default: break
                }
                return true
            }
        }
        if sorting { kept = byStars(items, places: kept, ascending: options.direction == .asc) }
        guard let limit = options.limit, kept.count > limit else { return (kept, more) }
        return (Array(kept.prefix(limit)), true)
    }
}
