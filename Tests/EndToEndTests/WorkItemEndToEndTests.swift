import Foundation
import Reactive
import TestSupport
import Testing

/// `repos pr` and `repos issue` through the real transport: the review line, the checks summary
/// and mergeability in words (asked again while GitHub computes it, within its bound), GitHub's
/// object for `--json`, the diff for `--patch`, a long conversation cut to its ends, hostile
/// text made safe, and a second visit answered 304.
@Suite struct WorkItemEndToEndTests {
    let work = SyntheticWorkOrganization()
    let details: SyntheticWorkDetails
    let fixture: Fixture
    /// Waits that end at once: the mergeability asks are counted, not timed.
    static let noWait: @Sendable (Double) -> AnyPublisher<Void, Never> = { _ in Just(()).eraseToAnyPublisher() }

    init() throws {
        let details = SyntheticWorkDetails(work)
        self.details = details
        let work = self.work
        fixture = try Fixture { request, base in details.response(for: request, baseURL: base) ?? work.response(for: request, baseURL: base) }
    }

    @MainActor @Test func aPullRequestSaysItsReviewsChecksAndMergeabilityInWords() async throws {
        let run = try await fixture.repos(["pr", "workorg/repo-00001#1", "--color", "never"], terminalWidth: 100, wait: Self.noWait)
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout
        #expect(text.contains("Mergeable: blocked: a required review or check is missing"))
        #expect(text.contains("Reviews:   1 approval; changes requested by @frankie; 1 comment only; dismissed: @bo"))
        #expect(text.contains("Checks:    ✓ 3 passed · ✗ 1 failed · ● 2 pending"))
        #expect(
            text.contains("✗ build (macos-14)  failure") && text.contains("● lint              in progress") && text.contains("✓ ci/jenkins        success"))
        // GitHub answered `mergeable: null` first, so it was asked once more.
        #expect(details.asked("/repos/workorg/repo-00001/pulls/1") == 2)
        // The body's ESC is shown, not obeyed; a javascript: link is its text alone.
        #expect(text.contains("docs ^[[31mred^[[0m") && !text.contains("javascript:") && !text.contains("\u{1B}"))
        #expect(text.contains("Looks right ^[]0;pwned^G but cap the retries"))
        let plain = try await fixture.repos(["pr", "workorg/repo-00001#5"], wait: Self.noWait)
        #expect(
            plain.stdout.contains("Checks:    no checks") && plain.stdout.contains("Reviews:   no reviews")
                && plain.stdout.contains("Mergeable: ready to merge"))
    }

    @MainActor @Test func onANarrowTerminalTheHeaderWrapsAtSpacesUnderItsLabels() async throws {
        let run = try await fixture.repos(["pr", "workorg/repo-00001#1", "--color", "never", "--no-pager"], terminalWidth: 40, wait: Self.noWait)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(run.stdout)")
        #expect(lines.contains("Mergeable: blocked: a required review or") && lines.contains("           check is missing"), "\(run.stdout)")
        #expect(lines.contains("Reviews:   1 approval; changes requested"), "\(run.stdout)")
        // Piped, each fact stays one line.
        let piped = try await fixture.repos(["pr", "workorg/repo-00001#1"], wait: Self.noWait)
        #expect(piped.stdout.contains("Reviews:   1 approval; changes requested by @frankie; 1 comment only; dismissed: @bo; waiting on @ana\n"))
    }

    @MainActor @Test func anIssuesHelpSaysWhatAnIssueShows() async throws {
        let issue = try await fixture.repos(["issue", "--help"])
        #expect(issue.status == 0 && !issue.stdout.contains("branches") && !issue.stdout.contains("whether it can merge"), "\(issue.stdout)")
        #expect(issue.stdout.contains("--patch and --side-by-side are for repos pr"))
        let pull = try await fixture.repos(["pr", "--help"])
        #expect(pull.stdout.contains("where its reviews stand"))
    }

    @MainActor @Test func mergeabilityIsAskedAtMostFourTimesThenSaidToBeComputing() async throws {
        let run = try await fixture.repos(["pr", "workorg/repo-00001", "3"], wait: Self.noWait)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(details.asked("/repos/workorg/repo-00001/pulls/3") == 4)
        #expect(run.stdout.contains("Mergeable: GitHub is still computing mergeability"))
    }

    @MainActor @Test func jsonIsGitHubsObjectAndAURLOfTheHostNamesIt() async throws {
        let base = fixture.server.baseURL.absoluteString
        let run = try await fixture.repos(["pr", "\(base)/workorg/repo-00001/pull/1", "--json"], wait: Self.noWait)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try jsonObject(run.stdout)
        #expect(object["mergeable_state"] as? String == "blocked" && object["number"] as? Int == 1 && object["rebaseable"] as? Bool == true)
        let elsewhere = try await fixture.repos(["pr", "https://evil.example/workorg/repo-00001/pull/1"])
        #expect(elsewhere.status == 64 && elsewhere.stderr.hasPrefix("Error: 'https://evil.example/workorg/repo-00001/pull/1' is not a page of"))
    }

    @MainActor @Test func patchNumbersTheLinesMarksChangedWordsAndReadsEveryPage() async throws {
        let run = try await fixture.repos(["pr", "workorg/repo-00001#2", "--patch"], environment: ["NO_COLOR": "1"], terminalWidth: 100, wait: Self.noWait)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("[-30-]") && run.stdout.contains("{+45+}"))
        #expect(run.stdout.contains("Sources/File319.swift"))
        let pages = fixture.server.requests.filter { $0.path.hasSuffix("/pulls/2/files") }.map { $0.query["page"] ?? "1" }
        #expect(pages.sorted() == ["1", "2", "3", "4"])
        // Without --patch, no file is asked for.
        fixture.server.resetLog()
        _ = try await fixture.repos(["pr", "workorg/repo-00001#2"], wait: Self.noWait)
        #expect(!fixture.server.requests.contains { $0.path.hasSuffix("/files") })
    }

    @MainActor @Test func aLongConversationShowsItsEndsUnlessAllAreAskedFor() async throws {
        let short = try await fixture.repos(["issue", "workorg/repo-00014#2"])
        #expect(short.status == 0, "\(short.stderr)")
        #expect(short.stdout.contains("150 comments") && short.stdout.contains("… 144 more comments: --comments shows them all"))
        #expect(short.stdout.contains("Comment 1 of 150.") && short.stdout.contains("Comment 150 of 150.") && !short.stdout.contains("Comment 4 of 150."))
        let all = try await fixture.repos(["issue", "workorg/repo-00014#2", "--comments"])
        #expect((1...150).allSatisfy { all.stdout.contains("Comment \($0) of 150.") || $0 == 2 })
        #expect(!all.stdout.contains("\u{1B}") && all.stdout.contains("^[]0;pwned^G"))
    }

    @MainActor @Test func aSecondVisitIsAnswered304() async throws {
        let first = try await fixture.repos(["pr", "workorg/repo-00001#1"], wait: Self.noWait)
        fixture.server.resetLog()
        let second = try await fixture.repos(["pr", "workorg/repo-00001#1", "-v"], wait: Self.noWait)
        #expect(second.stdout == first.stdout)
        #expect(!fixture.server.requests.isEmpty && fixture.server.requests.allSatisfy { $0.headers["if-none-match"] != nil })
        #expect(second.stderr.contains("rate limit 0 spent"), "\(second.stderr)")
    }

    @MainActor @Test func badInputIsOneErrorLineAndItsExitCode() async throws {
        let cases: [([String], String, Int32)] = [
            (["pr", "workorg/repo-00001"], "Error: Missing the number: write workorg/repo-00001#<n>, or the number after it", 64),
            (["pr", "workorg/repo-00001#0"], "Error: The value '0' is invalid for the number", 64),
            // Too big is said as a range: "1 or more" is true of it.
            (
                ["pr", "workorg/repo-00001#99999999999"],
                "Error: The value '99999999999' is invalid for the number: expected a whole number from 1 to 1,000,000,000", 64
            ),
            // Nothing after '#' is a missing number, not an empty one.
            (["pr", "workorg/repo-00001#"], "Error: Missing the number: write workorg/repo-00001#<n>, or the number after it", 64),
            // A name that is no repository is said before the missing number, never suggesting `…/pull/1#<n>`.
            (["pr", "workorg/repo-00001/pull/1"], "Error: Invalid repository 'workorg/repo-00001/pull/1': use owner/name or name", 64),
            (["issue", "workorg/repo-00014#2", "--side-by-side"], "Error: '--side-by-side' shows a pull request's files: use repos pr", 64),
            (
                ["issue", "\(fixture.server.baseURL.absoluteString)/workorg/repo-00001/pull/1"],
                "Error: '\(fixture.server.baseURL.absoluteString)/workorg/repo-00001/pull/1' is not an issue page", 64
            ),
            (["pr", "workorg/repo-00001#1", "2"], "Error: Unexpected argument '2'", 64),
            (["issue", "workorg/repo-00014#2", "--patch"], "Error: '--patch' shows a pull request's files: use repos pr", 64),
            (["pr", "workorg/repo-00001#9999"], "Error: pull request workorg/repo-00001#9999 not found", 1),
            (["issue", "workorg/no-such#1"], "Error: issue workorg/no-such#1 not found", 1),
            (
                ["pr", "workorg/repo-00014#2"],
                "Error: pull request workorg/repo-00014#2 not found; check the name, or set GH_TOKEN if it is private (if #2 is an issue, repos issue workorg/repo-00014#2 shows it)",
                1
            ),
        ]
        for (arguments, message, status) in cases {
            let run = try await fixture.repos(arguments, wait: Self.noWait)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }
}
