import Foundation

/// The project's sources as text, for the architecture rules: each Swift file under `Sources/`
/// with its target and its lines of code (comments left out), and `Package.swift`'s declared
/// dependencies.
enum SourceTree {
    /// One source file.
    struct File {
        /// Its path from the project's root.
        let path: String
        /// The target it belongs to (the folder under `Sources/`).
        let target: String
        /// Its lines that are code, numbered from 1, comments and blank lines left out.
        let code: [(Int, String)]
    }

    /// The project's root: three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `Sources/`.
    static func files() throws -> [File] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var files: [File] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let target = relative.split(separator: "/").dropFirst().first.map(String.init) ?? ""
            let text = try String(contentsOf: url, encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line -> (Int, String)? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty || trimmed.hasPrefix("//") ? nil : (index + 1, String(line))
            }
            files.append(File(path: relative, target: target, code: code))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Each target's declared dependencies, from `Package.swift`.
    static func declaredDependencies() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var result: [String: Set<String>] = [:]
        let pattern = try NSRegularExpression(pattern: #"\.(?:target|executableTarget)\(\s*name: "([^"]+)"(?:,\s*dependencies: \[([^\]]*)\])?"#)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
            let list = Range(match.range(at: 2), in: text).map { String(text[$0]) } ?? ""
            result[name] = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n")) }.filter { !$0.isEmpty })
        }
        return result
    }

    /// The environment variable names `file` declares: its quoted upper-case words.
    static func environmentNames(in file: String) throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #""([A-Z][A-Z0-9_]{2,})""#)
        return Set(
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }
}
