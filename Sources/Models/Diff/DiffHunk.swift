/// One hunk of a file's diff: its `@@ -a,b +c,d @@` header and its lines, numbered.
public struct DiffHunk: Sendable, Equatable {
    /// The header line as git wrote it (with the function context after the second `@@`).
    public var header: String
    /// The lines, numbered from the header's starts.
    public var lines: [DiffLine]

    /// A hunk.
    public init(header: String, lines: [DiffLine]) {
        (self.header, self.lines) = (header, lines)
    }

    /// The hunks of `patch` (GitHub's `patch` of one file: hunks only, no `diff --git` header),
    /// each line numbered and its changed words marked (`WordDiff`). Text before the first hunk
    /// header is kept as context lines without numbers. At most `maxLines` lines are read.
    public static func parse(_ patch: String, maxLines: Int = Limit.patchLines.value) -> [DiffHunk] {
        var hunks: [DiffHunk] = []
        var old = 0
        var new = 0
        var count = 0
        // Split by bytes: a newline byte is never inside a longer UTF-8 sequence, and a CRLF
        // line keeps its carriage return (as Characters, "\r\n" would be one).
        let bytes = patch.utf8
        for slice in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            count += 1
            guard count <= maxLines else { break }
            // Only a header or a note is kept whole: most lines are made into text once.
            if slice.starts(with: "@@".utf8) {
                let line = String(decoding: slice, as: UTF8.self)
                if line.hasPrefix("@@"), let starts = starts(of: line) {
                    (old, new) = starts
                    hunks.append(DiffHunk(header: line, lines: []))
                    continue
                }
            }
            if hunks.isEmpty { hunks.append(DiffHunk(header: "", lines: [])) }
            // git's mark is the line's first byte: a mark followed by a combining character is
            // one Character, and classed by it the line would read as context.
            let text = String(decoding: slice.dropFirst(), as: UTF8.self)
            var entry: DiffLine
            switch slice.first {
            case UInt8(ascii: "+"):
                entry = DiffLine(kind: .added, text: text, old: nil, new: new)
                new += 1
            case UInt8(ascii: "-"):
                entry = DiffLine(kind: .removed, text: text, old: old, new: nil)
                old += 1
            case UInt8(ascii: "\\"):
                entry = DiffLine(kind: .note, text: String(decoding: slice, as: UTF8.self), old: nil, new: nil)
            default:
                // A last empty line is the patch's final newline, not a line of the file.
                if slice.isEmpty, count > 1, slice.endIndex == bytes.endIndex { continue }
                entry = DiffLine(kind: .context, text: text, old: old, new: new)
                old += 1
                new += 1
            }
            hunks[hunks.count - 1].lines.append(entry)
        }
        return hunks.map { hunk in
            var marked = hunk
            marked.lines = WordDiff.mark(hunk.lines)
            return marked
        }
    }

    /// The old and new starts of a `@@ -a,b +c,d @@` header.
    private static func starts(of header: String) -> (Int, Int)? {
        // The first three parts are all it reads: the function context after them is not split.
        let parts = header.split(separator: " ", maxSplits: 3)
        guard parts.count >= 3, parts[1].hasPrefix("-"), parts[2].hasPrefix("+"),
            let old = Int(parts[1].dropFirst().split(separator: ",").first ?? ""),
            let new = Int(parts[2].dropFirst().split(separator: ",").first ?? "")
        else { return nil }
        return (old, new)
    }
}
