import Models

extension Limit {
    /// The bound as people read it, in help, the man page, the README and errors: a count with
    /// its unit (`10,000 pages`, `5`, `60 s`), a size as `ByteSize` says it.
    public var shown: String {
        switch unit {
        case .size: return ByteSize.describe(value)
        case .count: return value.grouped
        case .seconds: return "\(value.grouped) s"
        case .bytes, .pages, .items, .requests, .entries, .levels, .parts, .tokens, .attributes, .characters, .lines, .comparisons:
            return "\(value.grouped) \(unit.rawValue)"
        }
    }
}
