import Foundation
import Service

/// Formats request events for `--verbose`: URL, status, time and rate limit. Tokens never reach
/// it: they are not part of a URL or an event.
enum VerboseReporter {
    static func line(_ event: RequestEvent, now: Date) -> String {
        var text = "* GET \(event.url.absoluteString) → \(event.status.map(String.init) ?? "no response")"
        if let version = event.httpVersion { text += " " + version + (event.reusedConnection ? " (reused)" : "") }
        text += String(format: " in %.0f ms", event.duration * 1000)
        if event.fromCache { text += " (cache)" }
        if let rate = event.rateLimit, let remaining = rate.remaining, let limit = rate.limit {
            text += "; rate limit \(remaining)/\(limit)"
            if let reset = rate.reset { text += ", resets " + ErrorAdvice.describeReset(reset, now: now) }
        }
        return text + "\n"
    }
}
