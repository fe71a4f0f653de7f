#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Reactive

/// A file descriptor: stdout or stderr. Writes are whole and serialised, so lines from several
/// threads (verbose logging) never interleave mid-line.
public final class FileDescriptorSink: TextSink {
    private let descriptor: Int32
    private let lock = Locked(())

    /// Wraps `descriptor`.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes everything, retrying short writes; false on EPIPE or any other write error.
    @discardableResult
    public func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            lock.withLock { _ in
                var offset = 0
                while offset < bytes.count, let base = bytes.baseAddress {
                    let written = Glibc_write(descriptor, base + offset, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return false }
                    offset += written
                }
                return true
            }
        }
    }
}

#if canImport(Glibc)
    private func Glibc_write(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int { Glibc.write(fd, pointer, count) }
#else
    private func Glibc_write(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int { Darwin.write(fd, pointer, count) }
#endif
