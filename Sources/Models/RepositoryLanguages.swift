/// What `GET /repos/{o}/{r}/languages` answers: the bytes of code GitHub counts in each language,
/// e.g. `{"Swift": 671125, "Shell": 2048}`. Held largest first (ties by name), as people read it.
public struct RepositoryLanguages: Decodable, Equatable, Sendable {
    /// Each language and its bytes, largest first.
    public let languages: [(name: String, bytes: Int)]

    /// Creates the list, ordered largest first.
    public init(_ bytes: [String: Int]) {
        languages = bytes.map { (name: $0.key, bytes: max(0, $0.value)) }.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.name < $1.name }
    }

    /// Decodes GitHub's object of names to byte counts.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: Int].self))
    }

    /// Each language's share of all the bytes, in percent, largest first: in `Double`, so a
    /// server's sums past `Int.max` cannot overflow.
    public var shares: [(name: String, percent: Double)] {
        let total = languages.reduce(0.0) { $0 + Double($1.bytes) }
        guard total > 0 else { return languages.map { ($0.name, 0) } }
        return languages.map { ($0.name, Double($0.bytes) / total * 100) }
    }

    /// Equal when the same languages have the same bytes.
    public static func == (lhs: RepositoryLanguages, rhs: RepositoryLanguages) -> Bool {
        lhs.languages.map(\.name) == rhs.languages.map(\.name) && lhs.languages.map(\.bytes) == rhs.languages.map(\.bytes)
    }
}
