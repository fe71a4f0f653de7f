import Foundation
import Models
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

    @Test func randomBytesNeverReadOutOfBounds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array(#"{}[]",:\ 0an"#.utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            _ = try? JSONScanner.elements(ofArray: Data(bytes))
            _ = try? JSONScanner.members(ofObject: Data(bytes))
        }
    }
}
