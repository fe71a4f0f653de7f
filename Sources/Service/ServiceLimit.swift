/// The bounds that no server response can push `repos` past, each with its documentation: the
/// man page's LIMITS section is generated from these cases and the README's table is tested
/// against them. Reaching a count or size limit ends the run with one `Error:` line and exit 1.
///
/// GitHub itself stays far inside them: its pages hold at most 100 items and are about 1 MB,
/// and a commit lists at most 3,000 files (10 pages). They exist for a broken proxy, a captive
/// portal or a hostile server, whose answers could otherwise make a run loop or balloon.
public enum ServiceLimit: CaseIterable, Sendable {
    /// Pages one listing may fetch; a `rel="last"` beyond it is treated as unknown.
    case pagesPerListing
    /// Items one gathered listing may hold: one a view needs whole (a sorted table, one JSON
    /// document, `--jq` on the whole result, `browse`, `activity`). A stream is not gathered.
    case itemsPerListing
    /// Bytes of GitHub's objects one gathered listing keeps for JSON output.
    case gatheredBytes
    /// Bytes of GitHub's objects one gathered listing keeps for a jq filter run on the whole
    /// result: libjq holds about four times its input.
    case jqInputBytes
    /// Bytes of one response body after decompression, counted as they arrive.
    case bodyBytes
    /// Redirects one request may follow.
    case redirects
    /// Attempts at one request that fails with 5xx, a network error or a timeout.
    case attempts

    /// The bound.
    public var value: Int {
        switch self {
        case .pagesPerListing: return 10_000
        case .itemsPerListing: return 50_000
        case .gatheredBytes: return 64 << 20
        case .jqInputBytes: return 24 << 20
        case .bodyBytes: return 32 << 20
        case .redirects: return 5
        case .attempts: return 3
        }
    }

    /// The bound as people read it.
    public var shown: String {
        switch self {
        case .pagesPerListing: return "10,000 pages"
        case .itemsPerListing: return "50,000 items"
        case .gatheredBytes: return "64 MiB"
        case .jqInputBytes: return "24 MiB"
        case .bodyBytes: return "32 MiB"
        case .redirects: return "5"
        case .attempts: return "3"
        }
    }

    /// What it bounds, and what happens at it.
    public var meaning: String {
        switch self {
        case .pagesPerListing:
            return
                "pages one listing follows (a million items); a next link back to a page already fetched stops at once, and a rel=\"last\" beyond the cap is ignored"
        case .itemsPerListing:
            return
                "repositories or commits one run gathers for a view that needs them all (a table, a JSON document, a whole-result jq filter, browse, activity's repositories and each one's commits), so memory stays bounded whatever the server sends; a stream (ndjson) is not gathered and has no such bound"
        case .gatheredBytes:
            return
                "GitHub's objects one run keeps for one JSON document (about 13,000 full repositories); --format ndjson streams them instead, with no such bound"
        case .jqInputBytes:
            return
                "GitHub's objects one run gathers for a --jq filter on the whole result (about 4,800 full repositories): jq holds about four times its input in memory (197 MB for 52 MB of repositories, measured); with --format ndjson the filter runs per object and streams"
        case .bodyBytes:
            return "one response body after decompression, counted as it arrives, so a gzip bomb stops here"
        case .redirects:
            return "redirects one request follows; a Link or Location that is not http(s) is refused before any request"
        case .attempts:
            return "attempts at a request failing with 5xx, a network error or a timeout; a wait the server asks for beyond --max-wait fails at once (exit 75)"
        }
    }
}
