import Foundation

extension URL {
    /// A URL written in a test as a literal: a malformed one is a bug in the test, so it traps.
    public init(literal: StaticString) {
        guard let url = URL(string: "\(literal)") else { preconditionFailure("not a URL: \(literal)") }
        self = url
    }
}
