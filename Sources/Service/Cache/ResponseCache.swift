import Foundation
import Reactive
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// GET responses on disk, for conditional requests and `--offline`.
///
/// One file per request: a JSON header line (URL, ETag, Last-Modified, Link, body length and
/// checksum) then the body. The file name is the SHA-256 of the URL and of a one-way hash of the
/// `Authorization` value, so the token is never stored and one token's entries never answer
/// another's requests. The folder is 0700 and files 0600; each write goes to a temporary file
/// renamed into place, so a concurrent reader sees the old entry or the new one, never a torn one.
/// An entry that fails its length or hash check is ignored. A file's two times say what the header
/// cannot without rewriting the body: its modification time is when GitHub last confirmed the
/// entry (stored, or answered 304: `confirm`), so `--cache-ttl` and `browse` know its age; its
/// access time is its last use. Past `capacity` bytes the least recently used entries are removed,
/// looked for at a cache's first store and after each further `evictionStride` bytes (an eighth
/// of `capacity`, if less): the folder passes its cap by at most that.
/// Both times are set from `now`, the run's clock.
public final class ResponseCache: Sendable {
    /// A stored response.
    public struct Entry: Codable, Equatable, Sendable {
        /// The URL requested.
        public var url: String
        /// The validator GitHub sent, verbatim.
        public var etag: String?
        /// The other validator.
        public var lastModified: String?
        /// The Link header, so pagination works from the cache.
        public var link: String?
        /// Bytes in the body.
        public var length: Int
        /// FNV-1a 64 of the body taken eight bytes at a time, in hex: catches truncation and
        /// corruption cheaply (the file is ours, 0600; this is not a defence against tampering).
        public var digest: String
        /// The body (not in the header line).
        public var body: Data = Data()
        /// When GitHub last confirmed this answer: stored from a 200, or answered 304 since (the
        /// file's modification time, not in the header line).
        public var confirmedAt: Date = .distantPast

        enum CodingKeys: String, CodingKey {
            case url, etag, lastModified = "last_modified", link, length, digest
        }
    }

    /// The folder.
    public let directory: URL
    /// The size cap in bytes.
    public let capacity: Int

    private let now: @Sendable () -> Date
    /// Bytes stored since the folder was last held to `capacity`; nil before the first store.
    private let storedSinceEviction = Locked<Int?>(nil)

    /// How many bytes a cache stores between two looks at the whole folder: each look lists and
    /// stats every entry, which after every page cost a listing a tenth of its CPU (profiled).
    static let evictionStride = 16 << 20

    /// Creates a cache in `directory` holding at most `capacity` bytes (100 MB by default), its
    /// entries' times taken from `now`.
    public init(directory: URL, capacity: Int = 100 * 1024 * 1024, now: @escaping @Sendable () -> Date) {
        self.directory = directory
        self.capacity = capacity
        self.now = now
    }

    /// The file name for a request: no part of the token is recoverable from it.
    static func key(url: URL, authorization: String?) -> String {
        let identity = authorization.map { "token:" + SHA256.hex($0) } ?? "anonymous"
        return SHA256.hex(url.absoluteString + "\n" + identity)
    }

    /// The stored entry for a request, if present and intact; a hit refreshes its recency.
    public func entry(url: URL, authorization: String?) -> Entry? {
        let file = directory.appendingPathComponent(Self.key(url: url, authorization: authorization))
        guard let data = try? Data(contentsOf: file), let (header, newline) = Self.header(of: data, url: url) else { return nil }
        var entry = header
        let body = data[data.index(after: newline)...]
        guard body.count == entry.length, Self.checksum(Data(body)) == entry.digest else { return nil }
        entry.body = Data(body)
        guard let times = FileTimes(path: file.path) else { return nil }
        entry.confirmedAt = times.modified
        FileTimes(accessed: now(), modified: times.modified).set(on: file.path)
        return entry
    }

    /// Seconds since GitHub last confirmed `entry`, by the cache's clock.
    public func age(of entry: Entry) -> Double { now().timeIntervalSince(entry.confirmedAt) }

    /// Records that GitHub confirmed the stored answer for a request just now (it answered 304).
    public func confirm(url: URL, authorization: String?) {
        let moment = now()
        FileTimes(accessed: moment, modified: moment).set(on: directory.appendingPathComponent(Self.key(url: url, authorization: authorization)).path)
    }

