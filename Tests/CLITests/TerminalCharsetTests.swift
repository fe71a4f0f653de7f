import Foundation
import Testing

@testable import CLI

/// Which terminals show only ASCII, and that what `repos` writes to one, itself or through its
/// pager, is ASCII, while a UTF-8 terminal gets UTF-8 and less is told so.
@Suite struct TerminalCharsetTests {
    @Test func aLocaleThatIsNotUTF8OrAnOldTerminalShowsOnlyASCII() {
        let cases: [([String: String], Bool)] = [
            (["LANG": "C.UTF-8"], false),
            (["LANG": "en_US.utf8"], false),
            (["LC_ALL": "C", "LANG": "en_US.UTF-8"], true),
            (["LC_CTYPE": "de_DE.ISO-8859-1"], true),
            (["LC_ALL": "", "LC_CTYPE": "en_GB.UTF-8", "LANG": "C"], false),
            ([:], true),
            (["LANG": "POSIX"], true),
            (["LANG": "C.UTF-8", "TERM": "vt100"], true),
            (["LANG": "C.UTF-8", "TERM": "linux"], true),
            (["LANG": "C.UTF-8", "TERM": "xterm-256color"], false),
        ]
        for (environment, ascii) in cases {
            #expect(EnvironmentVariable.showsOnlyASCII(in: environment) == ascii, "\(environment)")
        }
    }

    /// The pager gets what the terminal can show: ASCII and no charset in a C locale; UTF-8 and
    /// `LESSCHARSET=utf-8` otherwise.
    @Test(arguments: [("C", true), ("C.UTF-8", false)])
    func thePagerIsHandedWhatTheTerminalShows(locale: String, ascii: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("charset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (text, charset) = (folder.appendingPathComponent("text").path, folder.appendingPathComponent("charset").path)
        let pager = try #require(PagerCommand("cat > \(text); echo \"${LESSCHARSET-unset}\" > \(charset)"))
        let shown = Pager.show("▌w… café ★\n", through: pager, environment: ["PATH": "/usr/bin:/bin", "LC_ALL": locale])
        #expect(shown == .shown)
        let written = try String(contentsOfFile: text, encoding: .utf8)
        #expect(written == (ascii ? ">w~ cafe *\n" : "▌w… café ★\n"))
        let told = try String(contentsOfFile: charset, encoding: .utf8)
        #expect(told == (ascii ? "unset\n" : "utf-8\n"))
    }

    /// A sink that folds writes text as ASCII and a file's bytes as they are.
    @Test func aFoldingSinkFoldsTextAndNotBytes() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let sink = FileDescriptorSink(descriptor: ends[1], foldsToASCII: true)
        sink.write("▌w… ★\n")
        sink.write(bytes: Data("é".utf8))
        close(ends[1])
        let read = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
        #expect(read == Data(">w~ *\n".utf8) + Data("é".utf8))
    }
}
