import Foundation

/// The commands a reader copies from README.md: every `repos …` and `scripts/run …` in its
/// fenced blocks, so `ReadmeExamplesTests` runs each one or names why not.
///
/// Which blocks count: every fenced block, unlabelled as the README writes them. In a transcript
/// (a block with `$ ` lines) only the `$ ` lines are commands and the rest is what they print; in
/// any other block every line is, unless one holds a `<placeholder>`: then the block is a
/// synopsis (the Usage block), a grammar rather than commands, and is left out. A line's comment
/// is dropped, and it is split at `;` and `&&` into commands. A command is an example when
/// `repos` or `scripts/run` is its program, after any `NAME=value`s, or the program inside a
/// `<(…)` it holds. Commands in running text (inline code) are prose, and not extracted.
struct ReadmeExamples {
    /// One command as the README writes it.
    struct Example: Hashable, Sendable, CustomStringConvertible {
        /// Its shell words, joined by one space, the comment left out.
        let command: String
        /// The README line it is on, counted from 1.
        let line: Int

        var description: String { "README.md:\(line): \(command)" }
    }

    /// The examples, in the README's order.
    let examples: [Example]
    /// The first line of each synopsis block, which is left out.
    let synopses: [String]

    /// Reads `markdown`'s fenced blocks.
    init(markdown: String) {
        var examples: [Example] = []
        var synopses: [String] = []
        var block: [(number: Int, text: String)]?
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            guard line.hasPrefix("```") else {
                block?.append((index + 1, line))
                continue
            }
            guard let finished = block else {
                block = []
                continue
            }
            block = nil
            let isTranscript = finished.contains { $0.text.hasPrefix("$ ") }
            if !isTranscript, finished.contains(where: { $0.text.range(of: #"<[a-z][a-z-]*>"#, options: .regularExpression) != nil }) {
                synopses.append(finished.first?.text ?? "")
                continue
            }
            for (number, text) in finished where !isTranscript || text.hasPrefix("$ ") {
                let words = ShellWords(isTranscript ? String(text.dropFirst(2)) : text)
                for command in words.commands where Self.isExample(command) {
                    examples.append(Example(command: command.joined(separator: " "), line: number))
                }
            }
        }
        self.examples = examples
        self.synopses = synopses
    }

    /// Reads the project's README.md.
    init() throws {
        self.init(markdown: try String(contentsOf: Self.readmeFile, encoding: .utf8))
    }

    /// The project's README.md.
    static let readmeFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    private static func isExample(_ command: [String]) -> Bool {
        let program = command.first { !ShellWords.isAssignment($0) }
        return program == "repos" || program == "scripts/run" || command.contains { $0.hasPrefix("<(repos") }
    }
}
