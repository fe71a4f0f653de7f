/// How results are written.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns fitted to the terminal (the default on a terminal).
    case table
    /// Tab-separated, no header, untruncated (the default when piped).
    case tsv
    /// One JSON document.
    case json
    /// One JSON object per line.
    case ndjson
    /// RFC 4180 with a header row.
    case csv
}
