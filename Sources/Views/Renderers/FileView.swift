import Foundation
import Models

/// Renders `repos show`: piped, a file's exact bytes; on a terminal, its lines numbered (a binary
/// file described instead of drawn); JSON, GitHub's own object.
public struct FileView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings

    /// The most bytes of a file drawn on a terminal: a longer file is numbered and paged only up
    /// to this (4 MiB, some 100,000 lines), and past it is said instead; piped, any size GitHub
    /// serves is written.
    public static let drawnBytes = Limit.drawnFileBytes.value

    /// Creates the view.
    public init(_ settings: OutputSettings) { self.settings = settings }

    /// Whether `render` writes the file's exact bytes (piped, not JSON): what may be streamed to
    /// the output as it arrives rather than held.
    public var writesExactBytes: Bool {
        (settings.format == .tsv || settings.format == .csv) && !settings.terminal.isTerminal
    }

    /// Writes `bytes` (the file at `path`), or `document`, GitHub's object, for JSON; on a
    /// terminal a Markdown file is laid out as `MarkdownText` does when `rendersMarkdown`, its
    /// relative links resolved against `links`.
    public func render(
        _ bytes: Data, path: String, document: Data, rendersMarkdown: Bool = false, links: MarkdownLinkBase? = nil, to output: any TextSink
    ) throws {
        var sink = output
        switch settings.format {
        case .json, .ndjson:
            try settings.writeObject(document, to: &sink)
        case .tsv, .csv:
            guard settings.terminal.isTerminal else { return output.write(bytes: bytes) }
            // Asked for the bytes on a terminal: the text, made safe; never a binary's bytes.
            output.write(Self.text(bytes).map(SafeText.multiline) ?? "\(SafeText.line(path)): binary file, not drawn; pipe it to a file\n")
        case .table:
            guard let text = Self.text(bytes) else {
                output.write(
                    "\(SafeText.line(path)): binary file, \(ByteSize.describe(bytes.count)), not drawn; pipe it to a file\n"
                )
                return
            }
            if rendersMarkdown, Self.isMarkdown(path) {
                for line in MarkdownText.lines(
                    text, width: settings.terminal.width, color: settings.terminal.color, hyperlinks: settings.terminal.hyperlinks, base: links)
                { output.write(line + "\n") }
                return
            }
            for (number, line) in Self.numbered(text) {
                output.write(Style.dim.apply(number, enabled: settings.terminal.color) + "  " + SafeText.line(line) + "\n")
            }
        }
    }

    /// A text's lines with their numbers, right-aligned to the widest: how a file is shown on a
    /// terminal, by `repos show` and by `browse`.
    static func numbered(_ text: String) -> [(number: String, line: String)] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        let width = String(lines.count).count
        return lines.enumerated().map { index, line in
            (String(repeating: " ", count: width - String(index + 1).count) + String(index + 1), line)
        }
    }

    /// Whether `path` names a Markdown file (`README.md`, `docs/x.markdown`).
    static func isMarkdown(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".md") || lower.hasSuffix(".markdown") || lower.hasSuffix(".mdown")
    }

    /// `bytes` as text, or nil for a binary file: one with a NUL byte, or not UTF-8.
    static func text(_ bytes: Data) -> String? {
        guard !bytes.contains(0) else { return nil }
        return String(bytes: bytes, encoding: .utf8)
    }
}
