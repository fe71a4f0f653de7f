import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's access and modification times, read with `stat` and set with `utimensat`: the
/// response cache keeps an entry's last use and its last confirmation in them.
struct FileTimes: Equatable, Sendable {
    /// The last access.
    var accessed: Date
    /// The last modification.
    var modified: Date

    init(accessed: Date, modified: Date) {
        self.accessed = accessed
        self.modified = modified
    }

    /// The times of the file at `path`; nil when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc)
            accessed = Self.date(info.st_atim)
            modified = Self.date(info.st_mtim)
        #else
            accessed = Self.date(info.st_atimespec)
            modified = Self.date(info.st_mtimespec)
        #endif
    }

    /// Sets both times on the file at `path`; a failure is ignored (the cache is an optimisation).
    func set(on path: String) {
        var times = [Self.spec(accessed), Self.spec(modified)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    private static func date(_ time: timespec) -> Date {
        Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    private static func spec(_ date: Date) -> timespec {
        // A moment outside what a file can hold is kept at its edge (the clock is the run's own).
        let since = min(max(date.timeIntervalSince1970, 0), Double(Int32.max))
        let seconds = since.rounded(.down)
        return timespec(tv_sec: Int(seconds), tv_nsec: Int((since - seconds) * 1e9))
    }
}
