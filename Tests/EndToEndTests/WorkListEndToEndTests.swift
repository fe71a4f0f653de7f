import Foundation
import TestSupport
import Testing

/// `repos prs` and `repos issues` over an org of 2,000 repositories, 150 with open items, 10
/// archived with open pull requests, one with 350: every open item, no request to a repository
/// with nothing open, a second run answered 304, filters equal to jq's over the JSON, search's
/// cap said, and what changed since the last look marked.
@Suite struct WorkListEndToEndTests {
    let work = SyntheticWorkOrganization()
    let fixture: Fixture
    /// After every item's time, so only a touched item is newer than a look.
    static let later = SyntheticWorkOrganization.epoch.addingTimeInterval(86_400)

    init() throws {
        let work = self.work
        fixture = try Fixture { request, base in work.response(for: request, baseURL: base) }
    }

    private var openPullRequests: Int { work.active.reduce(0) { $0 + work.openPullRequests($1) } }
    private var archivedPullRequests: Int { work.archived.reduce(0) { $0 + work.openPullRequests($1) } }
    private var openIssues: Int { work.active.reduce(0) { $0 + work.openIssues($1) } }

    /// The repositories the server was asked about, by name.
    private func repositoriesAsked() -> Set<String> {
        Set(
            fixture.server.requests.compactMap { request in
                let parts = request.path.split(separator: "/")
                return parts.count == 4 && parts[0] == "repos" ? String(parts[2]) : nil
            })
    }

    @MainActor @Test func everyOpenPullRequestOfTheUnarchivedRepositoriesAndNoRequestWhereNothingIsOpen() async throws {
        let run = try await fixture.repos(["prs", "workorg", "--json"], now: Self.later)
        #expect(run.status == 0, "\(run.stderr)")
        let items = try jsonArray(run.stdout)
        #expect(items.count == openPullRequests)
        #expect(openPullRequests > 500)
        // The org's 20 pages, one request per repository with something open, and 3 more pages
        // for the one with 350.
        let listings = fixture.server.requests.filter { $0.path.hasSuffix("/pulls") }
        #expect(listings.count == work.active.count + 3)
        #expect(repositoriesAsked() == Set(work.active.map(work.organization.repositoryName)))
        #expect(fixture.server.requests.count == 20 + work.active.count + 3)
        // Cold, no more than the run's 8 in flight.
        #expect(fixture.server.peakConcurrentRequests <= 8)
        // GitHub's objects, as sent: the 350 of the busiest repository among them, every one open.
        #expect(items.filter { ($0["base"] as? [String: Any])?["repo"].flatMap { ($0 as? [String: Any])?["name"] as? String } == "repo-00001" }.count == 350)
        #expect(items.allSatisfy { $0["state"] as? String == "open" && $0["requested_teams"] != nil })

        fixture.server.resetLog()
        let archived = try await fixture.repos(["prs", "workorg", "--json", "--archived"], now: Self.later)
        #expect(try jsonArray(archived.stdout).count == openPullRequests + archivedPullRequests)
        #expect(archivedPullRequests == 20)
        #expect(repositoriesAsked() == Set((work.active + work.archived).map(work.organization.repositoryName)))
    }

    @MainActor @Test func aSecondRunIsAnswered304ThroughoutAndSpendsNoRateLimit() async throws {
        let cold = try await fixture.repos(["prs", "workorg", "--json"], now: Self.later)
        fixture.server.resetLog()
        let warm = try await fixture.repos(["prs", "workorg", "--json", "-v"], now: Self.later)
        #expect(warm.status == 0)
        #expect(warm.stdout == cold.stdout)
        #expect(fixture.server.requests.count == 20 + work.active.count + 3)
        #expect(fixture.server.requests.allSatisfy { $0.headers["if-none-match"] != nil })
        // Conditional requests go 32 repositories at a time, and the remembered pages of one
        // (the busiest's 3 more) together with its first.
        #expect(fixture.server.peakConcurrentRequests <= 32 + 3)
        let cost = warm.stderr.split(separator: "\n").last.map(String.init) ?? ""
        let asked = 20 + work.active.count + 3
        #expect(cost.hasPrefix("* cost: \(asked) requests sent, \(asked) answered 304, 0 answered by the cache unasked"), "\(cost)")
        #expect(cost.contains("rate limit 0 spent"), "\(cost)")
    }

