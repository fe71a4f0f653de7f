import Foundation
import Service
import ViewModels
import Views

/// Turns service events into lines for stderr. Waits for GitHub are always announced, terminal or
/// not, so a pause never looks like a hang; with `--verbose` every request is logged when it
/// starts and when it ends, and every retry. Tokens never reach it: they are not part of a URL
/// or an event.
struct EventReporter: Sendable {
    /// Whether `--verbose` was given.
    let verbose: Bool
    /// The zone reset times are shown in.
    let timeZone: TimeZone

    /// The line for `event`, or nil when it is not reported; whatever it quotes, it is made safe
    /// here, as a whole, before it can reach a terminal.
    func line(_ event: ServiceEvent, now: Date) -> String? {
        text(event, now: now).map { SafeText.line(String($0.dropLast())) + "\n" }
    }

    private func text(_ event: ServiceEvent, now: Date) -> String? {
        switch event {
        case .slowingDown(let seconds):
            return "GitHub asked to slow down; waiting \(Self.seconds(seconds)) s\n"
        case .waitingForRateLimit(let seconds, let reset):
            // A reset already past says no clock time: the wait is GitHub's advised second.
            let until = reset.flatMap { $0 > now ? " (until \(ErrorAdvice.clock($0, timeZone: timeZone, seconds: true)))" : nil } ?? ""
            return "rate limit reached; waiting \(Self.seconds(seconds)) s\(until)\n"
        case .started(let url) where verbose:
            return "* GET \(url.absoluteString) …\n"
        case .finished(let request) where verbose:
            return finishedLine(request, now: now)
        case .retrying(let url, let error, let attempt, let attempts, let delay) where verbose:
            let what = error.status.map { "→ \($0)" } ?? "→ \(error.description)"
            return "* GET \(url.absoluteString) \(what); retry \(attempt) of \(attempts) in \(String(format: "%.1f", delay)) s\n"
        case .started, .finished, .retrying:
            return nil
        }
    }

    private func finishedLine(_ event: RequestEvent, now: Date) -> String {
        if let confirmedAt = event.confirmedAt {
            return "* GET \(event.url.absoluteString) → from the cache, not asked (GitHub confirmed it \(RelativeTime.describe(confirmedAt, now: now)))\n"
        }
        var text = "* GET \(event.url.absoluteString) → \(event.status.map(String.init) ?? "no response")"
        if let version = event.httpVersion { text += " " + version + (event.reusedConnection ? " (reused)" : "") }
        text += String(format: " in %.0f ms", event.duration * 1000)
        if event.fromCache { text += " (cache)" }
        if let rate = event.rateLimit, let remaining = rate.remaining, let limit = rate.limit {
            text += "; rate limit \(remaining)/\(limit)"
            if let reset = rate.reset { text += ", resets " + ErrorAdvice.describeReset(reset, now: now, timeZone: timeZone) }
        }
        return text + "\n"
    }

    private static func seconds(_ value: Double) -> String {
        value < 10 && value != value.rounded() ? String(format: "%.1f", value) : String(Int(value.rounded(.up)))
    }
}
