import Models

/// The bounds that no server response can push `repos` past: the man page's LIMITS section is
/// generated from these cases and the README's table is tested against them (their meaning, in
/// the command line's words, is the CLI's, in `ErrorAdvice.swift`). Reaching a count or size
/// limit fails the listing with its own `GitHubError`; what the user is told is the CLI's.
///
/// GitHub itself stays far inside them: its pages hold at most 100 items and are about 1 MB,
/// and a commit lists at most 3,000 files (10 pages). They exist for a broken proxy, a captive
/// portal or a hostile server, whose answers could otherwise make a run loop or balloon.
public enum ServiceLimit: CaseIterable, Sendable {
    /// Pages one listing may fetch; a `rel="last"` beyond it is treated as unknown.
    case pagesPerListing
    /// Items one gathered listing may hold: one a view needs whole (a sorted table, one JSON
    /// document, a filter on the whole result, a live view, an activity report). A stream is not
    /// gathered.
    case itemsPerListing
    /// Bytes of GitHub's objects one gathered listing keeps for JSON output.
    case gatheredBytes
    /// Bytes of GitHub's objects one gathered listing keeps for a jq filter run on the whole
    /// result: libjq holds about four times its input.
    case jqInputBytes
    /// Tree requests one tree may cost, the first included: GitHub cuts a recursive answer short
    /// past 100,000 entries or 7 MB, and what it left out is asked for a directory at a time.
    case treeRequests
    /// Entries one tree keeps, however many answers hold them.
    case treeEntries
    /// Bytes of one response body after decompression, counted as they arrive.
    case bodyBytes
    /// Bytes of one file read with the raw media type (`repos show` of a file past 1 MB), handed
    /// on as they arrive: GitHub's own ceiling for the contents API.
    case fileBytes
    /// Redirects one request may follow.
    case redirects
    /// Attempts at one request that fails with 5xx, a network error, a timeout or a rate limit:
    /// each wait for a rate limit is an attempt too.
    case attempts
    /// Attempts at one request that gets no answer within `--timeout`, or moves slower than
    /// `progressBytes` in that time: a server that holds the connection and says nothing (a
    /// captive portal, a half-open VPN) is asked once more, then the run ends.
    case timeoutAttempts
    /// Bytes a transfer must move within `--timeout` to be making progress; slower, it has
    /// timed out.
    case progressBytes
    /// Attempts at one request whose connection is refused or whose host has no address: once
    /// more, within a second, then the run ends.
    case unreachableAttempts
    /// Attempts that fail one after another across the run, none succeeding between: past
    /// them the run gives up. A run keeps going while its requests keep succeeding.
    case failuresInARow
    /// Seconds one wait the server asks for (a rate limit's reset, `retry-after`) may last,
    /// unless the caller says otherwise (`--max-wait`); a longer one fails at once.
    case waitSeconds
    /// Bytes of one Markdown document (a README, a release's notes) read to be drawn; the rest
    /// is not drawn, and the drawing says so.
    case markdownBytes
    /// Levels of nesting (lists, quotes, emphasis) drawn as structure; deeper, the text is kept.
    case markdownDepth
    /// Parts (blocks, words, links) of one Markdown document drawn; the rest is not, and the
    /// drawing says so.
    case markdownNodes

    /// The bound.
    public var value: Int {
        switch self {
        case .pagesPerListing: return 10_000
        case .itemsPerListing: return 50_000
        case .gatheredBytes: return 64 << 20
        case .jqInputBytes: return 24 << 20
        case .treeRequests: return 5_000
        case .treeEntries: return 1_000_000
        case .bodyBytes: return 32 << 20
        case .fileBytes: return 100 << 20
        case .redirects: return 5
        case .attempts: return 10
        case .timeoutAttempts: return 2
        case .progressBytes: return 1024
        case .unreachableAttempts: return 2
        case .failuresInARow: return 16
        case .waitSeconds: return 60
        case .markdownBytes: return 4 << 20
        case .markdownDepth: return 32
        case .markdownNodes: return 200_000
        }
    }

    /// The bound as people read it: a count with its unit, sizes as `ByteSize` says them.
    public var shown: String {
        switch self {
        case .pagesPerListing: return "\(value.grouped) pages"
        case .itemsPerListing: return "\(value.grouped) items"
        case .gatheredBytes, .jqInputBytes, .bodyBytes, .fileBytes, .markdownBytes, .progressBytes: return ByteSize.describe(value)
        case .treeRequests: return "\(value.grouped) requests"
        case .treeEntries: return "\(value.grouped) entries"
        case .redirects, .attempts, .timeoutAttempts, .unreachableAttempts, .failuresInARow: return "\(value)"
        case .waitSeconds: return "\(value) s"
        case .markdownDepth: return "\(value) levels"
        case .markdownNodes: return "\(value.grouped) parts"
        }
    }
}