    @MainActor @Test func issuesHoldNoPullRequestAndARepositoryWithIssuesOffHasNone() async throws {
        let run = try await fixture.repos(["issues", "workorg", "--json", "-v"], now: Self.later)
        #expect(run.status == 0, "\(run.stderr)")
        let items = try jsonArray(run.stdout)
        #expect(items.count == openIssues)
        #expect(items.allSatisfy { $0["pull_request"] == nil })
        #expect(run.stderr.contains("* workorg/repo-00027 has issues turned off: none to list"))
        // The listing GitHub sends holds pull requests too (the busiest repository's 350 take 3
        // more pages): they were left out, not never sent.
        let sent = fixture.server.requests.filter { $0.path.hasSuffix("/issues") }.count
        #expect(sent == work.active.count + 3)
    }

    @MainActor @Test func eachFilterEqualsTheSameFilterOverTheWholeJSON() async throws {
        let all = try jsonArray(try await fixture.repos(["prs", "workorg", "--json"], now: Self.later).stdout)
        func numbers(_ items: [[String: Any]]) -> [String] {
            items.map { item in
                "\((item["base"] as? [String: Any]).flatMap { ($0["repo"] as? [String: Any])?["full_name"] as? String } ?? "")#\(item["number"] ?? "")"
            }.sorted()
        }
        func logins(_ value: Any?) -> [String] { (value as? [[String: Any]] ?? []).compactMap { $0["login"] as? String } }
        let cases: [([String], ([String: Any]) -> Bool)] = [
            (["--author", "ana"], { ($0["user"] as? [String: Any])?["login"] as? String == "ana" }),
            (["--label", "bug"], { ($0["labels"] as? [[String: Any]] ?? []).contains { $0["name"] as? String == "bug" } }),
            (
                ["--label", "bug", "--label", "PRIORITY: HIGH"],
                { item in
                    let names = (item["labels"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                    return names.contains("bug") && names.contains("priority: high")
                }
            ),
            (["--draft"], { $0["draft"] as? Bool == true }),
            (["--no-draft"], { $0["draft"] as? Bool == false }),
            (["--review-requested", "ana"], { logins($0["requested_reviewers"]).contains("ana") }),
            (
                ["--review-requested", "workorg/payments"],
                { ($0["requested_teams"] as? [[String: Any]] ?? []).contains { $0["slug"] as? String == "payments" } }
            ),
            (["--repo", "repo-0000?"], { ((($0["base"] as? [String: Any])?["repo"] as? [String: Any])?["name"] as? String ?? "").hasPrefix("repo-0000") }),
        ]
        for (arguments, predicate) in cases {
            let run = try await fixture.repos(["prs", "workorg", "--json"] + arguments, now: Self.later)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            let filtered = try jsonArray(run.stdout)
            let expected = all.filter(predicate)
            #expect(!expected.isEmpty, "\(arguments) matches nothing: a filter that cannot fail")
            #expect(numbers(filtered) == numbers(expected), "\(arguments)")
        }
    }

    /// NDJSON is one GitHub object a line, written as each repository answers; `--jq` runs on
    /// each line; a table's order is not waited for.
    @MainActor @Test func ndjsonStreamsEachRepositorysItemsAndJQRunsPerLine() async throws {
        let run = try await fixture.repos(["issues", "workorg", "--format", "ndjson"], now: Self.later)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == openIssues)
        #expect(try lines.allSatisfy { try JSONSerialization.jsonObject(with: Data($0.utf8)) is [String: Any] })
        let numbers = try await fixture.repos(["prs", "workorg", "--format", "ndjson", "--jq", ".number", "--repo", "repo-00001"], now: Self.later)
        #expect(numbers.stdout.split(separator: "\n").map { Int($0) }.compactMap { $0 }.sorted() == Array(1...350))
        let limited = try await fixture.repos(["prs", "workorg", "--format", "ndjson", "--limit", "5"], now: Self.later)
        #expect(limited.stdout.split(separator: "\n").count == 5)
    }

    @MainActor @Test func searchSaysItStopsAtAThousand() async throws {
        let run = try await fixture.repos(["prs", "workorg", "--search", "is:pr is:open", "--json"], now: Self.later)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try jsonArray(run.stdout).count == 1_000)
        #expect(run.stderr.contains("showing 1,000 of 1,148: GitHub's search stops at 1,000; drop --search to list them all"))
        // Ten pages and no eleventh, which GitHub would refuse.
        #expect(fixture.server.requests.filter { $0.path == "/search/issues" }.count == 10)
        #expect(fixture.server.requests.allSatisfy { $0.query["q"] == "is:pr is:open org:workorg" })
        let partial = try await fixture.repos(["issues", "workorg", "--search", "timeout", "--json"], now: Self.later)
        #expect(partial.stderr.contains("GitHub's search timed out before it found every match; the results are incomplete"))
    }

