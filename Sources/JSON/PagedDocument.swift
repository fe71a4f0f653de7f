import Foundation

/// One object GitHub sends over several pages (a commit's files, a comparison's commits), put
/// back together as GitHub's bytes: page 1's object with one array member holding every page's
/// elements, byte for byte; every other member is left as GitHub sent it.
public enum PagedDocument {
    /// The object of `pages` with `member`'s arrays joined; page 1 alone when there is one page
    /// or when page 1 has no such member.
    public static func merging(_ member: String, of pages: [Data]) throws(JSONScanner.Malformed) -> Data {
        guard let first = pages.first else { throw JSONScanner.Malformed(reason: "no pages") }
        guard pages.count > 1, let held = try JSONScanner.member(member, ofObject: first) else { return first }
        var merged = Data("[".utf8)
        var separator = false
        for page in pages {
            guard let found = try JSONScanner.member(member, ofObject: page) else { continue }
            let array = JSONScanner.slice(page, found.value)
            for range in try JSONScanner.elements(ofArray: array) {
                if separator { merged.append(UInt8(ascii: ",")) }
                merged.append(JSONScanner.slice(array, range))
                separator = true
            }
        }
        merged.append(UInt8(ascii: "]"))
        var result = first
        result.replaceSubrange(first.startIndex + held.value.lowerBound..<first.startIndex + held.value.upperBound, with: merged)
        return result
    }
}
