/// A change in one line, as a commit's and a comparison's headers say it: "+61 -5 in 2 files",
/// in ASCII signs so the line can be grepped and read by tools.
enum ChangeSummary {
    /// The line for `additions` lines added and `deletions` removed over `files` files.
    static func line(additions: Int, deletions: Int, files: Int) -> String {
        "+\(additions) -\(deletions) in \(files) \(files == 1 ? "file" : "files")"
    }
}
