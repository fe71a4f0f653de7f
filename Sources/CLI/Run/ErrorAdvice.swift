import Foundation
import Models
import Service
import Views

/// Turns a service error into the line a person reads: what happened (the error's own short
/// description) and what to do about it here, which depends on the configuration (is a token
/// set, and from where) and on the clock (when a rate limit resets).
struct ErrorAdvice: Sendable {
    /// The variable the token came from, or nil when none is set.
    let tokenSource: String?
    /// Now, from the injected clock.
    let now: Date
    /// The zone reset times are shown in.
    var timeZone: TimeZone
    /// `--max-wait`, to say why a wait the server asked for was not waited out.
    var maxWait: Double?

    /// The message for `error` about `subject` ("organization or user 'x'").
    func message(for error: GitHubError, subject: String) -> String {
        switch error {
        case .notFound:
            let hint = tokenSource == nil ? "check the name, or set GH_TOKEN if it is private" : "check the name; the token may lack access to it"
            return "\(subject) not found; \(hint)"
        case .badCredentials:
            let source = tokenSource == "gh auth token" ? "gh auth status" : tokenSource ?? "GH_TOKEN or GITHUB_TOKEN"
            return "\(error); check \(source)"
        case .forbidden:
            return "\(error); the token lacks access"
        case .rateLimited(let resetAt, let limit, _):
            let when = resetAt.map { "; resets " + Self.describeReset($0, now: now, timeZone: timeZone) } ?? "; try again later"
            let advice = tokenSource == nil && (limit ?? 60) <= 60 ? ". Set GH_TOKEN for 5,000 requests an hour." : ""
            return "\(error)\(when)\(advice)"
        case .secondaryRateLimited(let retryAfter, _):
            guard let retryAfter else { return "\(error); wait a minute and retry" }
            guard let maxWait, Double(retryAfter) > maxWait else { return "\(error)" }
            return "\(error), longer than --max-wait \(Int(maxWait)) s"

        case .server:
            return "\(error); try again later"
        case .network, .unreachable:
            return "\(error); check the connection or --api-url"
        case .timeout:
            return "\(error); try again or raise --timeout"
        case .insecureTransport:
            return "\(error); use an https --api-url"
        case .untrustedCertificate:
            return "\(error); set SSL_CERT_FILE to your CA bundle"
        case .notCached:
            return "\(error); run once without --offline"
        case .noResult:
            return "\(error); try again"
        case .treeTooLarge:
            return "\(error); give a <path> or a --ref with less in it"
        case .tooManyItems, .gatheredTooLarge:
            return "\(error); narrow it (--limit, a filter) or stream it with --format ndjson"
        case .notAFolder:
            return "\(error); without a path, repos tree lists them all"
        case .noSuchCommit, .emptyRepository, .http, .undecodable, .invalidURL, .paginationLoop, .tooManyPages, .responseTooLarge, .notHTTPLink,
            .tooManyRedirects, .outputClosed:
            return error.description
        }
    }

    /// "at 14:05 (in 23 min)", in `timeZone`, relative to `now`.
    static func describeReset(_ reset: Date, now: Date, timeZone: TimeZone) -> String {
        let seconds = reset.timeIntervalSince(now)
        // A reset already past is a clock apart from GitHub's; one past a year is no time at all
        // (and would overflow a count of days).
        guard seconds > 0 else { return "now" }
        guard seconds <= 86_400 * 365 else { return "in more than a year" }
        let clock = self.clock(reset, timeZone: timeZone, seconds: false)
        let wait: String
        if seconds < 60 {
            wait = "\(Int(seconds.rounded(.up))) s"
        } else if seconds < 3600 * 2 {
            wait = "\(Int((seconds / 60).rounded(.up))) min"
        } else if seconds < 86_400 * 2 {
            wait = "\(Int((seconds / 3600).rounded())) h"
        } else {
            wait = "\(Int((seconds / 86_400).rounded())) days"
        }
        return "at \(clock) (in \(wait))"
    }

    /// `14:05`, or `14:05:10` with `seconds`, in `timeZone`.
    static func clock(_ date: Date, timeZone: TimeZone, seconds: Bool) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        let minutes = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        return seconds ? minutes + String(format: ":%02d", parts.second ?? 0) : minutes
    }
}

