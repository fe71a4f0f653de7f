import Foundation
import TestSupport
import Views
import Testing

/// Hostile input, one case a row: an argument, an environment or a server response, and the error
/// line and exit code it must produce. No case may crash, hang, or put a raw escape sequence,
/// C1 control or bidi override on stdout or stderr.
@Suite struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        var environment: [String: String] = [:]
        /// A response for requests whose path contains `path`.
        var route: (path: String, response: LoopbackServer.Response)?
        let status: Int32
        /// The start of stderr's first line; empty means stderr must be empty.
        let stderr: String
        /// Whether the server may be asked at all.
        var reachesServer = false

        var testDescription: String { name }

        /// An option's value refused: a usage error that names the value (the last argument)
        /// and the option.
        static func refused(_ name: String, _ arguments: [String], option: String) -> Case {
            Case(
                name: name, arguments: arguments, status: HostileInputTests.usage,
                stderr: "Error: The value '\(arguments.last ?? "")' is invalid for '\(option)'")
        }
    }

    static let usage = Int32(64)
    static let nameRule = "use letters, digits, '-', '_' and '.'"

    static let argumentCases: [Case] = [
        Case(name: "org with slash", arguments: ["list", "a/b"], status: usage, stderr: "Error: Invalid organization name 'a/b': \(nameRule)"),
        Case(name: "org with space", arguments: ["list", "a b"], status: usage, stderr: "Error: Invalid organization name 'a b'"),
        Case(name: "org with dot-dot", arguments: ["list", "a..b"], status: usage, stderr: "Error: Invalid organization name 'a..b'"),
        Case(name: "org is a dot", arguments: ["list", "."], status: usage, stderr: "Error: Invalid organization name '.'"),
        Case(name: "org with question mark", arguments: ["list", "a?x=1"], status: usage, stderr: "Error: Invalid organization name 'a?x=1'"),
        Case(name: "org with hash", arguments: ["list", "a#b"], status: usage, stderr: "Error: Invalid organization name 'a#b'"),
        Case(name: "org percent-encoded traversal", arguments: ["list", "%2e%2e"], status: usage, stderr: "Error: Invalid organization name '%2e%2e'"),
        Case(name: "org with escape sequence", arguments: ["list", "x\u{1B}[2Jy"], status: usage, stderr: "Error: Invalid organization name 'x\\u{1B}[2Jy'"),
        Case(name: "org with newline", arguments: ["list", "x\ny"], status: usage, stderr: "Error: Invalid organization name 'x\\u{A}y'"),
        Case(name: "org with bidi override", arguments: ["list", "x\u{202E}y"], status: usage, stderr: "Error: Invalid organization name 'x\\u{202E}y'"),
        Case(name: "org too long", arguments: ["list", String(repeating: "a", count: 101)], status: usage, stderr: "Error: Invalid organization name 'aaaa"),
        Case(
            name: "org from REPOS_ORG with slash", arguments: ["list"], environment: ["REPOS_ORG": "evil/../x"], status: usage,
            stderr: "Error: Invalid organization name 'evil/../x'"),
        Case(
            name: "repo with two slashes", arguments: ["commits", "a/b/c"], status: usage, stderr: "Error: Invalid repository 'a/b/c': use owner/name or name"),
        Case(name: "repo traversal", arguments: ["commits", "../etc"], status: usage, stderr: "Error: Invalid owner name '..'"),
        Case(name: "empty owner", arguments: ["commits", "/r"], status: usage, stderr: "Error: Invalid owner name ''"),
        Case(name: "repo with C1 control", arguments: ["commits", "o/r\u{9B}x"], status: usage, stderr: "Error: Invalid repository name 'r\\u{9B}x'"),
        Case(name: "sha with space", arguments: ["commit", "o/r", "a b"], status: usage, stderr: "Error: Invalid ref 'a b': use a SHA, branch or tag name"),
        Case(name: "sha with escape", arguments: ["commit", "o/r", "\u{1B}]0;pwn\u{07}"], status: usage, stderr: "Error: Invalid ref '\\u{1B}]0;pwn\\u{7}'"),
        Case(name: "branch with newline", arguments: ["commits", "o/r", "--branch", "main\nx"], status: usage, stderr: "Error: Invalid ref 'main\\u{A}x'"),
        .refused("negative limit", ["list", "--limit", "-1"], option: "--limit <n>"),
        .refused("zero limit", ["list", "-L", "0"], option: "--limit <n>"),
        .refused("word limit", ["list", "--limit", "abc"], option: "--limit <n>"),
        .refused("overflowing limit", ["list", "--limit", "99999999999999999999999"], option: "--limit <n>"),
        .refused("since is not a date", ["commits", "o/r", "--since", "yesterday"], option: "--since <when>"),
        .refused("impossible date", ["commits", "o/r", "--since", "2026-02-30"], option: "--since <when>"),
        .refused("date past git's range", ["commits", "o/r", "--until", "2100-01-01"], option: "--until <when>"),
        .refused("unknown format", ["list", "--format", "xml"], option: "--format <format>"),
        .refused("unknown colour", ["list", "--color", "sometimes"], option: "--color <when>"),
        .refused("api url not http", ["list", "--api-url", "file:///etc/passwd"], option: "--api-url <url>"),
        .refused("api url garbage", ["list", "--api-url", "not a url"], option: "--api-url <url>"),
        .refused("timeout zero", ["list", "--timeout", "0"], option: "--timeout <seconds>"),
        .refused("timeout not a number", ["list", "--timeout", "nan"], option: "--timeout <seconds>"),
        .refused("negative max wait", ["list", "--max-wait", "-5"], option: "--max-wait <seconds>"),
        Case(name: "unknown option with escape", arguments: ["list", "--\u{1B}[31mred"], status: usage, stderr: "Error: Unknown option '--\\u{1B}[31mred'"),
        Case(name: "unknown subcommand with bidi", arguments: ["\u{202E}tsil"], status: usage, stderr: "Error: Unknown subcommand '\\u{202E}tsil'"),
        Case(name: "unknown json field", arguments: ["list", "--json", "name,\u{1B}x"], status: usage, stderr: "Error: Unknown JSON field '\\u{1B}x'"),
        Case(
            name: "json with table format", arguments: ["list", "--json", "--format", "table"], status: usage,
            stderr: "Error: '--json' cannot be combined with '--format table'"),
        Case(
            name: "GITHUB_API_URL garbage", arguments: ["list"], environment: ["GITHUB_API_URL": "::::"], status: usage,
            stderr: "Error: The value '::::' is invalid for '$GITHUB_API_URL'"),
    ]

    static func json(_ status: Int, _ body: String, _ headers: [(String, String)] = []) -> LoopbackServer.Response {
        .json(status, body, headers: headers)
    }

    static let responseCases: [Case] = [
        Case(
            name: "token over plain HTTP to a remote host", arguments: ["list", "--api-url", "http://api.example.invalid"], environment: ["GH_TOKEN": "ghp_x"],
            status: 78,
            stderr: "Error: refusing to send the token over plain HTTP to api.example.invalid; use an https --api-url"),
        Case(
            name: "COLUMNS not a number", arguments: ["list", "atomicrobot", "--format", "table"], environment: ["COLUMNS": "abc"], status: 0, stderr: "",
            reachesServer: true),
        Case(
            name: "COLUMNS tiny", arguments: ["list", "atomicrobot", "--format", "table"], environment: ["COLUMNS": "3"], status: 0, stderr: "",
            reachesServer: true),
        Case(
            name: "hostile names and descriptions in a table", arguments: ["list", "hostile-org", "--format", "table", "--color", "always"], status: 0,
            stderr: "", reachesServer: true),
        Case(name: "hostile text in TSV", arguments: ["list", "hostile-org"], status: 0, stderr: "", reachesServer: true),
        Case(name: "hostile text in CSV", arguments: ["list", "hostile-org", "--format", "csv"], status: 0, stderr: "", reachesServer: true),
        Case(
            name: "HTML page with status 200", arguments: ["list", "html200-org"],
            route: (
                "html200", LoopbackServer.Response(status: 200, headers: [("content-type", "text/html")], body: Data("<!DOCTYPE html><html>hi</html>".utf8))
            ),
            status: 1, stderr: "Error: unreadable response from GET /orgs/html200-org/repos: expected JSON, got HTML", reachesServer: true),
        Case(
            name: "truncated JSON body", arguments: ["list", "cut-org"], route: ("cut-org", json(200, #"[{"id": 1, "name": "a", "full_na"#)),
            status: 1, stderr: "Error: unreadable response from GET /orgs/cut-org/repos: not valid JSON (truncated or corrupt)", reachesServer: true),
        Case(
            name: "valid JSON nested 100,000 deep", arguments: ["list", "deep-org"],
            route: ("deep-org", json(200, String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))),
            status: 1, stderr: "Error: unreadable response from GET /orgs/deep-org/repos: nested deeper than 512 levels", reachesServer: true),
        Case(
            name: "valid JSON with a number no Swift number holds", arguments: ["list", "huge-number-org"],
            route: ("huge-number-org", json(200, #"[{"id": 1e400, "name": "a", "full_name": "o/a"}]"#)),
            status: 1, stderr: "Error: unreadable response from GET /orgs/huge-number-org/repos: a number too large (1e400)", reachesServer: true),
        Case(
            name: "connection closed mid-body", arguments: ["list", "short-org", "--timeout", "2"],
            route: (
                "short-org",
                LoopbackServer.Response(
                    status: 200, headers: [("content-type", "application/json")], body: Data(String(repeating: "[", count: 4000).utf8), truncateAt: 100)
            ),
            status: 75, stderr: "Error: network error: connection to 127.0.0.1 failed or closed early", reachesServer: true),
        Case(
            name: "number where a string belongs", arguments: ["list", "typed-org"],
            route: ("typed-org", json(200, #"[{"id":1,"name":5,"full_name":"a/b","owner":{},"private":false,"html_url":"x","fork":false}]"#)),
            status: 1, stderr: "Error: unreadable response from GET /orgs/typed-org/repos at [0].name: expected a string", reachesServer: true),
        Case(
            name: "unparseable date", arguments: ["list", "bad-date-org"], status: 1,
            stderr: "Error: unreadable response from GET /orgs/bad-date-org/repos at [0].updated_at: not an ISO 8601 date: last tuesday", reachesServer: true),
        Case(
            name: "malformed Link header", arguments: ["list", "link-org"], route: ("link-org", json(200, "[]", [("link", "garbage; rel=next")])),
            status: 1, stderr: "Error: unreadable response from GET /orgs/link-org/repos: malformed Link header", reachesServer: true),
        Case(
            name: "escape sequence in GitHub's message", arguments: ["list", "msg-org"],
            route: ("msg-org", json(403, #"{"message":"nope \u001b[2J\u001b]0;pwned\u0007 \u009b31m"}"#)),
            status: 4, stderr: "Error: permission denied (nope ^[[2J^[]0;pwned^G \u{FFFD}31m); the token lacks access", reachesServer: true),
        Case(
            name: "huge error message", arguments: ["list", "long-org"],
            route: ("long-org", json(500, "{\"message\":\"" + String(repeating: "x", count: 20_000) + "\"}")),
            status: 75, stderr: "Error: GitHub server error 500 (xxxx", reachesServer: true),
        Case(
            name: "escape sequence as a commit SHA, table", arguments: ["commits", "o/r", "--format", "table"],
            route: ("/repos/o/r/commits", json(200, Self.hostileSHACommits)), status: 0, stderr: "", reachesServer: true),
        Case(
            name: "escape sequence as a commit SHA, tsv", arguments: ["commits", "o/r", "--format", "tsv"],
            route: ("/repos/o/r/commits", json(200, Self.hostileSHACommits)), status: 0, stderr: "", reachesServer: true),
        Case(
            name: "escape sequence as a commit SHA, csv", arguments: ["commits", "o/r", "--format", "csv"],
            route: ("/repos/o/r/commits", json(200, Self.hostileSHACommits)), status: 0, stderr: "", reachesServer: true),
        Case(
            name: "null where an object belongs", arguments: ["list", "null-org"], route: ("null-org", json(200, "null")),
            status: 1, stderr: "Error: unreadable response from GET /orgs/null-org/repos: expected a list, found null", reachesServer: true),
    ]

    /// GitHub's commit shape with a SHA that would clear the screen.
    static let hostileSHACommits =
        #"[{"sha":"\u001b[2J\u001b[H","node_id":"C_1","commit":{"author":{"name":"A","email":"a@example.org","date":"2026-11-28T23:00:00Z"},"committer":null,"message":"m"},"author":null,"committer":null,"parents":[]}]"#

    @Test(arguments: argumentCases + responseCases)
    func hostileCase(_ hostile: Case) async throws {
        let route = hostile.route
        let fixture = try Fixture { request, _ in
            guard let route, request.path.contains(route.path) else { return nil }
            return route.response
        }
        let run = try await fixture.repos(hostile.arguments, environment: hostile.environment)
        #expect(run.status == hostile.status, "\(run.stderr)")
        if hostile.stderr.isEmpty {
            #expect(run.stderr == "")
        } else {
            #expect(run.stderr.hasPrefix(hostile.stderr), "\(run.stderr)")
            #expect(run.stderr.filter { $0 == "\n" }.count == 1 || hostile.status == Self.usage)
        }
        if !hostile.reachesServer { #expect(fixture.server.requests.isEmpty) }
        if hostile.status != 0 { #expect(run.stdout == "") }
        if hostile.name.contains("commit SHA") { #expect(run.stdout.contains("^[[2J^[[H"), "\(run.stdout)") }
        let colourCodes = hostile.arguments.contains("always")
        // CSV's record separator is CRLF by RFC 4180; any other carriage return would be raw.
        let stdout = hostile.arguments.contains("csv") ? run.stdout.replacingOccurrences(of: "\r\n", with: "\n") : run.stdout
        for (stream, text) in [("stdout", stdout), ("stderr", run.stderr)] {
            let withoutOurColour = colourCodes ? text.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression) : text
            let raw = withoutOurColour.unicodeScalars.filter {
                $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x08 || $0.value == 0x0D || (0x80..<0xA0).contains($0.value)
                    || (0x202A...0x202E).contains($0.value)
            }
            #expect(raw.isEmpty, "raw control characters on \(stream): \(raw.map { String($0.value, radix: 16) })")
        }
    }

    @Test func hostileTextStaysExactInJSON() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "hostile-org", "--json", "name,description"])
        let items = try jsonArray(run.stdout)
        #expect(items.count == 4)
        #expect(items[0]["description"] as? String == "Wipes \u{1B}[2J\u{1B}[H your screen")
        #expect(items[3]["description"] as? String == "evil \u{202E}gnp.exe\u{202C} and\ttab\nnewline")
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func hostileTSVKeepsOneRowPerRepository() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "hostile-org"])
        #expect(run.lines.count == 4)
        #expect(run.lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == RepositoryListView.fields.count })
        #expect(run.lines[0].hasPrefix("hostile-org/term^[[2Jclear\tWipes ^[[2J^[[H your screen"))
    }
}
