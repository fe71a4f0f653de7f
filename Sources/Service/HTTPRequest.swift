import Foundation

/// A GET request as the transport sends it.
public struct HTTPRequest: Equatable, Sendable {
    /// The absolute URL.
    public var url: URL
    /// Header fields.
    public var headers: [String: String]
    /// Seconds without progress before the request fails with a timeout.
    public var timeout: Double
    /// The most body bytes, after decompression, the transport reads before failing with
    /// `.responseTooLarge`.
    public var maxBodyBytes: Int

    /// Creates a request.
    public init(
        url: URL, headers: [String: String] = [:], timeout: Double = ServiceConfiguration.defaultTimeout, maxBodyBytes: Int = ServiceLimit.bodyBytes.value
    ) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
    }
}
