import ViewModels

/// The list screens of `repos browse` built from plain values, so the layout of each (its title,
/// columns, key line and empty text) is written once and tested as golden text.
extension BrowseScreen {
    /// The repositories screen from plain values: `rows` are the cells of the rows in view
    /// (name, description, language, stars, changed), `selection` counts from the first of them.
    public static func repositories(
        owner: String, loaded: Int, expected: Int?, complete: Bool, matching: Int, order: RepositoryListOptions.Sort, query: String,
        rows: [[String]], selection: Int, isLoading: Bool
    ) -> BrowseScreen {
        let noun = (complete ? loaded : max(loaded, expected ?? 0)) == 1 ? "repository" : "repositories"
        // While pages arrive the whole is an estimate from GitHub's `last` link.
        let estimate = !complete && (expected ?? 0) > loaded ? expected : nil
        var count: String
        if !query.isEmpty {
            count = "\(grouped(matching)) of \(grouped(loaded))" + (estimate.map { " loaded (~\(grouped($0)))" } ?? "") + " \(noun)"
        } else {
            count = (estimate.map { "\(grouped(loaded)) of ~\(grouped($0))" } ?? grouped(loaded)) + " \(noun)"
        }
        var title = "\(owner) — \(count) · by \(order.rawValue)"
        if !query.isEmpty { title += " · filter \"\(query)\"" }
        return BrowseScreen(
            title: title,
            columns: [
                .init("NAME", width: 24, priority: 10), .init("DESCRIPTION", width: nil, priority: 3), .init("LANG", width: 9, priority: 4),
                .init("★", width: 6, alignsRight: true, priority: 6), .init("CHANGED", width: 12, isDim: true, priority: 5),
            ],
            rows: rows, selection: selection, top: 0,
            footer: .keys("↑↓ move  ⏎ open  / filter  s sort  o browser  y copy  r refresh  ? help  q quit"),
            emptyText: isLoading ? "Loading…" : query.isEmpty ? "No repositories in \(owner)." : "Nothing matches \"\(query)\"."
        )
    }

    /// The commits screen from plain values: `rows` are the cells of the rows in view (short
    /// SHA, author, date, subject).
    public static func commits(
        repository: String, loaded: Int, hasMore: Bool, matching: Int, query: String, rows: [[String]], selection: Int, isLoading: Bool
    ) -> BrowseScreen {
        var title = "\(repository) — \(grouped(loaded)) \(loaded == 1 ? "commit" : "commits") loaded"
        if hasMore { title += ", more below" }
        if !query.isEmpty { title += " · \(grouped(matching)) match \"\(query)\"" }
        return BrowseScreen(
            title: title,
            columns: [
                .init("SHA", width: 7, priority: 9), .init("AUTHOR", width: 14, priority: 4), .init("DATE", width: 13, isDim: true, priority: 5),
                .init("MESSAGE", width: nil, priority: 8),
            ],
            rows: rows, selection: selection, top: 0,
            footer: .keys("⏎ open  esc back  / filter  o browser  y copy SHA  r refresh  ? help  q quit"),
            emptyText: isLoading ? "Loading…" : query.isEmpty ? "No commits." : "Nothing matches \"\(query)\"."
        )
    }

    /// `2,000`: thousands grouped, as people read counts.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
