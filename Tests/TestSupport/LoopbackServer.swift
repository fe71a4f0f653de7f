import Dispatch
import Foundation
import Reactive
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 with a port of its own, for tests and benchmarks.
///
/// Each connection carries one request and is closed after the answer. The handler decides the
/// answer; the server can add latency, and records every request it got.
public final class LoopbackServer: Sendable {
    /// A request as received.
    public struct Request: Sendable, CustomStringConvertible {
        /// `GET`, usually.
        public let method: String
        /// The path, without the query, percent-encoding kept.
        public let path: String
        /// The query items, decoded; a repeated name keeps its last value.
        public let query: [String: String]
        /// The raw request target (path and query).
        public let target: String
        /// Header fields, names lower-cased.
        public let headers: [String: String]
        /// When the server had read the request, in seconds on the monotonic clock: tests compare
        /// two arrivals (a wait honoured), never an arrival with the test's own clock.
        public let arrival: Double

        /// Creates a request (the server does; tests may, to rewrite one).
        public init(method: String, path: String, query: [String: String], target: String, headers: [String: String], arrival: Double = 0) {
            self.method = method
            self.path = path
            self.query = query
            self.target = target
            self.headers = headers
            self.arrival = arrival
        }

        /// `GET /path?query`.
        public var description: String { "\(method) \(target)" }
    }

    /// What to answer.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// Header fields, in order.
        public var headers: [(String, String)]
        /// The body.
        public var body: Data
        /// Never answer: hold the connection open until the server stops.
        public var stall = false
        /// Send only this many body bytes, then close (a truncated response).
        public var truncateAt: Int?
        /// Send this many body bytes, then wait (up to 20 s) for the client to hang up, and send
        /// the rest only if it has not: proves a client stopped reading, whatever the socket
        /// buffers hold. `bytesSent` then tells which happened.
        public var pauseAt: Int?
        /// Send the head, then the body one byte every this many seconds, stopping when the
        /// client hangs up: a server that is never silent and never done.
        public var dribble: Double?

        /// Creates a response.
        public init(status: Int, headers: [(String, String)] = [], body: Data = Data(), stall: Bool = false, truncateAt: Int? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.stall = stall
            self.truncateAt = truncateAt
        }

