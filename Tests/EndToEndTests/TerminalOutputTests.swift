import Foundation
import TestSupport
import Testing

/// What a person sees on a terminal: narrow tables that keep what identifies a row, and messages
/// that say what was asked.
@Suite struct TerminalOutputTests {
    @Test(arguments: [60, 80])
    func narrowListTablesKeepEveryRepositoryNameWhole(width: Int) async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--all", "--color", "never"], terminalWidth: width)
        #expect(run.status == 0, "\(run.stderr)")
        let names = try await fixture.repos(["list", "atomicrobot", "--all"]).lines.map { String($0.split(separator: "\t")[0]) }
        #expect(names.count > 10)
        let rows = run.lines.dropFirst()
        for name in names { #expect(rows.contains { $0.hasPrefix(name + " ") || $0 == name }, "\(name) cut at \(width)") }
        #expect(run.lines.allSatisfy { $0.count <= width })
    }

    @Test func narrowCommitTablesCutPathsFromTheLeft() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["commit", "atomicrobot/bottle-rocket", CommitCommandsEndToEndTests.bigSHA, "--color", "never"], terminalWidth: 40)
        #expect(run.status == 0, "\(run.stderr)")
        let fileRows = run.lines.filter { $0.contains(".swift") }
        #expect(fileRows.count > 100)
        #expect(fileRows.allSatisfy { $0.count <= 40 })
        #expect(fileRows.contains { $0.contains("…") })
        // Every row still ends its path with a whole file name.
        #expect(fileRows.allSatisfy { $0.range(of: #"File\d+\.swift"#, options: .regularExpression) != nil })
    }

    @Test func oneIsSingularAndAnEmptyFilteredResultNamesTheFilters() async throws {
        let fixture = try Fixture()
        let one = try await fixture.repos(["list", "atomicrobot", "--limit", "1"], terminalWidth: 100)
        #expect(one.stderr == "Showing 1 repository; more exist. Use --limit <n> or --all to see more.\n")
        let cobol = try await fixture.repos(["list", "atomicrobot", "--language", "cobol", "--no-archived"], terminalWidth: 100)
        #expect(cobol.stderr == "No repositories in atomicrobot match --language cobol --no-archived.\n")
        let nobody = try await fixture.repos(["commits", "atomicrobot/empty-repo", "--author", "nobody"], terminalWidth: 100)
        #expect(nobody.stderr == "No commits by nobody in atomicrobot/empty-repo.\n")
    }
}
