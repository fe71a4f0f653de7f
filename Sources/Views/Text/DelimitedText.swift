import Foundation

/// Tab- and comma-separated rows.
public enum DelimitedText {
    /// One TSV line: cells made safe (no tabs or newlines inside), joined by tabs.
    public static func tsv(_ cells: [String]) -> String {
        cells.map(SafeText.line).joined(separator: "\t")
    }

    /// One RFC 4180 CSV record (the caller ends it with CRLF): cells with commas, quotes or line breaks are quoted, quotes doubled;
    /// controls are neutralised, line breaks kept inside quotes.
    public static func csv(_ cells: [String]) -> String {
        cells.map { raw in
            let cell = SafeText.multiline(raw)
            guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return cell }
            return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }.joined(separator: ",")
    }
}
