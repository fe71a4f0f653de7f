import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 that refuses connections for as long as this value lives: a socket bound
/// to it and never listening. Unlike the port of a server that was stopped, no other test's
/// server can be given it meanwhile.
///
/// `@unchecked Sendable`: the descriptor is written once, in `init`, and closed once, in `deinit`.
public final class RefusingPort: @unchecked Sendable {
    private let descriptor: Int32
    /// The port.
    public let port: UInt16
    /// `http://127.0.0.1:<port>`.
    public var url: String { "http://127.0.0.1:\(port)" }

    /// Binds a port the kernel picks.
    public init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM_VALUE), 0)
        guard descriptor >= 0 else { throw LoopbackServer.ServerError.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else {
            close(descriptor)
            throw LoopbackServer.ServerError.socket(errno)
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }
}

#if canImport(Glibc)
    private let SOCK_STREAM_VALUE = Int(SOCK_STREAM.rawValue)
#else
    private let SOCK_STREAM_VALUE = Int(SOCK_STREAM)
#endif
