import Foundation
import Models
import TestSupport
import Testing

@Suite struct FixtureDecodingTests {
    @Test(arguments: try FixtureRouter.allFixtureNames().filter { $0.contains("-repos") && !$0.contains("404") })
    func everySuccessfulRepositoryFixtureDecodes(name: String) throws {
        let response = try FixtureRouter.load(FixtureRouter.directory.appendingPathComponent(name))
        guard response.status == 200, !["wrong-shape", "missing-field", "bad-date"].contains(where: name.contains) else { return }
        let repos = try GitHubJSON.decoder().decode([Repository].self, from: response.body)
        #expect(!repos.isEmpty)
        // A repository without an owner (an old response's shape) still names it in full_name.
        for repo in repos {
            #expect(repo.fullName == "\(repo.owner.login ?? repo.fullName.split(separator: "/").first.map(String.init) ?? "")/\(repo.name)")
        }
    }

    @Test func repositoryNullsDecodeAsNil() throws {
        let repos = try GitHubJSON.decoder().decode([Repository].self, from: FixtureRouter.body(of: "orgs-atomicrobot-repos.page1.http"))
        #expect(repos.map(\.name) == ["bottle-rocket", "flux-capacitor", "robot-arms", "launchpad", "gearbox"])
        #expect(repos[2].description == nil)
        #expect(repos[2].language != nil)
        #expect(repos[0].topics == ["ios", "networking"])
        #expect(repos[0].owner.type == "Organization")
        #expect(GitHubJSON.formatDate(try #require(repos[0].updatedAt)) == "2026-11-01T12:00:00Z")
    }

    @Test func commitAuthorsMayBeNullOrEmptyObjects() throws {
        let commits = try GitHubJSON.decoder().decode([Commit].self, from: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-commits.page1.http"))
        #expect(commits.count == 8)
        #expect(commits[1].author?.login == "ghopper")
        #expect(commits[2].author == nil)
        #expect(commits[3].author == User(login: nil))
        #expect(commits[3].parents.count == 2)
        #expect(commits[0].commit.message.hasPrefix("Add retry with backoff"))
        #expect(commits[0].committer?.login == "web-flow")
    }

    @Test func commitDetailKeepsStatsFilesRenamesAndMissingPatches() throws {
        let detail = try GitHubJSON.decoder().decode(CommitDetail.self, from: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-commits-sha.http"))
        #expect(detail.files.map(\.status) == ["modified", "added", "renamed", "removed"])
        #expect(detail.files[2].previousFilename != nil)
        #expect(detail.files[3].patch == nil)
        #expect(detail.stats?.total == detail.files.compactMap(\.changes).reduce(0, +))
        #expect(detail.summary.sha.count == 40)
    }

    @Test func repositoriesDecodeWithEveryNullableFieldNullAndOptionalFieldsAbsent() throws {
        let repositories = try GitHubJSON.decoder().decode([Repository].self, from: FixtureRouter.body(of: "orgs-sparse-org-repos.http"))
        #expect(repositories.map(\.fullName) == ["sparse-org/all-nulls", "sparse-org/old-shape"])
        let nulls = repositories[0]
        #expect(nulls.description == nil && nulls.language == nil && nulls.pushedAt == nil && nulls.updatedAt == nil)
        let old = repositories[1]
        #expect(old.owner.login == nil && !old.isPrivate && !old.isFork && old.stargazersCount == nil && old.topics == nil && old.visibility == nil)
    }

    @Test func commitsDecodeWithoutAccountsOrAnythingButASha() throws {
        let commits = try GitHubJSON.decoder().decode([Commit].self, from: FixtureRouter.body(of: "repos-atomicrobot-sparse-commits.http"))
        #expect(commits.count == 2)
        #expect(commits[0].author == nil && commits[0].committer == nil && commits[0].commit.author == nil)
        #expect(commits[1].parents.isEmpty && commits[1].nodeID == nil && commits[1].commit.message == "Only a sha and a message")
        let detail = try GitHubJSON.decoder().decode(CommitDetail.self, from: FixtureRouter.body(of: "repos-atomicrobot-sparse-commits-sha.http"))
        #expect(detail.stats == nil)
        #expect(detail.files.map(\.filename) == ["Sources/Module05/File005.swift", "docs/minimal.md"])
        #expect(detail.files[0].sha == nil && detail.files[0].additions != nil)
        #expect(detail.files[1].status == "" && detail.files[1].additions == nil && detail.files[1].patch == nil)
    }

    @Test(arguments: [
        ("[{\"commit\":{\"message\":\"m\"}}]", "sha"),
        ("[{\"sha\":\"a\",\"files\":[{\"status\":\"added\"}]}]", "filename"),
    ])
    func aMissingIdentifyingFieldIsAnErrorNamingIt(json: String, field: String) {
        #expect(throws: DecodingError.self) {
            if field == "sha" {
                _ = try GitHubJSON.decoder().decode([Commit].self, from: Data(json.utf8))
            } else {
                _ = try GitHubJSON.decoder().decode([CommitDetail].self, from: Data(json.utf8))
            }
        }
    }

    @Test(arguments: ["2012-05-25T10:14:34-07:00", "2026-11-28T09:30:00Z", "2026-11-28T09:30:00.123Z"])
    func datesWithOffsetsAndFractionsParse(text: String) {
        #expect(GitHubJSON.parseDate(text) != nil)
    }

    @Test func fastDatePathAgreesWithFoundation() throws {
        var seed: UInt64 = 12345
        for _ in 0..<2000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let date = Date(timeIntervalSince1970: Double(seed >> 33 % 4_102_444_800) - 1_000_000_000)
            let text = GitHubJSON.formatDate(date)
            #expect(text == date.formatted(.iso8601))
            #expect(GitHubJSON.parseDate(text) == (try Date(text, strategy: .iso8601)))
        }
        #expect(GitHubJSON.parseDate("2026-02-30T00:00:00Z") == nil)
        #expect(GitHubJSON.parseDate("2024-02-29T23:59:59Z") != nil)
    }

