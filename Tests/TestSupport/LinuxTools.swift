/// Whether util-linux's `script -qec` and man-db's `man -l` (with `col`) are what this system has:
/// the pty and man-page tests use their Linux forms and are skipped elsewhere (macOS's `script`
/// and `man` take other arguments).
public enum LinuxTools {
    /// True on Linux.
    public static let available: Bool = {
        #if os(Linux)
            return true
        #else
            return false
        #endif
    }()
}
