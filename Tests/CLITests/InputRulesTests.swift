import ArgumentParser
@testable import CLI
import Testing

@Suite struct InputRulesTests {
    @Test(arguments: ["atomicrobot", "a-b_c.d", "A1", "x.y"])
    func validNames(name: String) throws {
        #expect(try InputRules.name(name, kind: "organization") == name)
    }

    @Test(arguments: ["", ".", "..", "a..b", "a/b", "a b", "a?b", "a#b", "a%2e", "a\u{1B}b", "ü", String(repeating: "a", count: 101)])
    func invalidNames(name: String) {
        #expect(throws: UsageError.self) { try InputRules.name(name, kind: "organization") }
    }

    @Test func repositoryArguments() throws {
        #expect(try InputRules.repository("o/r", defaultOwner: "d") == ("o", "r"))
        #expect(try InputRules.repository("r", defaultOwner: "d") == ("d", "r"))
        #expect(throws: UsageError.self) { try InputRules.repository("a/b/c", defaultOwner: "d") }
        #expect(throws: UsageError.self) { try InputRules.repository("/r", defaultOwner: "d") }
    }

    @Test func datesAreNormalisedAndRangeChecked() throws {
        #expect(try InputRules.date("2026-01-02", option: "--since <date>") == "2026-01-02T00:00:00Z")
        #expect(try InputRules.date("2026-01-02T03:04:05Z", option: "--since <date>") == "2026-01-02T03:04:05Z")
        for bad in ["yesterday", "2026-13-01", "1969-12-31", "2100-01-01", "2026-01-02T25:00:00Z"] {
            #expect(throws: UsageError.self) { try InputRules.date(bad, option: "--since <date>") }
        }
    }

    @Test func refsRejectControlsAndSpaces() throws {
        #expect(try InputRules.ref("heads/main") == "heads/main")
        for bad in ["", "a b", "x\u{1B}[2J", "x\u{9B}", String(repeating: "f", count: 256)] {
            #expect(throws: UsageError.self) { try InputRules.ref(bad) }
        }
    }

    @Test func printableShowsControlsAsEscapes() {
        #expect(InputRules.printable("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(InputRules.printable("\u{202E}x") == "\\u{202E}x")
    }

    @Test func apiURLMustBeHTTPWithAHost() throws {
        #expect(try InputRules.apiURL("https://ghe.example.com/api/v3").path == "/api/v3")
        for bad in ["ftp://x", "not a url", "https://", "file:///etc/passwd"] {
            #expect(throws: UsageError.self) { try InputRules.apiURL(bad) }
        }
    }
}
