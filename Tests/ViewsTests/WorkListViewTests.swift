import Foundation
import Models
import TestSupport
import Testing
import ViewModels
import Views

/// `repos prs` and `repos issues` as a table at 80 and 120 columns (goldens), as TSV, and with
/// hostile titles made safe.
@MainActor
@Suite struct WorkListViewTests {
    static let now = FixedMoment.noon

    static func item(
        _ repository: String, _ number: Int, _ title: String, author: String = "ana", pull: Bool = true, draft: Bool = false, hoursAgo: Double = 1,
        labels: [IssueLabel] = [], reviewers: [User] = [], teams: [Team] = [], head: String = "fix/x"
    ) -> WorkItem {
        let updated = now.addingTimeInterval(-hoursAgo * 3_600)
        let created = updated.addingTimeInterval(-2 * 86_400)
        if pull {
            let request = PullRequest(
                id: Int64(number), number: number, title: title, draft: draft, user: User(login: author), labels: labels, requestedReviewers: reviewers,
                requestedTeams: teams, head: .init(ref: head, label: "acme:\(head)"), base: .init(ref: "main"), createdAt: created, updatedAt: updated)
            return WorkItem(request, repository: repository)
        }
        let issue = Issue(
            id: Int64(number), number: number, title: title, user: User(login: author), labels: labels, comments: number % 7, createdAt: created,
            updatedAt: updated)
        return WorkItem(issue, repository: repository)
    }

    static let pullRequests: [WorkRow] = [
        WorkRow(
            item(
                "acme/ledger", 412, "Retry ledger writes on 502", author: "hiro-y", hoursAgo: 0.1, labels: [IssueLabel(name: "bug", color: "d73a4a")],
                reviewers: [User(login: "ana")], teams: [Team(slug: "payments")], head: "retry-502"), isNew: true, now: now),
        WorkRow(item("acme/billing-api", 88, "Bump swift-nio to 1.17.0 🚀", author: "dependabot[bot]", hoursAgo: 1), isNew: true, now: now),
        WorkRow(item("acme/ledger-helm", 37, "設定画面のダークモード、地域ごとにチャートを分割する", author: "frankie", draft: true, hoursAgo: 48), isNew: false, now: now),
        WorkRow(
            item(
                "acme/web", 1201, "Evil \u{1B}]0;pwned\u{07} title \u{1B}[31mred", author: "renée", hoursAgo: 72, head: "feature/a-very-long-branch-name-indeed"
            ), isNew: false, now: now),
    ]

    private func render(_ rows: [WorkRow], width: Int, pullRequests: Bool = true, format: OutputFormat = .table) throws -> String {
        let settings = OutputSettings(format: format, terminal: TerminalFacts(isTerminal: format == .table, width: width, color: false))
        var output = ""
        try WorkListView(settings).render(rows: rows, documents: [], count: rows.count, pullRequests: pullRequests, to: &output)
        return output
    }

    @Test func pullRequestsAt80And120Columns() throws {
        for width in [80, 120] {
            let text = try render(Self.pullRequests, width: width)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width):\n\(text)")
            try GoldenScreenTests.expectGolden(lines, "prs-\(width).txt")
        }
    }

    @Test func issuesAt80Columns() throws {
        let rows = [
            WorkRow(Self.item("acme/web", 1207, "Settings page is blank on Safari", author: "frankie", pull: false), isNew: false, now: Self.now),
            WorkRow(
                Self.item("acme/ledger", 5, "Crash on start", pull: false, labels: [IssueLabel(name: "bug"), IssueLabel(name: "p1")]), isNew: true,
                now: Self.now),
        ]
        let text = try render(rows, width: 80, pullRequests: false)
        try GoldenScreenTests.expectGolden(text.split(separator: "\n").map(String.init), "issues-80.txt")
    }

    /// Piped, each field whole, ISO dates, no marks, and no control character from a title.
    @Test func tsvIsWholeFieldsAndSafe() throws {
        let text = try render(Self.pullRequests, width: 80, format: .tsv)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(lines.count == 4)
        #expect(
            lines[0] == [
                "acme/ledger#412", "Retry ledger writes on 502", "hiro-y", "open", "@ana, acme/payments", "main ← retry-502", "bug", "2026-11-28T11:54:00Z",
                "2026-11-30T11:54:00Z",
            ])
        #expect(lines[2][3] == "draft")
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(!text.contains("●"))
    }
}
