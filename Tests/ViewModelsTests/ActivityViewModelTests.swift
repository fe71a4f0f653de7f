import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite struct ActivityViewModelTests {
    nonisolated static let now = FixedMoment.noon
    nonisolated static let day = 86_400.0

    static func repository(_ name: String) -> Repository {
        Repository(id: 1, name: name, fullName: "org/\(name)", owner: User(login: "org"))
    }

    static func commit(_ daysAgo: Double, login: String?, email: String, name: String = "Someone") -> Authorship {
        let date = now.addingTimeInterval(-daysAgo * day)
        let actor = GitActor(name: name, email: email, date: date)
        return Commit(sha: UUID().uuidString, commit: Commit.GitCommit(author: actor, committer: actor, message: "m"), author: login.map { User(login: $0) })
            .authorship
    }

    func report(_ repositories: [OrganizationActivity.RepositoryCommits], since: Date, until: Date? = nil) async -> ActivityReport? {
        let model = ActivityViewModel(
            owner: "org", since: since, until: until, source: StubActivitySource(answer: .success(OrganizationActivity(repositories: repositories))),
            now: { Self.now })
        await model.load()
        return model.report
    }

    @Test func countsAuthorsByLoginElseEmailAndSortsByCommitsThenName() async throws {
        let report = try #require(
            await report(
                [
                    .init(
                        repository: Self.repository("b"), commits: [Self.commit(1, login: "emil", email: "e@x"), Self.commit(2, login: nil, email: "bot@ci")]),
                    .init(
                        repository: Self.repository("a"),
                        commits: [Self.commit(1, login: "emil", email: "other@x"), Self.commit(3, login: nil, email: "bot@ci")]),
                    .init(
                        repository: Self.repository("c"),
                        commits: [
                            Self.commit(1, login: "dana", email: "d@x"), Self.commit(1, login: "dana", email: "d@x"),
                            Self.commit(5, login: "emil", email: "e@x"),
                        ]),
                    .init(repository: Self.repository("quiet"), commits: []),
                ], since: Self.now.addingTimeInterval(-7 * Self.day)))
        #expect(report.repositories.map(\.fullName) == ["org/c", "org/a", "org/b"])
        #expect(report.repositories[0].authors.map(\.key) == ["dana", "emil"])
        #expect(report.repositories[0].authors.map(\.commits) == [2, 1])
        for entry in report.repositories { #expect(entry.authors.reduce(0) { $0 + $1.commits } == entry.commits) }
        #expect(report.authors.map(\.key) == ["emil", "bot@ci", "dana"])
        #expect(report.authors.map(\.commits) == [3, 2, 2])
        #expect(report.authors[1].login == nil)
        #expect(report.totalCommits == 7)
        #expect(report.pushedRepositories == 4)
    }

    @Test func commitsExactlyAtTheEdgesAreInsideAndOthersOutside() async throws {
        let since = Self.now.addingTimeInterval(-3 * Self.day)
        let until = Self.now.addingTimeInterval(-1 * Self.day)
        let report = try #require(
            await report(
                [
                    .init(
                        repository: Self.repository("r"),
                        commits: [
                            Self.commit(0.5, login: "late", email: "l@x"), Self.commit(1, login: "atuntil", email: "u@x"),
                            Self.commit(3, login: "atsince", email: "s@x"), Self.commit(3.01, login: "early", email: "e@x"),
                        ])
                ], since: since, until: until))
        #expect(report.repositories.first?.commits == 2)
        #expect(Set(report.authors.map(\.key)) == ["atuntil", "atsince"])
        #expect(report.repositories.first?.firstCommitAt == since)
        #expect(report.repositories.first?.lastCommitAt == until)
    }

    @Test func bucketsAreDaysFromTheStartOfTheFirstDayOrWeeksOverSixWeeks() async throws {
        let since = Self.now.addingTimeInterval(-3 * Self.day)  // 2026-11-27T12:00Z
        let days = try #require(
            await report(
                [
                    .init(
                        repository: Self.repository("r"),
                        commits: [Self.commit(0, login: "a", email: "a"), Self.commit(0.1, login: "a", email: "a"), Self.commit(2.9, login: "a", email: "a")])
                ], since: since))
        let buckets = try #require(days.repositories.first?.buckets)
        #expect(buckets.unit == .day)
        #expect(buckets.start == Date(timeIntervalSince1970: 1_795_737_600))  // 2026-11-27T00:00Z
        #expect(buckets.counts == [1, 0, 0, 2])
        let weeks = try #require(
            await report(
                [.init(repository: Self.repository("r"), commits: [Self.commit(1, login: "a", email: "a"), Self.commit(60, login: "a", email: "a")])],
                since: Self.now.addingTimeInterval(-70 * Self.day)))
        #expect(weeks.repositories.first?.buckets.unit == .week)
        // 70.5 days from the start of the first day: eleven weeks, the last one partly.
        #expect(weeks.repositories.first?.buckets.counts.count == 11)
        #expect(weeks.repositories.first?.buckets.counts.reduce(0, +) == 2)
    }

    @Test func anEmptyWindowHasNoRepositoriesAndAFailureIsKept() async throws {
        let empty = try #require(await report([.init(repository: Self.repository("r"), commits: [])], since: Self.now.addingTimeInterval(-Self.day)))
        #expect(empty.repositories.isEmpty)
        #expect(empty.totalCommits == 0)
        let model = ActivityViewModel(
            owner: "org", since: Self.now, until: nil, source: StubActivitySource(answer: .failure(.server(status: 502, message: "x"))), now: { Self.now })
        await model.load()
        #expect(model.error == .server(status: 502, message: "x"))
        #expect(model.report == nil)
    }
}
