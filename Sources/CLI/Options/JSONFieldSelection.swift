import ArgumentParser
import Foundation

/// What `--json` asks for: every field, or only the named top-level fields, in that order.
struct JSONFieldSelection: Equatable, Sendable {
    /// The fields, or nil for all.
    let fields: [String]?

    /// `--json` given bare.
    static let all = JSONFieldSelection(fields: nil)

    /// Whether the word after a bare `--json` is its field list: it has a comma or is a field
    /// name (`--json name` selects; `--json atomicrobot` is the org).
    static func accepts(among known: [String]) -> @Sendable (String) -> Bool {
        let known = Set(known)
        return { word in word.contains(",") || known.contains(word) }
    }

    /// Parses `a,b` against `known`, suggesting the closest field for a typo.
    static func parser(among known: [String]) -> @Sendable (_ text: String, _ label: String) throws(UsageError) -> JSONFieldSelection {
        let names = Set(known)
        return { text, _ throws(UsageError) in
            let list = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            for field in list where !names.contains(field) {
                let shown = "'\(InputRules.printable(field))'"
                throw UsageError(
                    CommandLineParser.suggestion(for: field, among: known).map { "Unknown JSON field \(shown). Did you mean '\($0)'?" }
                        ?? "Unknown JSON field \(shown); the fields are: \(known.joined(separator: ", "))"
                )
            }
            return JSONFieldSelection(fields: list)
        }
    }
}
