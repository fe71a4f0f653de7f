/// A repository's licence, as GitHub summarises it.
public struct License: Codable, Hashable, Sendable {
    /// GitHub's key, e.g. `mit`.
    public var key: String?
    /// The full name, e.g. `MIT License`.
    public var name: String?
    /// The SPDX identifier, e.g. `MIT`; `NOASSERTION` when GitHub cannot tell.
    public var spdxID: String?

    /// Creates a licence.
    public init(key: String?, name: String?, spdxID: String?) {
        self.key = key
        self.name = name
        self.spdxID = spdxID
    }

    enum CodingKeys: String, CodingKey {
        case key, name
        case spdxID = "spdx_id"
    }
}
