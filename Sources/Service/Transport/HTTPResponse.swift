import Foundation

/// A response as the transport received it, with header names lower-cased.
public struct HTTPResponse: Equatable, Sendable {
    /// The status code.
    public var status: Int
    /// Header fields, names lower-cased.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// The URL that answered (after redirects).
    public var url: URL
    /// The protocol the answer came over (`h2`, `http/1.1`), when the transport knows.
    public var httpVersion: String?
    /// Whether the answer came over a connection that an earlier request opened.
    public var reusedConnection = false
    /// Whether the server sent it now or the cache answered.
    public var source = ResponseSource.network

    /// Creates a response; header names are lower-cased.
    public init(status: Int, headers: [String: String], body: Data, url: URL) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
        self.url = url
    }

    /// A header's value, by case-insensitive name.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
