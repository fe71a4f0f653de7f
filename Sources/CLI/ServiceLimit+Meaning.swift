import Service

extension ServiceLimit {
    /// What it bounds, and what happens at it.
    var meaning: String {
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
