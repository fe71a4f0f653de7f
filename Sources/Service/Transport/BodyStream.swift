import Foundation

/// Where a successful response's body goes as it arrives, instead of into memory: `repos show`
/// piping a file of up to 100 MB with flat memory. Only a 2xx body streams; an error's body is
/// read whole (it is GitHub's short JSON) so its message can be shown.
///
/// `receive` is called on the transport's thread, one chunk after another, never at once; a
/// slow `receive` slows the download, which is the back-pressure a pipe needs. It returns false
/// to stop the transfer (a closed pipe).
public final class BodyStream: Sendable {
    /// Takes the next chunk; false stops the transfer.
    public let receive: @Sendable (Data) -> Bool
    /// Whether an answer of this `Content-Type` streams; one that does not is read whole, for
    /// the caller to refuse (a server that ignored the media type asked for).
    public let accepts: @Sendable (_ contentType: String?) -> Bool

    /// A stream handing each chunk of an answer `accepts` takes to `receive`.
    public init(accepts: @escaping @Sendable (_ contentType: String?) -> Bool = { _ in true }, _ receive: @escaping @Sendable (Data) -> Bool) {
        self.accepts = accepts
        self.receive = receive
    }
}
