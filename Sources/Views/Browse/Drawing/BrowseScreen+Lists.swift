import ViewModels

/// The list screens of `repos browse` built from plain values, so the layout of each (its title,
/// columns, key line and empty text) is written once and tested as golden text.
extension BrowseScreen {
    /// How far a listing has come, for a list screen's title.
    public struct Progress: Equatable, Sendable {
        /// Items loaded.
        public var loaded: Int
        /// About how many the whole listing holds, when the server's links say.
        public var expected: Int?
        /// Every page is in.
        public var complete: Bool
        /// The most a listing gathers; a listing that would pass it stops there.
        public var cap: Int

        /// Creates the progress.
        public init(loaded: Int, expected: Int?, complete: Bool, cap: Int) {
            (self.loaded, self.expected, self.complete, self.cap) = (loaded, expected, complete, cap)
        }

        /// `1,400 of ~2,000`, `2,000`, or `the first 50,000 of more` when the listing is cut at
        /// the cap (or the server says it goes past it).
        var count: String {
            if loaded >= cap || (expected ?? 0) > cap { return "the first \(min(loaded, cap).grouped) of more" }
            // While pages arrive the whole is an estimate from GitHub's `last` link.
            if !complete, let expected, expected > loaded { return "\(loaded.grouped) of ~\(expected.grouped)" }
            return loaded.grouped
        }
    }

    /// The repositories screen from plain values: `rows` are the cells of the rows in view
    /// (name, description, language, stars, changed), `selection` counts from the first of them;
    /// `failed` says the listing stopped on an error; `freshness` says when they are the cache's (`cached 4 minutes ago · refreshing`).
    public static func repositories(
        owner: String, progress: Progress, matching: Int, order: RepositoryListOptions.Sort, reversed: Bool, query: String,
        rows: [[String]], selection: Int, isLoading: Bool, failed: Bool = false, freshness: String? = nil
    ) -> BrowseScreen {
        let noun = progress.loaded == 1 && progress.complete ? "repository" : "repositories"
        var count = progress.loaded == 0 && isLoading ? "loading" : progress.count
        // A listing that failed before its first page has no count to give.
        if progress.loaded == 0, failed {
            return BrowseScreen(title: "\(owner) — repositories not loaded", footer: .keys(KeyBinding.hints(for: .repositories)))
        }
        if !query.isEmpty {
            // While pages arrive, the matches are of those loaded so far.
            let estimate = !progress.complete && (progress.expected ?? 0) > progress.loaded ? progress.expected : nil
            count = "\(matching.grouped) of " + (estimate.map { "\(progress.loaded.grouped) loaded (~\($0.grouped))" } ?? count)
        }
        var title = "\(owner) — \(count) \(noun) · by \(order.rawValue)"
        if reversed { title += ", reversed" }
        if !query.isEmpty { title += " · filter \"\(query)\"" }
        if let freshness { title += " · " + freshness }
        return BrowseScreen(
            title: title, highlight: query,
            columns: [
                .init("NAME", priority: 10), .init("DESCRIPTION", flexible: true, priority: 3), .init("LANG", priority: 4),
                .init("★", alignsRight: true, priority: 6), .init(dateColumn(order), isDim: true, priority: 5),
            ],
            rows: rows, selection: selection, top: 0, footer: .keys(KeyBinding.hints(for: .repositories)),
            emptyText: isLoading ? "Loading…" : query.isEmpty ? "No repositories in \(owner)." : "Nothing matches \"\(query)\"."
        )
    }

    /// The repositories' date column, named for what the order sorts on, so the dates read
    /// sorted: PUSHED, UPDATED, or CHANGED (the later of the two) for any other order.
    public static func dateColumn(_ order: RepositoryListOptions.Sort) -> String {
        switch order {
        case .pushed: "PUSHED"
        case .updated: "UPDATED"
        default: "CHANGED"
        }
    }

    /// The commits screen from plain values: `rows` are the cells of the rows in view (short
    /// SHA, author, date, subject); `repository` names what they are of, unless a screen around
    /// them does.
    public static func commits(
        repository: String?, loaded: Int, hasMore: Bool, matching: Int, query: String, rows: [[String]], selection: Int, isLoading: Bool
    ) -> BrowseScreen {
        var title = (repository.map { $0 + " — " } ?? "") + "\(loaded.grouped) \(loaded == 1 ? "commit" : "commits") loaded"
        if hasMore { title += ", more below" }
        if !query.isEmpty { title += " · \(matching.grouped) match \"\(query)\"" }
        return BrowseScreen(
            title: title, highlight: query,
            columns: [
                .init("SHA", priority: 9), .init("AUTHOR", priority: 4), .init("DATE", isDim: true, priority: 5),
                .init("MESSAGE", flexible: true, priority: 8),
            ],
            rows: rows, selection: selection, top: 0, footer: .keys(KeyBinding.hints(for: .commits)),
            emptyText: isLoading ? "Loading…" : query.isEmpty ? "No commits." : "Nothing matches \"\(query)\"."
        )
    }
}