    @MainActor @Test func whatChangedSinceTheLastLookIsMarkedAndListedByNew() async throws {
        let first = Self.later
        _ = try await fixture.repos(["prs", "workorg", "--json"], now: first)
        // Repository 14's pull request #1 gets a comment after the look.
        work.touch(repository: 14, number: 1, updated: first.addingTimeInterval(3_600))
        let new = try await fixture.repos(["prs", "workorg", "--new", "--json"], now: first.addingTimeInterval(7_200))
        #expect(try jsonArray(new.stdout).map { $0["html_url"] as? String } == ["https://github.com/workorg/repo-00014/pull/1"])
        // That run was a look too: nothing has changed since it.
        let table = try await fixture.repos(["prs", "workorg", "--color", "never"], terminalWidth: 120, now: first.addingTimeInterval(10_800))
        #expect(!table.stdout.contains("●"))
        #expect(table.stderr.contains("none changed since you last looked (1 hour ago)"), "\(table.stderr)")
        work.touch(repository: 14, number: 1, updated: first.addingTimeInterval(14_400))
        let marked = try await fixture.repos(["prs", "workorg", "--color", "never"], terminalWidth: 120, now: first.addingTimeInterval(18_000))
        let rows = marked.stdout.split(separator: "\n").filter { $0.contains("●") }
        #expect(rows.count == 1 && rows.first?.contains("workorg/repo-00014#1") == true, "\(marked.stdout.prefix(600))")
        #expect(marked.stderr.contains("1 changed since you last looked"))
    }

    @MainActor @Test func badInputIsOneErrorLineAndItsExitCode() async throws {
        let cases: [([String], String, Int32)] = [
            (["prs", "no-such-org"], "Error: organization or user 'no-such-org' not found", 1),
            (["issues", "workorg/no-such-repo"], "Error: repository 'workorg/no-such-repo' not found", 1),
            (["prs", "workorg", "--review-requested", "a b"], "Error: The value 'a b' is invalid for '--review-requested <who>'", 64),
            (["prs", "workorg", "--review-requested", "org/team/more"], "is invalid for '--review-requested <who>'", 64),
            (["issues", "workorg", "--since", "2026-11-01", "--until", "2026-10-01"], "Error: '--until' is before '--since'", 64),
            (["prs", "Bad Org"], "Error: Invalid organization name 'Bad Org'", 64),
            // Among several targets, the one that is missing is named, not the whole list.
            (["prs", "workorg", "workorg/no-such-repo"], "Error: repository 'workorg/no-such-repo' not found", 1),
            (["issues", "no-such-org", "workorg/repo-00014"], "Error: organization or user 'no-such-org' not found", 1),
            // A blank filter would match nothing and look like an empty answer.
            (["prs", "workorg", "--author", ""], "Error: The value '' is invalid for '--author <login>'", 64),
            (["issues", "workorg", "--label", "bug", "--label", " "], "Error: The value ' ' is invalid for '--label <name>'", 64),
            (["prs", "workorg", "--repo", ""], "Error: The value '' is invalid for '--repo <glob>'", 64),
            (["issues", "workorg", "--search", ""], "Error: The value '' is invalid for '--search <query>'", 64),
            // The pull request listing has no comment count to order by.
            (["prs", "workorg", "--sort", "comments"], "Error: '--sort comments' needs comment counts", 64),
            // @me without a token: said before any request, not as the org not found.
            (["prs", "workorg", "--review-requested", "@me"], "Error: @me stands for the token's user, and there is no token", 4),
            (["prs", "workorg", "--search", "is:pr", "--org", "x"], "Error: GitHub refused the search:", 1),
        ]
        for (arguments, message, status) in cases {
            // The refused search names another org, which the server cannot parse as its own.
            let run = try await fixture.repos(arguments == cases.last?.0 ? ["prs", "x", "--search", "is:pr"] : arguments, now: Self.later)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix(message) || run.stderr.contains("\n" + message) || run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(run.stderr.components(separatedBy: "Error:").count == 2, "\(arguments): one Error line: \(run.stderr)")
            #expect(run.stdout.isEmpty || status == 0)
        }
    }

