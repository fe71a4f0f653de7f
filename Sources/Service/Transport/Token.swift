/// A GitHub token. Its description is redacted, so interpolating it by mistake prints nothing
/// secret; only `authorizationValue` reveals it, for the one header that needs it.
public struct Token: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    private let secret: String

    /// Wraps `secret`; nil when it is empty or only white space.
    public init?(_ secret: String?) {
        guard let secret = secret?.trimmingCharacters(in: .whitespacesAndNewlines), !secret.isEmpty else { return nil }
        self.secret = secret
    }

    /// `Bearer <token>`.
    public var authorizationValue: String { "Bearer \(secret)" }

    /// Redacted.
    public var description: String { "***" }
    /// Redacted.
    public var debugDescription: String { "Token(***)" }
}
