import Foundation
import Testing

@testable import CLI

/// While the pager runs, `repos` ignores SIGINT and SIGQUIT and waits for it, as git does; after,
/// they are what they were. The pager itself gets them at their defaults.
@Suite(.serialized) struct PagerTests {
    /// SIGINT's and SIGQUIT's bits (2 and 3) in a `SigIgn:` mask of `/proc/<pid>/status`.
    static let keyboardBits: UInt64 = 1 << (SIGINT - 1) | 1 << (SIGQUIT - 1)

    /// The signals `status` (the text of `/proc/<pid>/status`) says are ignored.
    static func ignored(in status: String) throws -> UInt64 {
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") })
        return try #require(UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16))
    }

    @Test func reposIgnoresSIGINTAndSIGQUITWhileThePagerRunsAndSetsThemBackAfter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (parent, own) = (folder.appendingPathComponent("parent").path, folder.appendingPathComponent("own").path)
        let before = try Self.ignored(in: String(contentsOfFile: "/proc/self/status", encoding: .utf8))
        // Run through `sh -c`: its parent is this process, which shows `repos`'s dispositions.
        let pager = try #require(PagerCommand("cat >/dev/null; cat /proc/$PPID/status > \(parent); cat /proc/$$/status > \(own)"))
        #expect(Pager.show("text\n", through: pager, environment: ["PATH": "/usr/bin:/bin"]) == .shown)
        let during = try Self.ignored(in: String(contentsOfFile: parent, encoding: .utf8))
        #expect(during & Self.keyboardBits == Self.keyboardBits)
        #expect(try Self.ignored(in: String(contentsOfFile: own, encoding: .utf8)) & Self.keyboardBits == 0)
        #expect(try Self.ignored(in: String(contentsOfFile: "/proc/self/status", encoding: .utf8)) == before)
    }

    /// A pager that Ctrl-C ends (one that does not catch it, as less does) ends the run as an
    /// interrupted one.
    @Test func aPagerEndedBySIGINTIsAnInterruptedRun() throws {
        let pager = try #require(PagerCommand("cat >/dev/null; kill -INT $$"))
        #expect(Pager.show("text\n", through: pager, environment: ["PATH": "/usr/bin:/bin"]) == .interrupted)
        #expect(
            Pager.show("text\n", through: try #require(PagerCommand("cat >/dev/null; exit 3")), environment: ["PATH": "/usr/bin:/bin"]) == .failed(status: 3))
    }
}