    @MainActor @Test func newWithoutAnEarlierLookSaysSo() async throws {
        let first = try await fixture.repos(["issues", "workorg", "--new"], terminalWidth: 100, now: Self.later)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("Note: no earlier look at these is remembered, so nothing counts as new yet"), "\(first.stderr)")
        let second = try await fixture.repos(["issues", "workorg", "--new"], terminalWidth: 100, now: Self.later)
        #expect(!second.stderr.contains("no earlier look"), "\(second.stderr)")
    }

    @MainActor @Test func atMeWithoutATokenAsksNothing() async throws {
        let run = try await fixture.repos(["issues", "workorg", "--assignee", "@me"], now: Self.later)
        #expect(run.status == 4, "\(run.stderr)")
        #expect(fixture.server.requests.isEmpty)
    }

    /// A repository the org lists that answers 404 (deleted since the listing was cached) is
    /// named in the one `Error:` line, not the org.
    @MainActor @Test func aListedRepositoryThatIsGoneIsNamed() async throws {
        let work = self.work
        let gone = try Fixture { request, base in
            request.path == "/repos/workorg/repo-00014/pulls"
                ? .json(404, #"{"message":"Not Found","status":"404"}"#) : work.response(for: request, baseURL: base)
        }
        for format in ["table", "ndjson"] {
            let run = try await gone.repos(["prs", "workorg", "--format", format], now: Self.later)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("Error: repository 'workorg/repo-00014' not found"), "\(format): \(run.stderr)")
            #expect(run.stderr.components(separatedBy: "Error:").count == 2, "\(run.stderr)")
        }
    }

    /// `--state` reaches the search as `is:open` or `is:closed` (search alone lists every state),
    /// unless the query names a state itself.
    @MainActor @Test func searchIsAskedForTheStateAsked() async throws {
        let cases: [([String], String)] = [
            (["--search", "crash"], "crash is:issue is:open org:workorg"),
            (["--search", "crash", "--state", "closed"], "crash is:issue is:closed org:workorg"),
            (["--search", "crash", "--state", "all"], "crash is:issue org:workorg"),
            (["--search", "crash is:closed", "--state", "open"], "crash is:closed is:issue org:workorg"),
        ]
        for (arguments, query) in cases {
            fixture.server.resetLog()
            let run = try await fixture.repos(["issues", "workorg", "--json", "-L", "1"] + arguments, now: Self.later)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(fixture.server.requests.first?.query["q"] == query, "\(arguments)")
        }
    }

    /// An NDJSON run is a look too, and a look is dated when its run began: an item changed
    /// while the sweep ran is new to the next run.
    @MainActor @Test func aStreamedRunIsALookDatedWhenItBegan() async throws {
        let start = Self.later
        let server = fixture.server
        // The clock moves an hour once the first request is out: the sweep took that long.
        _ = try await fixture.repos(
            ["prs", "workorg", "--format", "ndjson"], clock: { server.requests.isEmpty ? start : start.addingTimeInterval(3_600) })
        work.touch(repository: 14, number: 1, updated: start.addingTimeInterval(1_800))
        let new = try await fixture.repos(["prs", "workorg", "--new", "--json"], now: start.addingTimeInterval(7_200))
        #expect(try jsonArray(new.stdout).map { $0["html_url"] as? String } == ["https://github.com/workorg/repo-00014/pull/1"], "\(new.stderr)")
    }

    @MainActor @Test func aRefusalNamesThePermissionAFineGrainedTokenNeeds() async throws {
        let refusing = try Fixture { request, _ in
            request.path.hasSuffix("/issues") ? .json(403, #"{"message":"Resource not accessible by personal access token","status":"403"}"#) : nil
        }
        let run = try await refusing.repos(["issues", "atomicrobot/bottle-rocket"], environment: ["GH_TOKEN": "t0ken"], now: Self.later)
        #expect(run.status == 4, "\(run.stderr)")
        #expect(run.stderr.contains("(a fine-grained token needs 'issues: read')"), "\(run.stderr)")
        #expect(!run.stderr.contains("t0ken"))
    }
}
