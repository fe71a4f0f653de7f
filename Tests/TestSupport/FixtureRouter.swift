import Foundation

/// Serves `Fixtures/`: each route of `routes.tsv` names a raw HTTP response file; `https://api.github.com`
/// in its headers becomes the server's own address, so Link URLs point back at the server.
public struct FixtureRouter: Sendable {
    /// One line of `routes.tsv`.
    struct Route: Sendable {
        let method: String
        let path: String
        let query: String
        let response: LoopbackServer.Response
    }

    /// The project's `Fixtures/` folder.
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private let routes: [Route]

    /// Loads every route; throws if a file is missing or malformed.
    public init(directory: URL = FixtureRouter.directory) throws {
        let table = try String(contentsOf: directory.appendingPathComponent("routes.tsv"), encoding: .utf8)
        routes = try table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 4 else { throw FixtureError.malformed(String(line)) }
            let response = try Self.load(directory.appendingPathComponent(fields[3]))
            return Route(method: fields[0], path: fields[1], query: fields[2], response: response)
        }
    }

    /// Reads a raw HTTP response file: status line, headers, blank line, body.
    public static func load(_ file: URL) throws -> LoopbackServer.Response {
        let data = try Data(contentsOf: file)
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { throw FixtureError.malformed(file.lastPathComponent) }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw FixtureError.malformed(file.lastPathComponent) }
        let headers = head.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return LoopbackServer.Response(status: status, headers: headers, body: Data(data[split.upperBound...]))
    }

    /// The body of a fixture file, for decoding tests.
    public static func body(of name: String) throws -> Data {
        try load(directory.appendingPathComponent(name)).body
    }

    /// Every fixture file name.
    public static func allFixtureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".http") }.sorted()
    }

    /// The answer to `request`, or nil if no route matches.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        let page = request.query["page"]
        guard
            let route = routes.first(where: { route in
                guard route.method == request.method, route.path == request.path else { return false }
                switch route.query {
                case "*": return true
                case "page=": return page == nil || page == "1"
                default:
                    let pair = route.query.split(separator: "=", maxSplits: 1).map(String.init)
                    return pair.count == 2 && request.query[pair[0]] == pair[1]
                }
            })
        else { return nil }
        var response = route.response
        let base = baseURL.absoluteString
        response.headers = response.headers.map { ($0.0, $0.1.replacingOccurrences(of: "https://api.github.com", with: base)) }
        return response
    }

    /// A handler serving the fixtures, answering GitHub's 404 for anything else.
    public func handler() -> LoopbackServer.Handler {
        { request, baseURL in
            response(for: request, baseURL: baseURL)
                ?? .json(404, #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#)
        }
    }

    /// A fixture problem.
    public enum FixtureError: Error {
        /// A line or file that could not be read.
        case malformed(String)
    }
}
