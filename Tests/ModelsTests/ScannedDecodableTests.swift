import Foundation
import JSON
import Models
import TestSupport
import Testing

/// The fast reading of a tree agrees with the decoder wherever it reads at all, and gives way to
/// it (nil) for anything less plain, so every error a server can cause is still the decoder's.
@Suite struct ScannedDecodableTests {
    static func decoded(_ bytes: Data) -> GitTree? { try? GitHubJSON.decoder().decode(GitTree.self, from: bytes) }

    static func same(_ a: GitTree?, _ b: GitTree?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.sha == b.sha && a.truncated == b.truncated && a.entries == b.entries
    }

    @Test func everyTreeFixtureReadsAsTheDecoderReadsIt() throws {
        let names = try FixtureRouter.allFixtureNames().filter { $0.contains("git-trees") }
        #expect(names.count >= 8)
        for name in names {
            let bytes = try FixtureRouter.body(of: name)
            let scanned = GitTree.scanned(bytes)
            // Names written with escapes (the one that would clear a terminal) read alike too.
            #expect(scanned != nil && Self.same(scanned, Self.decoded(bytes)), "\(name)")
        }
    }

    @Test func whatIsNotPlainIsLeftToTheDecoder() {
        let entry = #"{"path":"a","mode":"100644","type":"blob","sha":"s","size":1}"#
        let plain = #"{"sha":"r","tree":[\#(entry)],"truncated":false,"url":{"nested":[1,{"x":[]}]}}"#
        #expect(GitTree.scanned(Data(plain.utf8))?.entries.first?.size == 1)
        // An escape is read as the decoder reads it.
        let escaped = plain.replacingOccurrences(of: #""path":"a""#, with: #""path":"a\u001b""#)
        #expect(GitTree.scanned(Data(escaped.utf8))?.entries.first?.path == "a\u{1B}")
        let variants = [
            plain.replacingOccurrences(of: #""path":"a""#, with: #""path":"a\x1b""#),  // an escape JSON does not have
            plain.replacingOccurrences(of: #""size":1"#, with: #""size":"1""#),  // a string for a number: the decoder's error
            plain.replacingOccurrences(of: #""size":1"#, with: #""size":01"#),
            plain.replacingOccurrences(of: #""size":1"#, with: #""size":1.5"#),
            plain.replacingOccurrences(of: #""size":1"#, with: #""size":+1"#),
            plain.replacingOccurrences(of: #""path":"a""#, with: "\"path\":\"a\u{01}\""),  // a raw control byte
            plain.replacingOccurrences(of: #""sha":"r","#, with: ""),  // no sha
            plain.replacingOccurrences(of: #""mode":"100644","#, with: ""),
            plain.replacingOccurrences(of: #""truncated":false"#, with: #""truncated":"no""#),
            plain + "x",  // after the document
            String(plain.dropLast()),  // cut short
        ]
        for variant in variants {
            #expect(GitTree.scanned(Data(variant.utf8)) == nil, "\(variant)")
        }
        #expect(Self.decoded(Data(variants[0].utf8)) == nil)
        #expect(Self.decoded(Data(variants[1].utf8)) == nil)
    }

    @Test func mutatedTreesAreReadAlikeOrLeftToTheDecoder() throws {
        let bytes = try FixtureRouter.body(of: "repos-atomicrobot-bottle-rocket-git-trees-Sources.http")
        var readAlike = 0
        for mutated in ByteMutations(of: bytes, count: 20_000, seed: 31, alphabet: #"{}[],:"\ 0-1a"#) {
            guard let scanned = GitTree.scanned(mutated) else { continue }
            readAlike += 1
            #expect(Self.same(scanned, Self.decoded(mutated)), "\(String(decoding: mutated, as: UTF8.self))")
        }
        // Some mutations leave a tree the fast reading takes (a changed letter in a name).
        #expect(readAlike > 1_000)
    }
}
