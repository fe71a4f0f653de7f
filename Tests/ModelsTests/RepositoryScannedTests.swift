import Foundation
import Models
import TestSupport
import Testing

/// The fast reading of a page of repositories agrees with the decoder wherever it reads at all,
/// and gives way to it (nil) for anything less plain, so every error a server can cause is still
/// the decoder's, with its path.
@Suite struct RepositoryScannedTests {
    static func decoded(_ bytes: Data) -> [Repository]? { try? GitHubJSON.decoder().decode([Repository].self, from: bytes) }

    @Test func everyRepositoryListingFixtureReadsAsTheDecoderReadsIt() throws {
        let names = try FixtureRouter.allFixtureNames().filter { $0.hasPrefix("orgs-") && $0.contains("-repos") || $0.hasPrefix("users-") }
        var read = 0
        for name in names {
            let bytes = try FixtureRouter.body(of: name)
            let decoded = Self.decoded(bytes)
            guard let scanned = [Repository].scanned(bytes) else {
                // Given way: only to something the decoder refuses.
                #expect(decoded == nil, "\(name)")
                continue
            }
            read += 1
            #expect(scanned == decoded, "\(name)")
        }
        #expect(read >= 6)
    }

    @Test func aSyntheticPageOfFullSizeObjectsReadsAlike() {
        let org = SyntheticOrganization(name: "big-org", count: 100)
        let page = Data(("[" + (0..<100).map { org.repositoryJSON($0) }.joined(separator: ",") + "]").utf8)
        let scanned = [Repository].scanned(page)
        #expect(scanned?.count == 100)
        #expect(scanned == Self.decoded(page))
        #expect(scanned?.first?.license?.spdxID == "MIT" && scanned?.first?.owner.login == "big-org")
    }

    @Test func whatIsNotPlainIsLeftToTheDecoder() {
        let plain =
            #"[{"id":1,"node_id":"n","name":"a","full_name":"o/a","owner":{"login":"o","id":2,"extra":[1,{"x":null}]},"private":false,"fork":true,"#
            + #""description":null,"topics":["t"],"license":{"name":"MIT License","spdx_id":"MIT","url":null},"pushed_at":"2026-10-01T11:00:00Z","#
            + #""stargazers_count":5,"permissions":{"pull":true}}]"#
        let read = [Repository].scanned(Data(plain.utf8))
        #expect(read?.first?.isFork == true && read?.first?.stargazersCount == 5 && read?.first?.topics == ["t"])
        #expect(read == Self.decoded(Data(plain.utf8)))
        func replacing(_ old: String, _ new: String) -> String { plain.replacingOccurrences(of: old, with: new) }
        let variants: [String] = [
            replacing(#""name":"a""#, #""name":"a\ud800""#),  // a surrogate without its pair
            replacing(#""id":1,"#, #""id":"1","#),  // a string for a number: the decoder's error
            replacing(#""id":1,"#, ""),  // no id
            replacing(#""name":"a""#, #""name":null"#),
            replacing(#""stargazers_count":5"#, #""stargazers_count":5.0"#),
            replacing(#""stargazers_count":5"#, #""stargazers_count":05"#),
            replacing(#""fork":true"#, #""fork":1"#),
            replacing(#""pushed_at":"2026-10-01T11:00:00Z""#, #""pushed_at":"yesterday""#),
            replacing(#""topics":["t"]"#, #""topics":["t",1]"#),
            replacing(#""node_id":"n""#, #""node_id":7"#),  // checked though not kept
            replacing(#""login":"o""#, #""login":["o"]"#),
            replacing(#""spdx_id":"MIT""#, #""spdx_id":false"#),
            replacing(#""fork":true"#, #""fork":true,"fork":false"#),  // a member twice
            replacing(#""pull":true"#, "\"pull\":\"\u{01}\""),  // a raw control byte, skipped or not
            replacing(#""pull":true"#, #""pull":tru"#),
            plain + "x",
            plain + "\"",  // a string cut short after the document
            String(plain.dropLast()),
            "{}",
        ]
        for variant in variants {
            #expect([Repository].scanned(Data(variant.utf8)) == nil, "\(variant)")
        }
        #expect(Self.decoded(Data(variants[0].utf8)) == nil)
        #expect(Self.decoded(Data(variants[1].utf8)) == nil)
    }

    @Test func mutatedPagesAreReadAlikeOrLeftToTheDecoder() throws {
        let bytes = try FixtureRouter.body(of: "orgs-atomicrobot-repos.page1.http")
        var readAlike = 0
        for mutated in ByteMutations(of: bytes, count: 5_000, seed: 32, alphabet: #"{}[],:"\ 0-1an"#) {
            guard let scanned = [Repository].scanned(mutated) else { continue }
            readAlike += 1
            #expect(scanned == Self.decoded(mutated), "\(String(decoding: mutated, as: UTF8.self))")
        }
        #expect(readAlike > 500)
    }

    /// Every escape JSON has, in a description, read in the fast path as the decoder reads it;
    /// every escape it does not have, and every surrogate without its pair, left to the decoder,
    /// which refuses it.
    @Test(arguments: [
        #"say \"hi\""#, #"C:\\path\\to"#, #"a\/b"#, #"line\nnext\ttab\rret\bback\fform"#, #"caf\u00e9 \u65e5\u672c"#, #"rocket \ud83d\ude80!"#,
        #"\u0000nul"#, #"mixed 日本語 and \"quotes\" 🚀"#, #"\u00E9\u00e9"#,
    ])
    func anEscapeIsReadAsTheDecoderReadsIt(description: String) throws {
        let page = Data(#"[{"id":1,"name":"a","full_name":"o/a","description":"\#(description)"}]"#.utf8)
        let scanned = try #require([Repository].scanned(page))
        #expect(scanned == Self.decoded(page))
    }

    @Test(arguments: [#"\x41"#, #"\ud800"#, #"\udc00"#, #"\ud800\u0041"#, #"\u12"#, #"\u12G4"#, "\u{01}", #"tail\"#, #"\ud83d\ud83d"#])
    func anEscapeTheDecoderRefusesIsLeftToIt(description: String) {
        let page = Data(#"[{"id":1,"name":"a","full_name":"o/a","description":"\#(description)"}]"#.utf8)
        #expect([Repository].scanned(page) == nil)
        #expect(Self.decoded(page) == nil)
    }

    /// A page as dirty as GitHub's (escaped quotes and backslashes, non-ASCII, emoji, nulls),
    /// mutated 5,000 times with escapes' bytes: read alike, or left to the decoder.
    @Test func mutatedDirtyPagesAreReadAlikeOrLeftToTheDecoder() throws {
        let org = SyntheticOrganization(name: "big-org", count: 100)
        let page = Data(("[" + (0..<26).map { org.repositoryJSON($0) }.joined(separator: ",") + "]").utf8)
        // Escapes and all, the fast path reads the whole page.
        let scanned = try #require([Repository].scanned(page))
        #expect(scanned == Self.decoded(page))
        #expect(scanned.contains { $0.description?.contains(#""fs" calls for C:\tools"#) == true } && scanned.contains { $0.description == nil })
        var readAlike = 0
        for mutated in ByteMutations(of: page, count: 5_000, seed: 33, alphabet: #"\"u0dD8Ab/ntxé"#) {
            guard let scanned = [Repository].scanned(mutated) else { continue }
            readAlike += 1
            #expect(scanned == Self.decoded(mutated), "\(String(decoding: mutated, as: UTF8.self))")
        }
        #expect(readAlike > 1_000)
    }
}