    @Test func offsetDatesAreNormalisedToUTC() throws {
        let date = try #require(GitHubJSON.parseDate("2012-05-25T10:14:34-07:00"))
        #expect(GitHubJSON.formatDate(date) == "2012-05-25T17:14:34Z")
    }

    @Test func branchesTagsAndReleasesDecodeWhatTablesShow() throws {
        let branches = try GitHubJSON.decoder().decode([Branch].self, from: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-branches.http"))
        #expect(branches.map(\.name) == ["dependabot/npm_and_yarn/lodash-4.17.21", "develop", "feature/retry-backoff", "main", "release/1.0"])
        #expect(branches.map(\.protected) == [false, false, false, true, false] && branches.allSatisfy { $0.sha.count == 40 })
        let tags = try GitHubJSON.decoder().decode([RepositoryTag].self, from: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-tags.page1.http"))
        #expect(tags.map(\.name) == ["v2.4.0", "v2.3.0", "v2.2.0"])
        let releases = try GitHubJSON.decoder().decode([Release].self, from: FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-releases.http"))
        #expect(releases.map(\.tagName) == ["v2.5.0", "v2.5.0-rc.1", "v2.4.0"])
        #expect(releases[0].draft && releases[0].name == nil && releases[0].publishedAt == nil)
        #expect(releases[1].prerelease && releases[1].author?.login == "ada-l")
        // A branch without its commit is refused, not shown half.
        #expect(throws: DecodingError.self) { try GitHubJSON.decoder().decode([Branch].self, from: Data(#"[{"name":"x"}]"#.utf8)) }
    }
}

/// A path inside a repository never climbs out of it.
@Suite struct RepositoryPathTests {
    @Test func pathsAreInsideTheRepository() {
        #expect(RepositoryPath("/Sources/Rocket/")?.description == "Sources/Rocket")
        #expect(RepositoryPath("") == .root && RepositoryPath("/") == .root)
        for text in ["..", "a/../b", "./a", "a//b", "a/\u{1B}b"] { #expect(RepositoryPath(text) == nil, "\(text)") }
        let sources = RepositoryPath("Sources")
        #expect(sources?.contains("Sources/Rocket/Client.swift") == true)
        #expect(sources?.contains("SourcesX/file") == false)
        #expect(RepositoryPath.root.contains("anything"))
    }
}
