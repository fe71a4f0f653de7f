/// Where the transport finds trust and proxies: resolved by the CLI from the run's environment
/// (`SSL_CERT_FILE`, `HTTPS_PROXY`, …) and set on every request, so libcurl reads no environment
/// of its own and a test can give a run its own.
public struct TransportSettings: Equatable, Sendable {
    /// A PEM file of CA certificates to trust instead of the system's, or nil for the system's.
    public var caBundle: String?
    /// A directory of hashed CA certificates (`c_rehash`), or nil.
    public var caDirectory: String?
    /// The proxy for http URLs, e.g. `http://proxy.example:3128`, or nil for none.
    public var httpProxy: String?
    /// The proxy for https URLs (tunnelled with CONNECT), or nil for none.
    public var httpsProxy: String?
    /// Hosts reached without a proxy: comma-separated names, domains (`.example.com`), `*`.
    public var noProxy: String?

    /// Creates settings; by default the system's CAs and no proxy.
    public init(caBundle: String? = nil, caDirectory: String? = nil, httpProxy: String? = nil, httpsProxy: String? = nil, noProxy: String? = nil) {
        self.caBundle = caBundle
        self.caDirectory = caDirectory
        self.httpProxy = httpProxy
        self.httpsProxy = httpsProxy
        self.noProxy = noProxy
    }
}
