import Foundation
import JSON
import TestSupport
import Testing

@Suite struct JSONScannerTests {
    private func texts(_ document: String, _ ranges: [Range<Int>]) -> [String] {
        let bytes = Array(document.utf8)
        return ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func splitsAnArrayIntoItsElementsAsWritten() throws {
        let document = #" [ {"a":"x,]}\"y"} , [1,[2]] ,"s\\",3.0e1,null , true ] "#
        let ranges = try JSONScanner.elements(ofArray: Data(document.utf8))
        #expect(texts(document, ranges) == [#"{"a":"x,]}\"y"}"#, "[1,[2]]", #""s\\""#, "3.0e1", "null", "true"])
        #expect(try JSONScanner.elements(ofArray: Data(" [ ] ".utf8)).isEmpty)
    }

    @Test func listsAnObjectsMembersInOrder() throws {
        let document = #"{"z":1,"a":{"k":[1,2]},"esc\u0061ped":"v","n":null}"#
        let members = try JSONScanner.members(ofObject: Data(document.utf8))
        #expect(members.map(\.key) == ["z", "a", "escaped", "n"])
        #expect(texts(document, members.map(\.value)) == ["1", #"{"k":[1,2]}"#, #""v""#, "null"])
    }

    @Test(arguments: ["", "{", "[1,", #"["unterminated"#, "{\"a\" 1}", "[1 2]", "{}", "x"])
    func malformedOrWrongShapeIsAnErrorNeverACrash(document: String) {
        #expect(throws: JSONScanner.Malformed.self) { try JSONScanner.elements(ofArray: Data(document.utf8)) }
    }

    /// Random documents from JSON's own alphabet: the scanner never reads out of bounds, and
    /// agrees with Foundation's parser: an array Foundation reads has as many elements here, each
    /// element's text a JSON value of its own.
    @Test func randomDocumentsAgreeWithFoundation() {
        var generator = SeededGenerator(seed: 20_261_203)
        // Pieces of JSON, joined mostly as an array's elements are, sometimes not.
        let pieces = ["0", "-1.5e3", #""a\"b""#, "null", "true", "[]", "{}", "[0,[1]]", #"{"k":{"v":[]}}"#, "", ",", ":", "{", "]", " "]
        let separators = [",", ",", ",", ", ", "", " "]
        var agreed = 0
        for _ in 0..<4000 {
            let count = Int.random(in: 0..<6, using: &generator)
            let inner = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }
            let text = "[" + inner.joined(separator: separators.randomElement(using: &generator) ?? ",") + "]"
            let data = Data(text.utf8)
            _ = try? JSONScanner.members(ofObject: data)
            // Foundation on Linux also takes a trailing comma (`[1,]`), which JSON does not.
            let squeezed = text.replacingOccurrences(of: " ", with: "")
            guard !squeezed.contains(",]"), !squeezed.contains(",}") else { continue }
            guard let foundation = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? [Any] else { continue }
            let elements = try? JSONScanner.elements(ofArray: data)
            #expect(elements?.count == foundation.count, "seed \(generator.seed): \(String(decoding: data, as: UTF8.self))")
            for element in elements ?? [] {
                let text = JSONScanner.slice(data, element)
                #expect((try? JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed])) != nil, "seed \(generator.seed)")
            }
            agreed += 1
        }
        // Enough of the documents were arrays for the comparison to mean something.
        #expect(agreed > 20, "seed \(generator.seed): only \(agreed) arrays")
    }
}
