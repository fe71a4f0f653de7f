import CCurl
import Foundation
import Models

/// One request on the multi thread: the easy handle's options, the buffers its callbacks fill,
/// and the response or error it ends with.
///
/// Created, filled and released on `CurlMulti`'s thread only, so it needs no lock. libcurl's
/// callbacks reach it through `CURLOPT_WRITEDATA`/`CURLOPT_HEADERDATA`, an unretained pointer:
/// `CurlMulti` keeps the transfer alive while its handle is in the multi.
final class CurlTransfer {
    let job: CurlMulti.Job
    private var body = Data()
    /// The status of the response whose header block is being read (0 before the first).
    private var status = 0
    /// Body bytes handed to the request's stream so far.
    private var streamed = 0
    /// Set when the stream asked to stop (a closed pipe).
    private var streamStopped = false
    /// Set when the body grew past the request's limit: the write callback then refused it.
    private var tooLarge = false
    private var headers: [String: String] = [:]
    /// libcurl keeps a pointer to the header list, not a copy: freed in `release`, after the
    /// handle has left the multi.
    private var headerList: UnsafeMutablePointer<curl_slist>?
    /// Where libcurl writes its words for a failure (`CURLOPT_ERRORBUFFER`); like the header
    /// list, libcurl keeps the pointer, so it is freed in `release`.
    private let errorBuffer: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        buffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        return buffer
    }()

    init(job: CurlMulti.Job) {
        self.job = job
    }

    /// Sets `handle` up for this transfer. Strings given to libcurl are copied by it.
    func configure(_ handle: UnsafeMutableRawPointer, settings: TransportSettings) {
        let request = job.request
        repos_curl_easy_setopt_string(handle, CURLOPT_URL, request.url.absoluteString)
        repos_curl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
        if let bundle = settings.caBundle { repos_curl_easy_setopt_string(handle, CURLOPT_CAINFO, bundle) }
        if let directory = settings.caDirectory { repos_curl_easy_setopt_string(handle, CURLOPT_CAPATH, directory) }
        // Always set: "" means no proxy, and stops libcurl reading proxy variables itself.
        let proxy = request.url.scheme == "https" ? settings.httpsProxy : settings.httpProxy
        repos_curl_easy_setopt_string(handle, CURLOPT_PROXY, proxy ?? "")
        if let noProxy = settings.noProxy { repos_curl_easy_setopt_string(handle, CURLOPT_NOPROXY, noProxy) }
        repos_curl_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        // Redirects are followed by `CurlTransport`, under our own rule for the token.
        repos_curl_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        repos_curl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        // A streamed body (a file of up to 100 MiB) is handed on in pieces of 256 KiB rather
        // than libcurl's 16 KiB: a sixteenth of the calls and copies.
        if request.bodyStream != nil { repos_curl_easy_setopt_long(handle, CURLOPT_BUFFERSIZE, 256 << 10) }
        repos_curl_easy_setopt_long(handle, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
        // Over TLS, wait for the first connection's handshake so that requests share it by
        // HTTP/2 rather than open their own. Never over plain http: there the answer to "can it
        // multiplex?" only comes with the first response, and every other request would wait.
        repos_curl_easy_setopt_long(handle, CURLOPT_PIPEWAIT, request.url.scheme == "https" ? 1 : 0)
        // "" offers every encoding this libcurl can decode, and decodes it.
        repos_curl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        // The timeout is "no progress for this long": connecting, or less than the progress floor
        // arriving (a server that dribbles a byte every few seconds is no faster than a silent one).
        let seconds = max(1, request.timeout)
        repos_curl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Int(seconds * 1000))
        repos_curl_easy_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, max(1, Int((Double(Limit.progressBytes.value) / seconds).rounded(.up))))
        repos_curl_easy_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, Int(seconds.rounded(.up)))
        // libcurl refuses a body whose Content-Length is over the limit before reading it; the
        // write callback counts what actually arrives (decompressed, or with no length at all).
        repos_curl_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxBodyBytes))
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            headerList = curl_slist_append(headerList, "\(name): \(value)")
        }
        repos_curl_easy_setopt_pointer(handle, CURLOPT_HTTPHEADER, headerList)
        let context = Unmanaged.passUnretained(self).toOpaque()
        repos_curl_easy_setopt_callback(
            handle, CURLOPT_WRITEFUNCTION,
            { data, size, count, context in
                guard let data, let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
            })
        repos_curl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        repos_curl_easy_setopt_callback(
            handle, CURLOPT_HEADERFUNCTION,
            { data, size, count, context in
                guard let data, let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
                transfer.receiveHeader(line)
                return size * count
            })
        repos_curl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
    }

    /// One chunk of the body: kept, or handed to the request's stream when the answer is a 2xx.
    /// Returns what libcurl should count as taken: fewer bytes than given stop the transfer.
    private func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Int {
        let request = job.request
        if let stream = request.bodyStream, (200..<300).contains(status), stream.accepts(headers["content-type"]) {
            guard streamed + chunk.count <= request.maxBodyBytes else {
                tooLarge = true
                return 0
            }
            streamed += chunk.count
            guard stream.receive(Data(chunk)) else {
                streamStopped = true
                return 0
            }
            return chunk.count
        }
        guard body.count + chunk.count <= request.maxBodyBytes else {
            // Returning fewer bytes than given makes libcurl stop the transfer at once.
            tooLarge = true
            return 0
        }
        body.append(contentsOf: chunk)
        return chunk.count
    }

    /// One header line as libcurl hands it over, CRLF included. A status line starts a new
    /// header block (after `100 Continue`), so only the final response's fields are kept.
    private func receiveHeader(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("HTTP/") {
            headers = [:]
            // `HTTP/1.1 200 OK` or `HTTP/2 200`: the code decides whether the body streams.
            status = trimmed.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return
        }
        guard let colon = trimmed.firstIndex(of: ":") else { return }
        let name = trimmed[..<colon].lowercased()
        let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        // The body's size is known: one allocation instead of doubling up to twice the page.
        if name == "content-length", let length = Int(value), length > 0, length <= job.request.maxBodyBytes,
            job.request.bodyStream == nil || !(200..<300).contains(status)
        {
            body.reserveCapacity(length)
        }
    }

    /// The response, or the error libcurl's `result` means.
    func outcome(_ handle: UnsafeMutableRawPointer, result: CURLcode) -> Result<HTTPResponse, GitHubError> {
        if tooLarge || result == CURLE_FILESIZE_EXCEEDED {
            return .failure(.responseTooLarge(host: job.request.url.host ?? "the server", limit: job.request.maxBodyBytes))
        }
        if streamStopped { return .failure(.outputClosed) }
        guard result == CURLE_OK else {
            let words = String(cString: errorBuffer)
            return .failure(Self.error(result, request: job.request, words: words))
        }
        var status = 0
        repos_curl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        var version = 0
        repos_curl_easy_getinfo_long(handle, CURLINFO_HTTP_VERSION, &version)
        var connects = 0
        repos_curl_easy_getinfo_long(handle, CURLINFO_NUM_CONNECTS, &connects)
        var response = HTTPResponse(status: status, headers: headers, body: body, url: job.request.url)
        response.httpVersion = Self.versionName(version)
        response.reusedConnection = connects == 0
        return .success(response)
    }

    /// Frees what libcurl was given by pointer; called once the handle has left the multi.
    func release() {
        curl_slist_free_all(headerList)
        headerList = nil
    }

    deinit { errorBuffer.deallocate() }

    private static func versionName(_ version: Int) -> String? {
        switch version {
        case CURL_HTTP_VERSION_1_0: return "http/1.0"
        case CURL_HTTP_VERSION_1_1: return "http/1.1"
        case CURL_HTTP_VERSION_2_0: return "h2"
        case CURL_HTTP_VERSION_3: return "h3"
        default: return nil
        }
    }

    /// The messages users see for a failed exchange, by libcurl's error code.
    /// `words` is what libcurl wrote in its error buffer, if anything.
    static func error(_ code: CURLcode, request: HTTPRequest, words: String = "") -> GitHubError {
        let host = request.url.host ?? "the server"
        switch code {
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR:
            return .untrustedCertificate(host: host, reason: words.isEmpty ? "curl \(code.rawValue)" : words)
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout(seconds: request.timeout)
        case CURLE_COULDNT_RESOLVE_HOST:
            return .unreachable("unknown host \(host)")
        case CURLE_COULDNT_CONNECT:
            return .unreachable("could not connect to \(host)")
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .network("connection to \(host) failed or closed early")
        case CURLE_BAD_CONTENT_ENCODING:
            return .network("undecodable compressed body from \(host)")
        case CURLE_OUT_OF_MEMORY:
            // What libcurl says of a header line past its 100 KB bound (CURL_MAX_HTTP_HEADER):
            // the server's answer is unreadable, not the network down, and not worth a retry.
            return .undecodable(endpoint: request.url.path, path: "", reason: "a header past 100 KB")
        case CURLE_WEIRD_SERVER_REPLY:
            return .network("malformed http response from \(host)")
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .network("tls connection to \(host) failed")
        default:
            return .network("request to \(host) failed (curl \(code.rawValue))")
        }
    }
}