/// A limit in the CLI's words, for help, the man page, the README and the advice above: the
/// Service names its bounds and values, and speaks no flags or exit codes.
extension Limit {
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
        case .treeRequests:
            return
                "tree requests repos tree makes for one tree, the first included: when GitHub cuts a recursive answer short (past 100,000 entries or 7 MB), only the directories it left out are asked for, each whole where GitHub allows (a monorepo of 127,294 entries cut at 100,000 costs 62)"
        case .treeEntries:
            return "entries one tree keeps; a path in it longer than 4,096 bytes (git's own bound on Linux) stops it too"
        case .bodyBytes:
            return "one response body after decompression, counted as it arrives, so a gzip bomb stops here"
        case .fileBytes:
            return
                "one file repos show reads past the 1 MB GitHub's contents API sends (GitHub's own ceiling): piped, it is written as it arrives, so memory stays flat; on a terminal it is drawn up to 4 MiB"
        case .redirects:
            return
                "redirects one request follows, past which it is a loop and fails at once (exit 1); a Link or Location that is not http(s) is refused before any request"
        case .attempts:
            return
                "attempts at one request failing with 5xx or a dropped connection, backing off from 0.25 s to 2 s (a refused connection, a timeout and a rate limit have their own, fewer); on a terminal each retry is shown where the progress line is"
        case .timeoutAttempts:
            return
                "attempts at one request that gets no answer within --timeout, or moves less than the progress floor in it: a server that holds the connection and says nothing is asked once more, then the run ends (exit 75), within about twice --timeout"
        case .progressBytes:
            return
                "the least a transfer must move within --timeout to be making progress; slower, it has timed out, so a server dribbling a byte at a time cannot hold a run"
        case .unreachableAttempts:
            return "attempts at one request whose connection is refused or whose host has no address: once more within a second, then the run ends (exit 75)"
        case .failuresInARow:
            return
                "attempts failing one after another across the run with none succeeding between, past which the run gives up (exit 75): a run goes on while its requests keep succeeding, so a flaky server slows it rather than failing it"
        case .waitSeconds:
            return
                "one wait the server asks for, a rate limit's reset or retry-after (--max-wait changes it); a longer one fails at once (exit 75), and a request refused again after its wait ends the run (exit 75)"
        case .markdownBytes:
            return "one Markdown document (a README, a release's notes) parsed by cmark-gfm and drawn; past it the drawing ends with a line saying so"
        case .markdownDepth:
            return "levels of nesting (lists, quotes, emphasis) drawn as structure; deeper ones are drawn as their text, so 1,000 nested lists still draw"
        case .markdownNodes:
            return "parts (blocks, words, links) of one Markdown document drawn; past them the drawing ends with a line saying so (100,000 links reach it)"
        case .htmlTokens:
            return "tags and runs of text read from one piece of HTML in a README; past them the rest of that piece is not drawn"
        case .htmlAttributes:
            return "attributes read from one HTML tag; the rest are skipped"
        case .htmlEntityLength:
            return "characters an HTML entity (&amp;) may run to; a longer one is drawn as text"
        case .jsonDepth:
            return "levels of nesting one JSON answer may have (Foundation's decoder refuses more); deeper is an unreadable response (exit 1)"
        case .treePathBytes:
            return "bytes of one path in a tree (git's own bound on Linux); a longer one stops the tree (exit 1)"
        case .patchLines:
            return "lines of one file's patch drawn on a terminal; piped, the patch is written whole"
        case .wordDiffRunLines:
            return "removed and added lines in a row paired to mark their changed words; a longer run is drawn unmarked"
        case .wordDiffTokenProduct:
            return "words of a removed line times words of its added line compared to mark the changes; a larger pair is drawn unmarked"
        case .wordDiffHunkCells:
            return "word comparisons one hunk may spend in all, so unlike lines cost a bounded time; past them its lines are drawn unmarked"
        case .laidOutPatchBytes:
            return "bytes of patch browse lays out for one commit; past them it lists the files, and o or repos commit --patch shows the rest"
        case .drawnFileBytes:
            return "bytes of a file or README drawn on a terminal; past them it says so, and piped it is written whole"
        case .keySequenceBytes:
            return "bytes of one escape sequence browse reads as a key; a longer one is dropped"
        case .keyDiscardedBytes:
            return "bytes of an overlong escape sequence browse reads past while looking for its end"
        case .pasteBytes:
            return "bytes of one bracketed paste browse keeps"
        case .typedCharacters:
            return "characters of a filter or search typed in browse"
        case .mergeabilityAsks:
            return "times repos pr asks for a pull request GitHub is still computing mergeability for, 1, 2 then 4 s apart; then it says so"
        case .eventsPerPoll:
            return "events repos watch reads of a feed in one poll (GitHub's largest page); when more arrive between two polls it says some may be missing"
        case .pollSeconds:
            return "seconds between two polls of a feed at most, whatever the server's X-Poll-Interval asks; a watch never polls more often than it asks"
        case .reconnectSeconds:
            return "seconds repos watch waits at most before trying a feed it cannot reach again, backing off from 1 s; it says so, and never gives up"
        case .eventsKept:
            return "events repos watch and browse's Activity screen hold (GitHub's own window of 300), so memory stays flat however long they run"
        case .heldLogLines:
            return "lines browse -v holds while its screen is drawn, written once it is gone; the latest are kept"
        }
    }
}
