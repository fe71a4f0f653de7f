import Foundation

/// Finds a program as a shell would: a name with a `/` as it is, else the first executable of that
/// name in the folders of `$PATH`. Used for `gh` and the web browser; nothing a server sends is
/// ever looked up.
enum ExecutableSearch {
    /// The program `command` names, or nil when there is none to run.
    static func find(_ command: String, path: String) -> URL? {
        guard !command.isEmpty else { return nil }
        if command.contains("/") { return FileManager.default.isExecutableFile(atPath: command) ? URL(fileURLWithPath: command) : nil }
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(command)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
