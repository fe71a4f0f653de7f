/// The bounds that no server response can push `repos` past. Each is documented in the README
/// and the man page; reaching one ends the run with one `Error:` line and exit 1.
///
/// GitHub itself stays far inside them: its pages hold at most 100 items and are about 1 MB,
/// and a commit lists at most 3,000 files (10 pages). They exist for a broken proxy, a captive
/// portal or a hostile server, whose answers could otherwise make a run loop or balloon.
public enum ServiceLimits {
    /// Pages one listing may fetch: 10,000 pages of 100 is a million items. A `rel="last"`
    /// beyond it is treated as unknown, so nothing is planned from it.
    public static let maxPagesPerListing = 10_000
    /// Bytes of one response body, after decompression: 32 MiB. Checked as the bytes arrive,
    /// so a compressed body that would inflate to gigabytes stops here.
    public static let maxBodyBytes = 32 << 20
    /// Redirects one request may follow.
    public static let maxRedirects = 5
}
