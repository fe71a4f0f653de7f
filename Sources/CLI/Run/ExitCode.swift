import Service

/// The documented exit codes of `repos`.
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// Success.
    case success = 0
    /// Failure: not found, API error, unreadable response.
    case failure = 1
    /// Authentication or permission: 401, or a 403 that is not a rate limit.
    case authentication = 4
    /// Usage error: bad arguments.
    case usage = 64
    /// Try again later: rate limited, network unreachable, timed out.
    case tryAgainLater = 75
    /// Configuration error: a token would go over plain http to another machine.
    case configuration = 78
    /// Interrupted by Ctrl-C.
    case interrupted = 130

    /// The code for a service error.
    public init(_ error: GitHubError) {
        switch error {
        case .badCredentials, .forbidden: self = .authentication
        case .rateLimited, .secondaryRateLimited, .network, .unreachable, .timeout, .server: self = .tryAgainLater
        case .outputClosed: self = .success
        case .insecureTransport: self = .configuration
        default: self = .failure
        }
    }

    /// What the code means, as help, the man page and the README say it (the README's table is
    /// tested against these).
    public var meaning: String {
        switch self {
        case .success: return "success"
        case .failure: return "failure: not found, API error, unreadable response, a limit reached (LIMITS in repos man), a --jq error"
        case .authentication: return "authentication or permission: 401, or a 403 that is not a rate limit"
        case .usage: return "usage error, a --jq filter that does not compile included"
        case .tryAgainLater: return "try again later: rate limited (or asked to wait longer than --max-wait), network unreachable, timed out"
        case .configuration: return "configuration: a token would be sent over plain http to a host that is not this machine"
        case .interrupted: return "interrupted (Ctrl-C)"
        }
    }
}
