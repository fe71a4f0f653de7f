import Foundation
import Models

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
    /// Where a 2xx body goes as it arrives, instead of into the response; nil keeps it whole.
    /// A transport that cannot stream puts it in the response, and the caller hands it on.
    public var bodyStream: BodyStream?

    /// Creates a request.
    public init(
        url: URL, headers: [String: String] = [:], timeout: Double = ServiceConfiguration.defaultTimeout, maxBodyBytes: Int = Limit.bodyBytes.value
    ) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
    }
}

extension HTTPRequest {
    /// Equal when they would send the same request to the same place: a stream is equal only to
    /// itself.
    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.url == rhs.url && lhs.headers == rhs.headers && lhs.timeout == rhs.timeout && lhs.maxBodyBytes == rhs.maxBodyBytes
            && lhs.bodyStream === rhs.bodyStream
    }
}
