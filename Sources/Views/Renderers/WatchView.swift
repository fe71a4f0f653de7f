import Foundation
import Models
import ViewModels

/// Renders `repos watch`: on a terminal one line per event (time, `owner/repo`, actor, what
/// happened), safe and cut to the width, and a status line; as JSON, GitHub's object of each
/// event on a line of its own, byte for byte; as TSV or CSV, one row per event.
public struct WatchView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings
    /// The zone times are shown in.
    public var timeZone: TimeZone

    /// Creates the view.
    public init(_ settings: OutputSettings, timeZone: TimeZone) {
        self.settings = settings
        self.timeZone = timeZone
    }

    /// Writes `events`, oldest first, as the format asks; `now` decides whether a time needs
    /// its date.
    public func render(_ events: [WatchedEvent], now: Date, to output: inout some TextOutputStream) throws {
        switch settings.format {
        case .json, .ndjson:
            try JSONOutput(fields: settings.jsonFields, color: settings.terminal.color).writeLines(events.map(\.document), to: &output)
        case .table:
            for watched in events { output.write(line(watched.event, now: now) + "\n") }
        case .tsv:
            for watched in events { output.write(DelimitedText.tsv(cells(watched.event)) + "\n") }
        case .csv:
            for watched in events { output.write(DelimitedText.csv(cells(watched.event)) + "\r\n") }
        }
    }

    /// One event's line: `14:03:07  acme/ledger  octocat  opened PR #12 Fix login`, every part
    /// made safe, cut to the terminal's width.
    public func line(_ event: Event, now: Date) -> String {
        let text = [time(event.createdAt, now: now), event.repository, event.actor, EventWords.of(event)].map(SafeText.line).joined(separator: "  ")
        return settings.terminal.isTerminal ? DisplayWidth.truncate(text, to: settings.terminal.width) : text
    }

    /// A row's cells: when (ISO 8601 UTC), where, who, GitHub's type, and the words.
    private func cells(_ event: Event) -> [String] {
        [GitHubJSON.formatDate(event.createdAt), event.repository, event.actor, event.type, EventWords.of(event)]
    }

    /// The time of day for an event of today, else the day too.
    private func time(_ date: Date, now: Date) -> String {
        let calendar = self.calendar
        guard !calendar.isDate(date, inSameDayAs: now) else { return clock(date) }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(Self.two(parts.month))-\(Self.two(parts.day)) \(clock(date))"
    }

    /// `14:03:07`, in the view's zone.
    private func clock(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return "\(Self.two(parts.hour)):\(Self.two(parts.minute)):\(Self.two(parts.second))"
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }

    /// The status line: when the next poll is and how many polls were 304, or how long until
    /// the watch tries again a feed it cannot reach; cut to the width less three columns, so the
    /// terminal's `^C` fits after it.
    public func statusLine(_ status: WatchStatus) -> String {
        var parts: [String] = []
        if let seconds = status.reconnectingIn {
            parts.append("reconnecting in \(seconds) s")
        } else if let next = status.nextPoll {
            // A time, not a countdown: the line changes only when a poll does, so an idle watch
            // draws nothing between polls.
            parts.append("next poll at \(clock(next))")
        } else {
            parts.append("polling…")
        }
        parts.append("\(Plural.count(status.polls, "poll")), \(status.unchanged) unchanged (304)")
        if status.mayHaveMissed { parts.append("more arrived between two polls than one reads: some may be missing") }
        let text = parts.joined(separator: " · ")
        // Room for the terminal's echo of Ctrl-C (`^C`) after it: a full line would wrap, and the
        // erase on the way out would clear the wrapped row, leaving the status line behind.
        return DisplayWidth.truncate(text, to: max(1, settings.terminal.width - 3))
    }
}
