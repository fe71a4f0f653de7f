import Foundation

/// A `Decodable` whose plain form can be read straight from GitHub's bytes by `JSONScanner`, in
/// one pass and without a decoder's containers: for a type of very many small parts, where
/// `JSONDecoder` spends most of a run (a tree of 100,000 entries: 72 % of the CPU, profiled).
///
/// The fast reading accepts only what `Decodable` accepts and reads it the same, escapes in
/// strings included; anything else (an invalid escape, a control byte, a number in another form,
/// a member of another type, an escaped member name, bytes after the document) makes it give up,
/// and `Decodable` reads the bytes instead, with its own errors and paths. So the errors a server
/// can cause are the decoder's, always.
public protocol ScannedDecodable: Decodable {
    /// The value, or nil when the bytes are not in the plain form this reads.
    static func scanned(_ bytes: Data) -> Self?
}

/// An element of a listing that can be read as `ScannedDecodable` reads, from its first token:
/// an array of them (a page) is then `ScannedDecodable` itself.
public protocol ScannedElement: Decodable {
    /// The value whose first token, `first`, was just read from `tokens`; nil when it is not in
    /// the plain form this reads (the decoder then reads the whole page).
    static func scanned(startingWith first: JSONScanner.Token, from tokens: inout JSONScanner.Tokens) -> Self?
}

extension Array: ScannedDecodable where Element: ScannedElement {
    /// A page of elements, each read by `Element.scanned`, or nil when one is not plain.
    public static func scanned(_ bytes: Data) -> [Element]? {
        bytes.withUnsafeBytes { raw -> [Element]? in
            var tokens = JSONScanner.Tokens(raw)
            var elements: [Element] = []
            guard tokens.next() == .open(UInt8(ascii: "[")) else { return nil }
            let complete = tokens.container(UInt8(ascii: "[")) { _, first, tokens in
                guard let element = Element.scanned(startingWith: first, from: &tokens) else { return false }
                elements.append(element)
                return true
            }
            return complete && tokens.isAtEnd() ? elements : nil
        }
    }
}
