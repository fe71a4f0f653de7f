import Foundation
import Reactive
import TestSupport
import Testing

@Suite struct CacheEndToEndTests {
    @Test func secondRunRevalidatesEveryPageAndOfflineMakesNoRequest() async throws {
        let fixture = try Fixture()
        let first = try await fixture.repos(["list", "big-org", "--all", "--json"])
        #expect(first.status == 0)
        #expect(fixture.server.requests.count == 5)
        #expect(fixture.server.requests.allSatisfy { $0.headers["if-none-match"] == nil })
        fixture.server.resetLog()

        let second = try await fixture.repos(["list", "big-org", "--all", "--json", "-v"])
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        #expect(fixture.server.requests.count == 5)
        #expect(fixture.server.requests.allSatisfy { $0.headers["if-none-match"]?.hasPrefix("W/\"big-org-450-100-") == true })
        #expect(second.stderr.components(separatedBy: "→ 304").count - 1 == 5)
        #expect(second.stderr.contains("(cache)"))
        fixture.server.resetLog()

        let offline = try await fixture.repos(["list", "big-org", "--all", "--json", "--offline"])
        #expect(offline.status == 0)
        #expect(offline.stdout == first.stdout)
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func cacheTTLAnswersFromTheCacheWithinItsAgeAndStaleOkWhateverTheAge() async throws {
        let fixture = try Fixture()
        let cold = try await fixture.repos(["list", "big-org", "--all", "--json"])
        #expect(fixture.server.requests.count == 5)
        fixture.server.resetLog()

        let young = try await fixture.repos(["list", "big-org", "--all", "--json", "--cache-ttl", "10m", "-v"], now: Fixture.now.addingTimeInterval(599))
        #expect(young.stdout == cold.stdout)
        #expect(fixture.server.requests.isEmpty)
        #expect(young.stderr.components(separatedBy: "→ from the cache, not asked (GitHub confirmed it 9 minutes ago)\n").count - 1 == 5)

        let older = try await fixture.repos(["list", "big-org", "--all", "--json", "--cache-ttl", "10m"], now: Fixture.now.addingTimeInterval(1200))
        #expect(older.stdout == cold.stdout)
        #expect(fixture.server.requests.count == 5)
        #expect(fixture.server.requests.allSatisfy { $0.headers["if-none-match"] != nil })
        fixture.server.resetLog()

        // The 304s confirmed every page at +20 min: five minutes later they are young again.
        _ = try await fixture.repos(["list", "big-org", "--all", "--json", "--cache-ttl", "10m"], now: Fixture.now.addingTimeInterval(1500))
        #expect(fixture.server.requests.isEmpty)

        let stale = try await fixture.repos(["list", "big-org", "--all", "--json", "--stale-ok"], now: Fixture.now.addingTimeInterval(86_400 * 365))
        #expect(stale.stdout == cold.stdout)
        #expect(fixture.server.requests.isEmpty)
        // What the cache lacks is asked for.
        let missing = try await fixture.repos(["list", "atomicrobot", "--stale-ok"])
        let asked = fixture.server.requests.map(\.target).sorted()
        fixture.server.resetLog()
        let plain = try await fixture.repos(["list", "atomicrobot", "--no-cache"])
        #expect(missing.status == 0)
        #expect(missing.stdout == plain.stdout)
        #expect(!asked.isEmpty && asked == fixture.server.requests.map(\.target).sorted())
    }

    @Test(arguments: [
        (["--cache-ttl", "10m", "--offline"], "Error: '--cache-ttl' cannot be combined with '--offline'\n"),
        (["--stale-ok", "--cache-ttl", "1h"], "Error: '--cache-ttl' cannot be combined with '--stale-ok'\n"),
        (
            ["--cache-ttl", "10x"],
            "Error: The value '10x' is invalid for '--cache-ttl <duration>': expected a duration such as 90s, 10m, 2h or 1d, up to 365 days\n"
        ),
        (
            ["--cache-ttl", "366d"],
            "Error: The value '366d' is invalid for '--cache-ttl <duration>': expected a duration such as 90s, 10m, 2h or 1d, up to 365 days\n"
        ),
    ])
    func cacheAgesAreCheckedAndOneCacheRuleAtATime(arguments: [String], message: String) async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message))
        #expect(run.stdout == "")
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func offlineMissFailsNamingWhatIsMissing() async throws {
        let fixture = try Fixture()
        let run = try await fixture.repos(["list", "atomicrobot", "--offline"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "Error: offline and not cached: \(fixture.server.baseURL.absoluteString)/orgs/atomicrobot/repos?per_page=100; run once without --offline\n")
        #expect(run.stdout == "")
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func aChangedResourceIsFetchedAgain() async throws {
        let version = Locked(1)
        let fixture = try Fixture { request, _ in
            guard request.path == "/orgs/changing/repos" else { return nil }
            let current = version.withLock { $0 }
            let etag = "W/\"v\(current)\""
            if request.headers["if-none-match"] == etag { return LoopbackServer.Response(status: 304, headers: [("etag", etag)]) }
            let body =
                #"[{"id":\#(current),"name":"v\#(current)","full_name":"changing/v\#(current)","owner":{"login":"changing"},"private":false,"html_url":"x","fork":false}]"#
            return .json(200, body, headers: [("etag", etag)])
        }
        let first = try await fixture.repos(["list", "changing", "--json", "name"])
        #expect(try jsonArray(first.stdout).first?["name"] as? String == "v1")
        version.withLock { $0 = 2 }
        let second = try await fixture.repos(["list", "changing", "--json", "name"])
        #expect(try jsonArray(second.stdout).first?["name"] as? String == "v2")
        #expect(fixture.server.requests.last?.headers["if-none-match"] == "W/\"v1\"")
        let offline = try await fixture.repos(["list", "changing", "--json", "name", "--offline"])
        #expect(try jsonArray(offline.stdout).first?["name"] as? String == "v2")
    }

    @Test func twoTokensNeverShareAnEntryAndNoTokenIsStored() async throws {
        let fixture = try Fixture()
        _ = try await fixture.repos(["list", "atomicrobot", "--limit", "2"], environment: ["GH_TOKEN": "ghp_ALICE_TOKEN"])
        fixture.server.resetLog()
        let bob = try await fixture.repos(["list", "atomicrobot", "--limit", "2"], environment: ["GH_TOKEN": "ghp_BOB_TOKEN"])
        #expect(bob.status == 0)
        #expect(fixture.server.requests.first?.headers["if-none-match"] == nil)
        let carol = try await fixture.repos(["list", "atomicrobot", "--limit", "2", "--offline"], environment: ["GH_TOKEN": "ghp_CAROL_TOKEN"])
        #expect(carol.status == 1)
        let folder = fixture.cacheHome.appendingPathComponent("repos")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            #expect(!text.contains("TOKEN"))
        }
    }

    @Test func filesAre0600InA0700Folder() async throws {
        let fixture = try Fixture()
        _ = try await fixture.repos(["list", "atomicrobot"])
        let folder = fixture.cacheHome.appendingPathComponent("repos")
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 3)
        for name in names {
            let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }

    @Test func aTruncatedEntryIsIgnoredAndRefetched() async throws {
        let fixture = try Fixture()
        let first = try await fixture.repos(["list", "atomicrobot", "--json"])
        let folder = fixture.cacheHome.appendingPathComponent("repos")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let file = folder.appendingPathComponent(name)
            let data = try Data(contentsOf: file)
            try data.prefix(data.count / 2).write(to: file)
        }
        fixture.server.resetLog()
        let second = try await fixture.repos(["list", "atomicrobot", "--json"])
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        #expect(fixture.server.requests.allSatisfy { $0.headers["if-none-match"] == nil })
    }

    @Test func concurrentRunsNeverSeeATornEntry() async throws {
        let fixture = try Fixture()
        let clean = try await fixture.repos(["list", "big-org", "--all", "--json", "--no-cache"])
        try await bounded("four runs at once") {
            try await withThrowingTaskGroup(of: BinaryRunner.Outcome.self) { group in
                for _ in 0..<4 { group.addTask { try await fixture.repos(["list", "big-org", "--all", "--json"]) } }
                for try await run in group {
                    #expect(run.status == 0)
                    #expect(run.stdout == clean.stdout)
                }
            }
        }
    }

    @Test func cacheInfoAndClear() async throws {
        let fixture = try Fixture()
        _ = try await fixture.repos(["list", "atomicrobot"])
        let info = try await fixture.repos(["cache", "info"])
        #expect(info.stdout.contains("Path:    \(fixture.cacheHome.path)/repos"))
        #expect(info.stdout.contains("Entries: 3"))
        let clear = try await fixture.repos(["cache", "clear"])
        #expect(clear.stdout == "Removed 3 entries.\n")
        let after = try await fixture.repos(["cache", "info"])
        #expect(after.stdout.contains("Entries: 0"))
        let bad = try await fixture.repos(["cache", "wipe"])
        #expect(bad.status == 64)
    }
}
