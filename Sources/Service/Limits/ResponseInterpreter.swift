import Foundation
import JSON
import Models

/// Turns a raw response into a body to decode or a typed error, and decoding failures into
/// errors that name the endpoint and JSON path.
enum ResponseInterpreter {
    /// The body of a 2xx response, or the error the status means.
    static func body(of response: HTTPResponse, endpoint: String) -> Result<Data, GitHubError> {
        guard !(200..<300).contains(response.status) else { return .success(response.body) }
        return .failure(error(for: response, endpoint: endpoint))
    }

    /// The error a non-2xx response means.
    static func error(for response: HTTPResponse, endpoint: String) -> GitHubError {
        let message = githubMessage(response)
        let remaining = response.header("x-ratelimit-remaining").flatMap { Int($0) }
        let retryAfter = response.header("retry-after").flatMap(retryAfterSeconds)
        let lowered = message.lowercased()
        switch response.status {
        case 401:
            return .badCredentials(message: message)
        case 403, 429:
            // GitHub's order: Retry-After first, then the reset. A secondary limit, said by its
            // message or its Retry-After, is never the hourly one, whatever the remaining count.
            if retryAfter != nil || lowered.contains("secondary rate limit") || lowered.contains("abuse detection") {
                return .secondaryRateLimited(retryAfter: retryAfter, message: message)
            }
            if remaining == 0 {
                let rate = RateLimit(response)
                return .rateLimited(resetAt: rate?.reset, limit: rate?.limit, message: message)
            }
            if response.status == 429 { return .secondaryRateLimited(retryAfter: nil, message: message) }
            return .forbidden(message: message)
        case 404:
            return .notFound(message: message)
        case 409 where lowered.contains("repository is empty"):
            return .emptyRepository
        case 422:
            return .noSuchCommit(message: message)
        case 500...599:
            return .server(status: response.status, message: message)
        default:
            return .http(status: response.status, message: message)
        }
    }

    /// `Retry-After`'s delay in seconds. A number too large for `Int` is `Int.max`, not unknown:
    /// a server asking for 10^23 seconds asked for longer than any `--max-wait`, and unknown
    /// would mean GitHub's default minute. nil for anything but digits (GitHub never sends the
    /// HTTP-date form).
    static func retryAfterSeconds(_ value: String) -> Int? {
        let digits = value.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(digits) ?? Int.max
    }

    /// GitHub's `message`, or a short stand-in for bodies that are not GitHub's JSON.
    static func githubMessage(_ response: HTTPResponse) -> String {
        struct Body: Decodable { let message: String? }
        if let body = try? JSONDecoder().decode(Body.self, from: response.body), let message = body.message {
            return String(message.prefix(300))
        }
        let start = String(decoding: response.body.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if start.hasPrefix("<") { return "html error page" }
        return response.body.isEmpty ? "empty body" : "non-json body"
    }

    /// The typed error for a failure while decoding `endpoint`'s body.
    static func decodingError(_ error: any Error, body: Data, endpoint: String) -> GitHubError {
        if let error = error as? GitHubError { return error }
        guard let decoding = error as? DecodingError else {
            return .undecodable(endpoint: endpoint, path: "", reason: "\(error)")
        }
        switch decoding {
        case .typeMismatch(let type, let context):
            return .undecodable(endpoint: endpoint, path: path(context.codingPath), reason: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return .undecodable(endpoint: endpoint, path: path(context.codingPath), reason: "expected \(describe(type)), found null")
        case .keyNotFound(let key, let context):
            return .undecodable(endpoint: endpoint, path: path(context.codingPath + [key]), reason: "required field missing")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let start = String(decoding: body.prefix(16), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                let reason =
                    start.hasPrefix("<")
                    ? "expected JSON, got HTML" : body.isEmpty ? "empty body" : refusal(of: body) ?? "not valid JSON (truncated or corrupt)"
                return .undecodable(endpoint: endpoint, path: "", reason: reason)
            }
            return .undecodable(endpoint: endpoint, path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .undecodable(endpoint: endpoint, path: "", reason: "\(decoding)")
        }
    }

    /// The most levels of nesting the decoder reads (Foundation's `JSONDecoder` refuses more).
    static let maxDepth = Limit.jsonDepth.value

    /// Why valid JSON was refused, when it was: nested deeper than `maxDepth`, or a number no
    /// Swift number holds (`1e400`, an integer past 64 bits). Nil for JSON that is not valid.
    /// One pass over `JSONScanner`'s tokens, the one JSON lexer.
    static func refusal(of body: Data) -> String? {
        body.withUnsafeBytes { bytes in
            var tokens = JSONScanner.Tokens(bytes)
            var depth = 0
            while let token = tokens.next() {
                switch token {
                case .open:
                    depth += 1
                    if depth > maxDepth { return "nested deeper than \(maxDepth) levels" }
                case .close: depth -= 1
                case .scalar(let range):
                    let text = String(decoding: bytes[range], as: UTF8.self)
                    guard let first = text.first, first == "-" || first.isNumber else { continue }
                    let integral = !text.contains { ".eE".contains($0) }
                    if (integral && Int64(text) == nil && UInt64(text) == nil) || !(Double(text)?.isFinite ?? true) {
                        return "a number too large (\(text.prefix(24)))"
                    }
                case .string, .comma, .colon: continue
                }
            }
            return nil
        }
    }

    /// `[3].owner.login` from a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Int64.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") ? "a list" : name.hasPrefix("Dictionary") ? "an object" : "an object (\(name))"
        }
    }
}
