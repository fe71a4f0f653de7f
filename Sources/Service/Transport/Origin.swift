import Foundation

/// Scheme, host and port of a URL: two URLs with the same origin may share a token.
struct Origin: Equatable, Sendable {
    let scheme: String
    let host: String
    let port: Int?

    init(_ url: URL) {
        scheme = (url.scheme ?? "").lowercased()
        host = (url.host ?? "").lowercased()
        port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
    }

    /// Whether the host is this machine, where plain http cannot be overheard.
    var isLoopback: Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }
}
