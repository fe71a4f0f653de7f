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

    /// Every Swift file under `Sources/` (or `folder`).
    static func files(under folder: String = "Sources") throws -> [File] {
        let sources = root.appendingPathComponent(folder)
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

    /// Every word of code in `Sources/` and `Tests/`: the names a citation may use.
    static func words() throws -> Set<String> {
        var words = Set<String>()
        for file in try files() + files(under: "Tests") {
            for (_, line) in file.code {
                for word in line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { words.insert(String(word)) }
            }
        }
        return words
    }

    /// The spans of `markdown` in backticks that cite code: a path (`Sources/…`, `Tests/…`) or a
    /// name (`RetryPolicy`, `KeyBinding.all`, `wait(after:)`); commands, options, variables and
    /// snippets with spaces are not citations.
    static func citations(in markdown: String) -> [String] {
        let spans = markdown.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        return spans.filter { span in
            if span.hasPrefix("Sources/") || span.hasPrefix("Tests/") || span.hasPrefix("Fixtures/") || span.hasPrefix("Benchmarks/") { return true }
            if span.hasSuffix(".swift") || span.hasSuffix(".md") { return true }
            return span.range(of: #"^@?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*(\([A-Za-z_:]*\)?)?$"#, options: .regularExpression) != nil
        }
    }

    /// Where each type, protocol or alias is declared: its name → the paths of the files under
    /// `Sources/` that declare it (nested types included, so `Route` has many).
    static func declarations() throws -> [String: Set<String>] {
        let declaration = try Regex(#"\b(class|struct|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)"#)
        var found: [String: Set<String>] = [:]
        for file in try files() {
            for (_, line) in file.code {
                for match in line.matches(of: declaration) {
                    if let name = match.output[2].substring { found[String(name), default: []].insert(file.path) }
                }
            }
        }
        return found
    }

    /// The code map of ARCHITECTURE.md as blocks (a bullet with its indented lines, or a
    /// paragraph) with the folders each speaks of: a `### \`Sources/X\`` heading names its
    /// folders, and a bullet that opens with a folder (`- \`Limits/\`: …`) narrows them to it.
    static func mapBlocks(of markdown: String) -> [(text: String, folders: [String])] {
        var blocks: [(text: String, folders: [String])] = []
        var (inMap, section) = (false, [String]())
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("## ") { (inMap, section) = (line == "## Code map", []) }
            guard inMap, !line.hasPrefix("## ") else { continue }
            if line.hasPrefix("### ") {
                section = citations(in: line).filter { $0.hasPrefix("Sources/") }
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                blocks.append(("", section))
            } else if line.hasPrefix("- ") {
                let opening = String(line.dropFirst(2))
                let first = opening.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
                let folder = opening.hasPrefix("`") ? first.flatMap { $0.hasSuffix("/") ? $0 : nil } : nil
                blocks.append((line, folder.map { folder in section.map { $0 + "/" + folder.dropLast() } } ?? section))
            } else if let last = blocks.indices.last, !blocks[last].text.isEmpty, line.hasPrefix(" ") || !blocks[last].text.hasPrefix("- ") {
                blocks[last].text += "\n" + line
            } else {
                blocks.append((line, section))
            }
        }
        return blocks.filter { !$0.text.isEmpty && !$0.folders.isEmpty }
    }

    /// The names a citation uses: `KeyBinding.all` → KeyBinding, all; `wait(after:)` → wait.
    static func identifiers(in citation: String) -> [String] {
        let name = citation.split(separator: "(").first.map(String.init) ?? citation
        return name.trimmingCharacters(in: CharacterSet(charactersIn: "@")).split(separator: ".").map(String.init)
    }
}
