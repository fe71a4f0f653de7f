import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TLS front for a loopback server: `nghttpx` (Debian's nghttp2-proxy) speaking HTTP/2 over
/// TLS on 127.0.0.1, with a certificate for `localhost` signed by a CA made for this proxy alone
/// by `openssl`. Nothing goes to the system's trust store: a client trusts `caFile` only when
/// told to (`SSL_CERT_FILE`).
///
/// `@unchecked Sendable`: its stored properties never change after `init`; `Process` is only
/// asked to stop, which Foundation allows from any thread.
public final class TLSProxy: @unchecked Sendable {
    /// Whether `openssl` and `nghttpx` are on this machine.
    public static var available: Bool {
        ["/usr/bin/openssl", "/usr/sbin/nghttpx"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Why the proxy could not start.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// `https://localhost:<port>`.
    public let url: URL
    /// The test CA's certificate (PEM).
    public let caFile: String
    /// A folder holding the CA certificate under its subject hash, for `SSL_CERT_DIR`.
    public let caDirectory: String
    /// Each request nghttpx forwarded: the client's port (one per TCP connection), whether its
    /// TLS session was resumed, and the protocol, one line each.
    public let accessLog: String
    private let folder: URL
    private let process: Process

    /// Starts nghttpx in front of `backend` (an http URL on 127.0.0.1).
    public init(backend: URL) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.path
        caFile = path + "/ca.pem"
        caDirectory = path + "/certs"
        accessLog = path + "/access.log"
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("make-test-ca.sh").path
        let make = try await BinaryRunner.shell("'\(script)' '\(path)'")
        guard make.status == 0 else { throw Failure(description: "openssl: \(make.stderr)") }
        // The kernel's pick of a free port, released for nghttpx to bind (a small race).
        let port = try RefusingPort().port
        guard let url = URL(string: "https://localhost:\(port)"), let backendPort = backend.port else {
            throw Failure(description: "no URL for port \(port)")
        }
        self.url = url
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/nghttpx")
        process.arguments = [
            "--conf=/dev/null", "--frontend=127.0.0.1,\(port)", "--backend=127.0.0.1,\(backendPort)", "--single-process", "--no-ocsp",
            "--log-level=ERROR", "--errorlog-file=\(path)/error.log", "--accesslog-file=\(accessLog)",
            "--accesslog-format=$remote_port $ssl_session_reused $alpn", "--pid-file=\(path)/nghttpx.pid",
            "\(path)/server.key", "\(path)/server.pem",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if await eventually({ Self.accepts(port) }) { return }
        kill(process.processIdentifier, SIGKILL)
        throw Failure(description: "nghttpx did not start on port \(port)")
    }

    deinit { stop() }

    /// Stops nghttpx and removes its files. SIGKILL: nghttpx treats SIGTERM as "finish what is
    /// open" and may linger, and Foundation's `waitUntilExit` spins a core while it waits.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The access log's lines so far.
    public var requests: [String] {
        ((try? String(contentsOfFile: accessLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    private static func accepts(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
