import Service

/// The documented exit codes of `repos`.
public enum ExitCode: Int32, Sendable {
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
        case .rateLimited, .secondaryRateLimited, .network, .timeout, .server: self = .tryAgainLater
        case .insecureTransport: self = .configuration
        default: self = .failure
        }
    }

    /// The table printed in help and README.
    public static let documentation = """
          0   success
          1   failure: not found, API error, unreadable response
          4   authentication or permission (401, or 403 that is not a rate limit)
         64   usage error
         75   try again later: rate limited, network unreachable, timed out
         78   configuration: a token would be sent over plain http to another host
        130   interrupted (Ctrl-C)
        """
}
