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

    /// A stream handing each chunk to `receive`.
    public init(_ receive: @escaping @Sendable (Data) -> Bool) {
        self.receive = receive
    }
}
