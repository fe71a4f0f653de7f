import Foundation
import Models
@testable import Service
import TestSupport
import Testing

/// Seeded random and mutated inputs for the decoders and the Link parser: none may crash, and
/// every failure must come back as a typed error.
@Suite struct FuzzTests {
    static let tokens: [[UInt8]] = [
        "null", "{}", "[]", "\"", "\\", ":", ",", "0", "-1e999", "true", "\"2026-13-45T99:99:99Z\"", "\u{1B}[2J", "\u{0}", "\u{FFFF}",
    ].map { Array($0.utf8) }

    static func mutate(_ input: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            guard !bytes.isEmpty else { break }
            let index = Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &rng)
            case 1: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...16, using: &rng)))
            case 2: bytes.insert(contentsOf: tokens[Int.random(in: 0..<tokens.count, using: &rng)], at: index)
            case 3: bytes = Array(bytes.prefix(index))
            default: bytes.swapAt(index, Int.random(in: 0..<bytes.count, using: &rng))
            }
        }
        return bytes
    }

    /// Decodes `data` as `T`; a failure must map to `.undecodable`.
    static func check<T: Decodable>(_ type: T.Type, _ data: Data) -> Bool {
        do {
            _ = try GitHubJSON.decoder().decode(T.self, from: data)
            return true
        } catch {
            guard case .undecodable = ResponseInterpreter.decodingError(error, body: data, endpoint: "GET /x") else {
                Issue.record("untyped failure: \(error)")
                return false
            }
            return false
        }
    }

    static func sample(_ fixture: String, take: Int) throws -> [UInt8] {
        let all = try JSONSerialization.jsonObject(with: FixtureRouter.body(of: fixture))
        let value: Any = (all as? [Any]).map { Array($0.prefix(take)) } ?? all
        return Array(try JSONSerialization.data(withJSONObject: value))
    }

    @Test func mutatedRepositoriesCommitsAndDetailsNeverCrash() throws {
        var rng = SeededGenerator(seed: 20_261_202)
        let repos = try Self.sample("orgs-atomicrobot-repos.page1.http", take: 2)
        let commits = try Self.sample("repos-atomicrobot-bottle-rocket-commits.page1.http", take: 2)
        let detail = try Self.sample("repos-atomicrobot-bottle-rocket-commits-sha.http", take: 0)
        var decoded = 0
        var rejected = 0
        for round in 0..<3000 {
            let ok: Bool
            switch round % 3 {
            case 0: ok = Self.check([Repository].self, Data(Self.mutate(repos, using: &rng)))
            case 1: ok = Self.check([Commit].self, Data(Self.mutate(commits, using: &rng)))
            default: ok = Self.check(CommitDetail.self, Data(Self.mutate(detail, using: &rng)))
            }
            if ok { decoded += 1 } else { rejected += 1 }
        }
        // Both outcomes are reached (the mutations are neither all harmless nor all fatal), and
        // every rejection was a typed `.undecodable` (checked in `check`).
        #expect(rejected > 1000, "seed \(rng.seed)")
        #expect(decoded > 10, "seed \(rng.seed)")
    }

    @Test func randomBytesNeverCrashTheDecoders() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<1000 {
            let bytes = (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            _ = Self.check([Repository].self, Data(bytes))
            _ = Self.check(CommitDetail.self, Data(bytes))
        }
    }

    @Test func linkParserNeverCrashesAndOnlyYieldsAbsoluteURLs() {
        var rng = SeededGenerator(seed: 42)
        let pieces = [
            "<", ">", ";", ",", " ", "=", "\"", "rel", "next", "last", "prev", "https://api.github.com/x?page=2", "http://[::1", "%", "page=", "\u{1B}", "ü",
            "\t",
        ]
        var parsed = 0
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
            guard let header = LinkHeader(text) else { continue }
            parsed += 1
            for url in header.links.values { #expect(url.scheme != nil) }
            if let next = header.next { _ = LinkHeader.replacingPage(in: next, with: 3) }
        }
        #expect(parsed > 0)
    }
}