        /// A JSON response.
        public static func json(_ status: Int, _ text: String, headers: [(String, String)] = []) -> Response {
            Response(status: status, headers: [("content-type", "application/json; charset=utf-8")] + headers, body: Data(text.utf8))
        }
    }

    /// Decides the answer; `baseURL` is the server's own address, for rewriting links.
    public typealias Handler = @Sendable (_ request: Request, _ baseURL: URL) -> Response

    private struct State {
        var requests: [Request] = []
        var openConnections: Set<Int32> = []
        var running = true
        var inFlight = 0
        var peakInFlight = 0
        var bytesSent: [Int] = []
    }

    private let listener: Int32
    private let handler: Handler
    private let state = Locked(State())
    private let latency: Locked<Double>
    private let done = DispatchSemaphore(value: 0)

    /// The port it listens on.
    public let port: UInt16
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL

    /// Starts a server answering with `handler`, each answer delayed by `latency` seconds, on
    /// `port` (0: any free port).
    public init(latency: Double = 0, port requestedPort: UInt16 = 0, handler: @escaping Handler) throws {
        self.handler = handler
        self.latency = Locked(latency)
        let fd = socket(AF_INET, Int32(SOCK_STREAM_VALUE), 0)
        guard fd >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requestedPort.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            close(fd)
            throw ServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            close(fd)
            throw ServerError.socket(0)
        }
        baseURL = url
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// Every request so far, in arrival order.
    public var requests: [Request] { state.withLock { $0.requests } }
    /// The most requests it was answering at one time.
    public var peakConcurrentRequests: Int { state.withLock { $0.peakInFlight } }
    /// Requests received and not yet answered whole.
    public var inFlight: Int { state.withLock { $0.inFlight } }

    /// The bytes of each answer the client took before the exchange ended (head included), in
    /// the order answers finished: less than the answer when the client hung up early.
    public var bytesSent: [Int] { state.withLock { $0.bytesSent } }

    /// Forgets the recorded requests and the concurrency peak.
    public func resetLog() {
        state.withLock {
            $0.requests = []
            $0.peakInFlight = 0
        }
    }

    /// Changes the delay before each answer.
    public func setLatency(_ seconds: Double) { latency.withLock { $0 = seconds } }

    /// Stops accepting, closes every open connection; idempotent.
    ///
    /// Descriptors are shut down while their numbers are still held (a worker closes its
    /// connection under the same lock, and the listener is closed only after the accept loop has
    /// ended): a number closed early could be reused by another server in the same process at
    /// once, and shutting it down would cut that server's connection.
    public func stop() {
        let wasRunning = state.withLock { state -> Bool in
            guard state.running else { return false }
            state.running = false
            for fd in state.openConnections { shutdown(fd, Int32(SHUT_RDWR_VALUE)) }
            return true
        }
        guard wasRunning else { return }
        shutdown(listener, Int32(SHUT_RDWR_VALUE))
        // Shutting the listener down wakes `accept` at once; the bound guards against a hang, not
        // a slow machine. Should it pass, the listener is left open (one descriptor leaked):
        // closing a number the accept loop may still use could let it accept on a reused one.
        guard done.wait(timeout: .now() + Self.stopPatience) == .success else {
            let complaint = "the loopback server on port \(port) gave up after \(Int(Self.stopPatience)) s waiting for its accept loop to end"
            if Test.current != nil {
                Issue.record(Comment(rawValue: complaint))
            } else {
                FileHandle.standardError.write(Data((complaint + "\n").utf8))
            }
            return
        }
        close(listener)
    }

    /// How long `stop` waits for the accept loop to end.
    private static let stopPatience: Double = 120

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR, state.withLock({ $0.running }) { continue }
                break
            }
            let accepted = state.withLock { state -> Bool in
                guard state.running else { return false }
                state.openConnections.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                break
            }
            // A thread per connection: handlers block (latency, stalls), and the dispatch pool on a
            // two-core machine would serialise them, capping concurrency below what clients ask.
            let worker = Thread { [self] in serve(connection) }
            worker.stackSize = 1 << 20
            worker.start()
        }
        done.signal()
    }

    private func serve(_ connection: Int32) {
        defer { closeConnection(connection) }
        guard let request = readRequest(connection) else { return }
        state.withLock { state in
            state.requests.append(request)
            state.inFlight += 1
            state.peakInFlight = max(state.peakInFlight, state.inFlight)
        }
        // A request stops counting as in flight just before the last byte of its answer is sent:
        // the client cannot finish reading it, and so cannot send the request that follows it,
        // before then, so the peak is what the client had outstanding, never an overlap.
        var counted = true
        let answered = {
            guard counted else { return }
            counted = false
            self.state.withLock { $0.inFlight -= 1 }
        }
        defer { answered() }
        let response = handler(request, baseURL)
        let delay = latency.withLock { $0 }
        if delay > 0 { usleep(useconds_t(delay * 1_000_000)) }
        if response.stall {
            var byte: UInt8 = 0
            // Waits for the client to give up or the server to stop.
            while recv(connection, &byte, 1, 0) > 0 {}
            return
        }
        if let every = response.dribble {
            guard transmit(Data(head(response, contentLength: response.body.count).utf8), to: connection) > 0 else { return }
            for byte in response.body {
                guard state.withLock({ $0.running }) else { return }
                usleep(useconds_t(every * 1_000_000))
                guard transmit(Data([byte]), to: connection) == 1 else { return }
            }
            return
        }
        write(response, to: connection, beforeLastByte: answered)
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var buffer = [UInt8](repeating: 0, count: 8192)
        var received = Data()
        while received.range(of: Data("\r\n\r\n".utf8)) == nil, received.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
        }
        let head = String(decoding: received, as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let target = String(parts[1])
        let components = URLComponents(string: target)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        let arrival = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
        return Request(
            method: String(parts[0]), path: components?.percentEncodedPath ?? target, query: query, target: target, headers: headers, arrival: arrival)
    }

    private func write(_ response: Response, to connection: Int32, beforeLastByte: () -> Void) {
        if let pause = response.pauseAt, pause < response.body.count {
            var first = response
            first.body = response.body.prefix(pause)
            let head = transmit(first, to: connection, contentLength: response.body.count)
            guard head == pause + headLength(response), !clientHungUp(connection, within: 20) else {
                state.withLock { $0.bytesSent.append(head) }
                return
            }
            let rest = transmit(Data(response.body.dropFirst(pause)), to: connection)
            state.withLock { $0.bytesSent.append(head + rest) }
            return
        }
        var bytes = Data(head(response, contentLength: response.body.count).utf8)
        bytes.append(response.truncateAt.map { response.body.prefix($0) } ?? response.body)
        var total = transmit(bytes.dropLast(), to: connection)
        beforeLastByte()
        if total == bytes.count - 1 { total += transmit(bytes.suffix(1), to: connection) }
        state.withLock { $0.bytesSent.append(total) }
    }

    /// Whether the peer closed `connection` (EOF or reset) within `seconds`.
    private func clientHungUp(_ connection: Int32, within seconds: Int) -> Bool {
        var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) > 0 else { return false }
        var byte: UInt8 = 0
        return recv(connection, &byte, 1, Int32(MSG_PEEK_VALUE)) <= 0
    }

    private func headLength(_ response: Response) -> Int {
        Data(head(response, contentLength: response.body.count).utf8).count
    }

    private func head(_ response: Response, contentLength: Int) -> String {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers where name.lowercased() != "content-length" && name.lowercased() != "connection" {
            head += "\(name): \(value)\r\n"
        }
        return head + "Content-Length: \(contentLength)\r\nConnection: close\r\n\r\n"
    }

    /// Sends the head and the body (cut at `truncateAt`); returns the bytes the client took.
    private func transmit(_ response: Response, to connection: Int32, contentLength: Int) -> Int {
        var bytes = Data(head(response, contentLength: contentLength).utf8)
        bytes.append(response.truncateAt.map { response.body.prefix($0) } ?? response.body)
        return transmit(bytes, to: connection)
    }

    private func transmit(_ bytes: Data, to connection: Int32) -> Int {
        bytes.withUnsafeBytes { raw -> Int in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let sent = send(connection, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL_VALUE))
                guard sent > 0 else { return offset }
                offset += sent
            }
            return offset
        }
    }

    private func closeConnection(_ connection: Int32) {
        state.withLock { state in
            if state.openConnections.remove(connection) != nil, state.running {
                shutdown(connection, Int32(SHUT_WR_VALUE))
            }
            close(connection)
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 304: return "Not Modified"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 409: return "Conflict"
        case 422: return "Unprocessable Entity"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    /// Why the server could not start.
    public enum ServerError: Error {
        /// A socket call failed with this errno.
        case socket(Int32)
    }
}

#if canImport(Glibc)
    private let SOCK_STREAM_VALUE = Int(SOCK_STREAM.rawValue)
    private let SHUT_RDWR_VALUE = Int(SHUT_RDWR)
    private let SHUT_WR_VALUE = Int(SHUT_WR)
    private let MSG_NOSIGNAL_VALUE = Int(MSG_NOSIGNAL)
    private let MSG_PEEK_VALUE = Int(MSG_PEEK)
#else
    private let SOCK_STREAM_VALUE = Int(SOCK_STREAM)
    private let SHUT_RDWR_VALUE = Int(SHUT_RDWR)
    private let SHUT_WR_VALUE = Int(SHUT_WR)
    private let MSG_NOSIGNAL_VALUE = 0
    private let MSG_PEEK_VALUE = Int(MSG_PEEK)
#endif
