import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

@Suite struct GitHubServiceTests {
    @Test func listsAnOrganisationAcrossPagesInOrder() async throws {
        let harness = try ServiceHarness()
        let list = try await harness.service.repositories(owner: "atomicrobot", query: RepositoryQuery(), limit: nil).result().get()
        #expect(list.items.count == 12)
        #expect(list.items.first?.name == "bottle-rocket")
        #expect(list.items.last?.name == "forked-lib")
        #expect(list.hasMore == false)
        let targets = harness.server.requests.map(\.target)
        #expect(targets.first == "/orgs/atomicrobot/repos?per_page=100")
        #expect(Set(targets.dropFirst()) == ["/organizations/1234567/repos?per_page=100&page=2", "/organizations/1234567/repos?per_page=100&page=3"])
    }

    @Test func sendsGitHubsHeadersAndTheToken() async throws {
        let harness = try ServiceHarness()
        _ = try await harness.service.repositories(owner: "atomicrobot", query: RepositoryQuery(), limit: 1).result()
        let headers = try #require(harness.server.requests.first?.headers)
        #expect(headers["accept"] == "application/vnd.github+json")
        #expect(headers["x-github-api-version"] == "2022-11-28")
        #expect(headers["user-agent"] == "repos-tests/1.0")
        #expect(headers["authorization"] == "Bearer ghp_TESTTOKEN123")
    }

    @Test func limitAsksForSmallerPagesAndFetchesNoPageBeyondIt() async throws {
        let harness = try ServiceHarness()
        let list = try await harness.service.repositories(owner: "atomicrobot", query: RepositoryQuery(), limit: 7).result().get()
        #expect(list.items.map(\.name) == ["bottle-rocket", "flux-capacitor", "robot-arms", "launchpad", "gearbox", "atomic-docs", "circuit-board"])
        #expect(list.hasMore)
        #expect(harness.server.requests.map(\.target) == ["/orgs/atomicrobot/repos?per_page=7", "/organizations/1234567/repos?per_page=100&page=2"])
    }

    @Test func withoutLastFollowsNextOnePageAtATime() async throws {
        let harness = try ServiceHarness()
        let list = try await harness.service.repositories(owner: "sequential-org", query: RepositoryQuery(), limit: nil).result().get()
        #expect(list.items.map(\.name) == ["bottle-rocket", "flux-capacitor", "robot-arms"])
        #expect(harness.server.requests.map { $0.query["page"] ?? "1" } == ["1", "2", "3"])
    }

    @Test func fallsBackToTheUserWhenNoOrgHasTheName() async throws {
        let harness = try ServiceHarness()
        let list = try await harness.service.repositories(owner: "octocat", query: RepositoryQuery(type: .sources), limit: nil).result().get()
        #expect(list.items.map(\.name) == ["Hello-World", "boysenberry-repo-1", "git-consortium"])
        #expect(harness.server.requests.map(\.path) == ["/orgs/octocat/repos", "/users/octocat/repos"])
        #expect(harness.server.requests.last?.query["type"] == nil)
    }

    @Test func mergesTheFilesOfABigCommitKeepingTheFirstStats() async throws {
        let harness = try ServiceHarness()
        let pages = try await harness.service.commit(owner: "atomicrobot", repo: "bottle-rocket", ref: "b25056ab37fe1d0426ad5d75a290b3b2697912a1").result()
            .get()
        let detail = pages.object
        #expect(pages.pages.count == 2)
        #expect(detail.files.count == 371)
        #expect(detail.files.first?.filename == "Sources/Module00/File000.swift")
        #expect(detail.files.last?.filename == "Sources/Module13/File370.swift")
        #expect(detail.stats?.total == detail.files.compactMap(\.changes).reduce(0, +))
        #expect(harness.server.requests.count == 2)
    }

    @Test func commitsAcrossPagesAndAnEmptyRepositoryIsAnEmptyList() async throws {
        let harness = try ServiceHarness()
        let commits = try await harness.service.commits(owner: "atomicrobot", repo: "bottle-rocket", query: CommitQuery(), limit: nil).result().get()
        #expect(commits.items.count == 12)
        let empty = try await harness.service.commits(owner: "atomicrobot", repo: "empty-repo", query: CommitQuery(), limit: nil).result().get()
        #expect(empty.items.isEmpty)
    }

    @Test(arguments: [
        ("no-such-org", GitHubError.notFound(message: "Not Found")),
        ("locked-org", GitHubError.badCredentials(message: "Bad credentials")),
        ("forbidden-org", GitHubError.forbidden(message: "Resource not accessible by personal access token")),
        (
            "busy-org",
            GitHubError.secondaryRateLimited(
                retryAfter: 120, message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.")
        ),
        ("broken-org", GitHubError.server(status: 500, message: "Server Error")),
        ("html-org", GitHubError.server(status: 502, message: "html error page")),
        ("wrong-shape-org", GitHubError.undecodable(endpoint: "GET /orgs/wrong-shape-org/repos", path: "", reason: "expected a list")),
        ("missing-field-org", GitHubError.undecodable(endpoint: "GET /orgs/missing-field-org/repos", path: "[1].full_name", reason: "required field missing")),
    ])
    func mapsEachErrorResponse(org: String, expected: GitHubError) async throws {
        let harness = try ServiceHarness(retry: .never)
        let result = try await harness.service.repositories(owner: org, query: RepositoryQuery(), limit: nil).result()
        #expect(throws: expected) { try result.get() }
    }

    @Test func primaryRateLimitCarriesTheResetAndLimit() async throws {
        let harness = try ServiceHarness(retry: .never)
        let result = try await harness.service.repositories(owner: "limited-org", query: RepositoryQuery(), limit: nil).result()
        guard case .failure(.rateLimited(let reset, let limit, let message)) = result else {
            Issue.record("expected a rate limit, got \(result)")
            return
        }
        #expect(reset == Date(timeIntervalSince1970: 4_102_444_800))
        #expect(limit == 60)
        #expect(message.hasPrefix("API rate limit exceeded"))
    }

    @Test func badDateIsAnUndecodableErrorNamingThePath() async throws {
        let harness = try ServiceHarness(retry: .never)
        let result = try await harness.service.repositories(owner: "bad-date-org", query: RepositoryQuery(), limit: nil).result()
        guard case .failure(.undecodable(_, let path, let reason)) = result else {
            Issue.record("expected undecodable, got \(result)")
            return
        }
        #expect(path == "[0].updated_at")
        #expect(reason.contains("last tuesday"))
    }

    @Test func unknownCommitIs422NoSuchCommit() async throws {
        let harness = try ServiceHarness()
        let result = try await harness.service.commit(owner: "atomicrobot", repo: "bottle-rocket", ref: "deadbeef").result()
        #expect(throws: GitHubError.noSuchCommit(message: "No commit found for SHA: deadbeef")) { try result.get() }
    }

    @Test func tokenAppearsInNoErrorOrEvent() async throws {
        let harness = try ServiceHarness(token: "ghp_SECRETSECRET", retry: .never)
        for org in ["no-such-org", "locked-org", "forbidden-org", "limited-org", "html-org", "missing-field-org"] {
            let result = try await harness.service.repositories(owner: org, query: RepositoryQuery(), limit: nil).result()
            if case .failure(let error) = result {
                #expect(!"\(error)".contains("SECRET"))
                #expect(!String(reflecting: error).contains("SECRET"))
            }
        }
        for event in harness.events.withLock({ $0 }) {
            #expect(!"\(event)".contains("SECRET"))
        }
        #expect(!"\(try #require(Token("ghp_SECRETSECRET")))".contains("SECRET"))
    }
}
