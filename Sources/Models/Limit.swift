/// Every bound that what `repos` reads (a server's answer, a document, a diff, the keys typed)
/// can push it to, in one place every layer reads: the man page's LIMITS section is generated
/// from these cases and the README's table is tested against them (how a bound reads is the
/// Views', `Limit+Shown.swift`; its meaning, in the command line's words, the CLI's, in
/// `ErrorAdvice.swift`), and a test finds any bound typed as a literal elsewhere. Reaching a count or size limit of a listing fails it with its
/// own `GitHubError`; a document or a diff past its bound is drawn in part, and says so.
///
/// GitHub itself stays far inside them: its pages hold at most 100 items and are about 1 MB,
/// and a commit lists at most 3,000 files (10 pages). They exist for a broken proxy, a captive
/// portal or a hostile server, whose answers could otherwise make a run loop or balloon.
public enum Limit: CaseIterable, Sendable {
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
    /// Tokens (tags and runs of text) read from one piece of HTML inside Markdown.
    case htmlTokens
    /// Attributes read from one HTML tag.
    case htmlAttributes
    /// Characters an HTML entity (`&amp;`) may run to before it is text.
    case htmlEntityLength
    /// Levels of nesting one JSON answer may have; Foundation's decoder refuses more.
    case jsonDepth
    /// Bytes of one path in a tree: git's own bound on Linux.
    case treePathBytes
    /// Lines of one file's patch read into hunks.
    case patchLines
    /// Lines on each side of a run of removed and added lines paired for their changed words.
    case wordDiffRunLines
    /// Tokens of one removed line times tokens of its added line, past which the pair is not
    /// compared word by word.
    case wordDiffTokenProduct
    /// Token comparisons one hunk's pairing may spend in all; past it, lines are drawn unmarked.
    case wordDiffHunkCells
    /// Bytes of patch a commit's screen in browse lays out; past it, the files are listed and
    /// the patch is left to the web and `repos commit --patch`.
    case laidOutPatchBytes
    /// Bytes of one file drawn on a terminal (numbered lines, a README); past it, it is piped.
    case drawnFileBytes
    /// Bytes of one terminal escape sequence read as a key; longer, it is dropped.
    case keySequenceBytes
    /// Bytes of an overlong escape sequence read past its bound while looking for its end.
    case keyDiscardedBytes
    /// Bytes of one bracketed paste kept.
    case pasteBytes
    /// Characters of a typed filter or search.
    case typedCharacters
    /// Times one pull request is asked for while GitHub answers `mergeable: null` (it computes
    /// mergeability in the background): 1, 2, then 4 s apart.
    case mergeabilityAsks
    /// Events one poll of a feed reads: GitHub's largest page. A page holding more is read to
    /// this many, newest first.
    case eventsPerPoll
    /// Seconds between two polls of a feed at most, whatever `X-Poll-Interval` says: a server
    /// asking for days between polls would stop a watch without saying so.
    case pollSeconds
    /// Seconds between two tries of a feed that cannot be reached at most: a watch backs off
    /// from a second to this, and goes on trying.
    case reconnectSeconds
    /// Events a watch holds for its screen and to tell one it has shown from a new one: GitHub's
    /// own window of 300. Older ones are let go, so memory stays flat however long it runs.
    case eventsKept
    /// Lines `browse -v` holds while its screen is drawn, written once it is gone: the latest
    /// are kept, so however long a browse runs its log stays bounded.
    case heldLogLines

    /// What a bound counts; how it reads to a person (`10,000 pages`, `64 MiB`) is the Views'.
    public enum Unit: String, Sendable {
        /// Bytes, said in the largest binary unit they fill.
        case size
        /// Bytes, counted one by one.
        case bytes
        /// A bare count: of attempts, of redirects.
        case count
        /// Seconds of waiting.
        case seconds
        case pages, items, requests, entries, levels, parts, tokens, attributes, characters, lines, comparisons
    }

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
        case .htmlTokens: return 50_000
        case .htmlAttributes: return 32
        case .htmlEntityLength: return 12
        case .jsonDepth: return 512
        case .treePathBytes: return 4_096
        case .patchLines: return 1_000_000
        case .wordDiffRunLines: return 200
        case .wordDiffTokenProduct: return 40_000
        case .wordDiffHunkCells: return 1_000_000
        case .laidOutPatchBytes: return 4 << 20
        case .drawnFileBytes: return 4 << 20
        case .keySequenceBytes: return 32
        case .keyDiscardedBytes: return 256
        case .pasteBytes: return 4_096
        case .typedCharacters: return 256
        case .mergeabilityAsks: return 4
        case .eventsPerPoll: return 100
        case .pollSeconds: return 3_600
        case .reconnectSeconds: return 60
        case .eventsKept: return 300
        case .heldLogLines: return 10_000
        }
    }

    /// What the bound counts.
    public var unit: Unit {
        switch self {
        case .pagesPerListing: return .pages
        case .itemsPerListing: return .items
        case .gatheredBytes, .jqInputBytes, .bodyBytes, .fileBytes, .progressBytes, .markdownBytes, .laidOutPatchBytes, .drawnFileBytes: return .size
        case .treeRequests: return .requests
        case .treeEntries: return .entries
        case .redirects, .attempts, .timeoutAttempts, .unreachableAttempts, .failuresInARow, .mergeabilityAsks: return .count
        case .waitSeconds, .pollSeconds, .reconnectSeconds: return .seconds
        case .eventsPerPoll, .eventsKept: return .items
        case .markdownDepth, .jsonDepth: return .levels
        case .markdownNodes: return .parts
        case .htmlTokens: return .tokens
        case .htmlAttributes: return .attributes
        case .htmlEntityLength, .typedCharacters: return .characters
        case .treePathBytes, .keySequenceBytes, .keyDiscardedBytes, .pasteBytes: return .bytes
        case .patchLines, .wordDiffRunLines, .heldLogLines: return .lines
        case .wordDiffTokenProduct, .wordDiffHunkCells: return .comparisons
        }
    }
}