    /// The stored entry's header line for a request (no body, nothing checked beyond its URL,
    /// recency untouched): a cheap look at what is known, such as a listing's `Link`.
    public func header(url: URL, authorization: String?) -> Entry? {
        let file = directory.appendingPathComponent(Self.key(url: url, authorization: authorization))
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        // The header line is a few hundred bytes: a Link header and two validators.
        guard let start = try? handle.read(upToCount: Self.headerBytes) else { return nil }
        return Self.header(of: start, url: url)?.entry
    }

    /// The header line at the start of a file's `data`, and where it ends, when it is whole and
    /// names `url`: the one reading of it, for `entry` and `header`.
    private static func header(of data: Data, url: URL) -> (entry: Entry, newline: Data.Index)? {
        guard let newline = data.firstIndex(of: 0x0A), let entry = try? JSONDecoder().decode(Entry.self, from: data[data.startIndex..<newline]),
            entry.url == url.absoluteString
        else { return nil }
        return (entry, newline)
    }

    /// The most of a file `header(url:authorization:)` reads to find the header line.
    static let headerBytes = 16_384

    /// Stores a response; failures to write are ignored (the cache is an optimisation).
    public func store(url: URL, authorization: String?, response: HTTPResponse) {
        let entry = Entry(
            url: url.absoluteString, etag: response.header("etag"), lastModified: response.header("last-modified"),
            link: response.header("link"), length: response.body.count, digest: Self.checksum(response.body)
        )
        guard entry.etag != nil || entry.lastModified != nil, let header = try? JSONEncoder().encode(entry), prepareDirectory() else { return }
        var data = header
        data.append(0x0A)
        data.append(response.body)
        let name = Self.key(url: url, authorization: authorization)
        let temporary = directory.appendingPathComponent(".\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max))")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = try? FileHandle(forWritingTo: temporary)
        else { return }
        let written = (try? handle.write(contentsOf: data)) != nil
        try? handle.close()
        let moment = now()
        FileTimes(accessed: moment, modified: moment).set(on: temporary.path)
        guard written, rename(temporary.path, directory.appendingPathComponent(name).path) == 0 else {
            unlink(temporary.path)
            return
        }
        let due = storedSinceEviction.withLock { stored -> Bool in
            if let sum = stored, sum + data.count < min(Self.evictionStride, capacity / 8) {
                stored = sum + data.count
                return false
            }
            stored = 0
            return true
        }
        if due { evictIfNeeded() }
    }

    /// FNV-1a 64 of `bytes`, eight bytes per step (then the tail byte by byte), in hex. A byte
    /// per step cost a tenth of a cold listing's CPU (measured with perf); a word per step gives
    /// the same protection against a torn or corrupt file.
    static func checksum(_ bytes: Data) -> String {
        let hash = bytes.withUnsafeBytes { raw -> UInt64 in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let words = raw.count / 8
            for index in 0..<words {
                hash ^= raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                hash &*= 0x0000_0100_0000_01b3
            }
            for byte in raw[(words * 8)...] {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            return hash
        }
        return String(hash, radix: 16)
    }

    /// Entry count and bytes.
    public func statistics() -> (entries: Int, bytes: Int) {
        let files = entryFiles()
        return (files.count, files.reduce(0) { $0 + $1.size })
    }

    /// Removes every entry.
    public func clear() throws {
        for file in entryFiles() { try FileManager.default.removeItem(at: file.url) }
    }

    private func prepareDirectory() -> Bool {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) {
            return isFolder.boolValue && chmod(directory.path, 0o700) == 0
        }
        return (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
    }

    private func entryFiles() -> [(url: URL, size: Int, used: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey]
        let urls = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        return urls.filter { $0.lastPathComponent.count == 64 }.compactMap { url in
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
            return (url, values.fileSize ?? 0, FileTimes(path: url.path)?.accessed ?? .distantPast)
        }
    }

    private func evictIfNeeded() {
        var files = entryFiles()
        var total = files.reduce(0) { $0 + $1.size }
        guard total > capacity else { return }
        files.sort { $0.used < $1.used }
        for file in files where total > capacity {
            try? FileManager.default.removeItem(at: file.url)
            total -= file.size
        }
    }
}
