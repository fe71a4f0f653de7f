/// A label on an issue or a pull request: its name, and its colour as GitHub stores it (six hex
/// digits, no `#`).
public struct IssueLabel: Decodable, Hashable, Sendable {
    /// Its name, e.g. `bug` or `priority: high`.
    public var name: String
    /// Its colour, e.g. `d73a4a`; nil when GitHub sent none (or sent the label as a bare name).
    public var color: String?

    /// Creates a label.
    public init(name: String, color: String? = nil) {
        (self.name, self.color) = (name, color)
    }

    private enum CodingKeys: String, CodingKey {
        case name, color
    }

    /// Reads a label object, or a bare name: GitHub's issue schema allows either.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self.init(name: name)
            return
        }
        let json = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try json.decodeIfPresent(String.self, forKey: .name) ?? "", color: try json.decodeIfPresent(String.self, forKey: .color))
    }
}
