import Foundation
import Views
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Reactive

/// A file descriptor: stdout or stderr. Writes are whole and serialised, so lines from several
/// threads (verbose logging) never interleave mid-line. A chunked sink (stdout) holds text until
/// it has `chunkSize` bytes or is flushed, so a large document is handed to the kernel in
/// pieces of that size and never sits in memory whole; an unchunked one (stderr) writes at once.
/// On a terminal that shows only ASCII, text is folded to it (`ASCIIFold`) as it is written;
/// bytes (a file's own) never are.
public final class FileDescriptorSink: TextSink {
    private struct State {
        var held: [UInt8] = []
        var readerGone = false
    }

    private let descriptor: Int32
    private let chunkSize: Int
    private let foldsToASCII: Bool
    private let state = Locked(State())

    /// The chunk stdout is written in: large enough that a big document costs few system calls,
    /// small enough that it is never held whole.
    public static let outputChunk = 64 * 1024

    /// Wraps `descriptor`, holding text up to `chunkSize` bytes (0: none), folding text to ASCII
    /// when `foldsToASCII`.
    public init(descriptor: Int32, chunkSize: Int = 0, foldsToASCII: Bool = false) {
        self.descriptor = descriptor
        self.chunkSize = chunkSize
        self.foldsToASCII = foldsToASCII
    }

    /// Writes `text`, or holds it until the chunk is full; drops it once the reader is gone.
    public func write(_ text: String) {
        let text = foldsToASCII ? ASCIIFold.fold(text) : text
        state.withLock { state in
            guard !state.readerGone else { return }
            state.held.append(contentsOf: text.utf8)
            if state.held.count >= chunkSize { send(&state) }
        }
    }

    /// Writes `bytes` exactly, or holds them until the chunk is full; a piece of a chunk or more
    /// (a file as it arrives) goes straight to the descriptor after what is held.
    public func write(bytes: Data) {
        state.withLock { state in
            guard !state.readerGone else { return }
            guard bytes.count >= chunkSize, chunkSize > 0 else {
                state.held.append(contentsOf: bytes)
                if state.held.count >= chunkSize { send(&state) }
                return
            }
            send(&state)
            guard !state.readerGone else { return }
            let complete = bytes.withUnsafeBytes { raw in Self.writeAll(descriptor, raw) }
            if !complete { state.readerGone = true }
        }
    }

    /// Writes what is held.
    public func flush() {
        state.withLock { send(&$0) }
    }

    /// True once a write failed: EPIPE (the reader closed the pipe) or any other error.
    public var readerGone: Bool { state.withLock { $0.readerGone } }

    /// Writes everything held, retrying short writes. Inside the lock, so writes from several
    /// threads come out whole and in order; it calls nothing but `write(2)`.
    private func send(_ state: inout State) {
        guard !state.held.isEmpty, !state.readerGone else { return }
        let complete = state.held.withUnsafeBytes { Self.writeAll(descriptor, $0) }
        state.held.removeAll(keepingCapacity: true)
        if !complete { state.readerGone = true }
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and EINTR; false when a write
    /// fails (EPIPE: the reader is gone).
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

#if canImport(Glibc)
    private func systemWrite(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int { Glibc.write(fd, pointer, count) }
#else
    private func systemWrite(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int { Darwin.write(fd, pointer, count) }
#endif
