import Foundation

/// The pagination links of a `Link` header, by relation name.
///
/// GitHub's rels come in any order, `last` may be missing, and with one page there is no header at
/// all. URLs are kept exactly as sent.
public struct LinkHeader: Equatable, Sendable {
    /// URLs by rel (`next`, `prev`, `first`, `last`).
    public var links: [String: URL]

    /// No links: a response with one page.
    public static let empty = LinkHeader(links: [:])

    /// Creates a link set from parsed links.
    public init(links: [String: URL]) { self.links = links }

    /// The next page.
    public var next: URL? { links["next"] }
    /// The last page, when GitHub could compute it.
    public var last: URL? { links["last"] }

    /// Parses a header value; nil for a malformed one (so a bad header is an error, not a silent
    /// stop). An absent header is an empty link set.
    public init?(_ value: String?) {
        links = [:]
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        for part in Self.splitEntries(value) {
            let pieces = part.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let target = pieces.first, target.hasPrefix("<"), target.hasSuffix(">"), target.count > 2,
                let url = URL(string: String(target.dropFirst().dropLast())), url.scheme != nil
            else { return nil }
            var rels: [String] = []
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2 else { return nil }
                if pair[0].lowercased() == "rel" {
                    rels += pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).split(separator: " ").map { $0.lowercased() }
                }
            }
            guard !rels.isEmpty else { return nil }
            for rel in rels where links[rel] == nil { links[rel] = url }
        }
    }

    /// The `page` query value of `url`, if it has one.
    public static func pageNumber(of url: URL) -> Int? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.last { $0.name == "page" }?.value.flatMap { Int($0) }
    }

    /// `url` with its `page` query value replaced: how the service derives the pages between `next`
    /// and `last` from a URL GitHub gave, rather than building one of its own.
    public static func replacingPage(in url: URL, with page: Int) -> URL? {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.percentEncodedQueryItems, items.contains(where: { $0.name == "page" })
        else { return nil }
        components.percentEncodedQueryItems = items.map { $0.name == "page" ? URLQueryItem(name: "page", value: String(page)) : $0 }
        return components.url
    }

    /// Splits on commas outside `<…>` (a URL may contain commas).
    private static func splitEntries(_ value: String) -> [String] {
        var entries: [String] = []
        var current = ""
        var inAngle = false
        for character in value {
            switch character {
            case "<": inAngle = true
            case ">": inAngle = false
            case "," where !inAngle:
                entries.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        let tail = current.trimmingCharacters(in: .whitespaces)
        if !tail.isEmpty { entries.append(tail) }
        return entries
    }
}
