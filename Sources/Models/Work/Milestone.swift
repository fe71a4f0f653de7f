/// A milestone an issue or pull request belongs to.
public struct Milestone: Decodable, Hashable, Sendable {
    /// Its title, e.g. `2.4`.
    public var title: String

    /// Creates a milestone.
    public init(title: String) { self.title = title }
}
