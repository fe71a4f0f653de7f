import Foundation
import Service
import Views

/// The options every command takes: output, colour, API location, verbosity and patience.
struct GlobalOptions: Sendable {
    var format: OutputFormat
    var jsonFields: [String]?
    var color: Bool
    var terminal: TerminalFacts
    var apiURL: URL
    var token: Token?
    var verbose: Bool
    var timeout: Double
    var maxWait: Double
    var cacheMode: CacheMode

    /// The option specs shared by all commands; `fields` are the command's JSON fields.
    static func specs(fields: [String]) -> [CommandSpec.Option] {
        let known = Set(fields)
        return [
            .init("json", value: .optional("fields", accepts: { word in word.contains(",") || known.contains(word) }),
                  help: "Output JSON, optionally only the comma-separated top-level <fields> (\(fields.prefix(6).joined(separator: ", ")), …)."),
            .init("format", value: .required("format"), help: "Output format: table, tsv, json, ndjson or csv. (default: table on a terminal, else tsv)"),
            .init("color", value: .required("when"), help: "Colour: auto, always or never; auto honours NO_COLOR.", default: "auto"),
            .init("api-url", value: .required("url"), help: "GitHub API base URL; else $GITHUB_API_URL.", default: "https://api.github.com"),
            .init("timeout", value: .required("seconds"), help: "Give up on a request after <seconds> without an answer.", default: "30"),
            .init("max-wait", value: .required("seconds"), help: "Longest wait for a rate limit to clear before giving up.", default: "60"),
            .init("no-cache", help: "Neither read nor write the response cache."),
            .init("offline", help: "Answer only from the response cache; make no request."),
            .init("verbose", short: "v", help: "Print each request and the rate limit on stderr (the token never)."),
            .init("help", short: "h", help: "Show help information."),
        ]
    }

    /// Reads the shared options, the environment and the terminal.
    init(_ parsed: ParsedArguments, fields: [String], command: String, context: RunContext) throws(UsageError) {
        let environment = context.environment
        if let requested = parsed.value("json") {
            let list = requested.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let unknown = list.filter { !fields.contains($0) }
            if let first = unknown.first {
                let shown = "'\(InputRules.printable(first))'"
                let message = ArgumentParser.suggestion(for: first, among: fields).map { "Unknown JSON field \(shown). Did you mean '\($0)'?" }
                    ?? "Unknown JSON field \(shown); the fields are listed in 'repos \(command) --help'"
                throw UsageError(message, command: command)
            }
            jsonFields = list
        }
        let wantsJSON = parsed.has("json")
        if let text = parsed.value("format") {
            let chosen = try InputRules.choice(text, option: "--format <format>", choices: OutputFormat.allCases.map(\.rawValue), command: command)
            format = OutputFormat(rawValue: chosen) ?? .table
            if wantsJSON, format != .json, format != .ndjson {
                throw UsageError("'--json' cannot be combined with '--format \(chosen)'", command: command)
            }
        } else {
            // Piped, a listing is tab-separated rows; one commit reads like `git show`: the same
            // layout as on a terminal, uncoloured and uncut.
            format = wantsJSON ? .json : (context.stdoutIsTerminal || command == "commit" ? .table : .tsv)
        }
        let when = try InputRules.choice(parsed.value("color") ?? "auto", option: "--color <when>", choices: ["auto", "always", "never"], command: command)
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        color = when == "always" || (when == "auto" && context.stdoutIsTerminal && !noColor)
        let fromEnvironment: Int? = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let columns: Int = context.terminalWidth ?? fromEnvironment ?? 80
        terminal = TerminalFacts(isTerminal: context.stdoutIsTerminal, width: max(20, columns), color: color)
        let base = parsed.value("api-url") ?? environment["GITHUB_API_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://api.github.com"
        apiURL = try InputRules.apiURL(base, command: command)
        token = Token(environment["GH_TOKEN"]) ?? Token(environment["GITHUB_TOKEN"])
        verbose = parsed.has("verbose")
        timeout = try parsed.value("timeout").map { text throws(UsageError) in try InputRules.seconds(text, option: "--timeout <seconds>", minimum: 1, maximum: 3600, command: command) } ?? 30
        if parsed.has("offline"), parsed.has("no-cache") {
            throw UsageError("'--offline' cannot be combined with '--no-cache'", command: command)
        }
        cacheMode = parsed.has("offline") ? .offline : parsed.has("no-cache") ? .bypass : .revalidate
        maxWait = try parsed.value("max-wait").map { text throws(UsageError) in try InputRules.seconds(text, option: "--max-wait <seconds>", minimum: 0, maximum: 86_400, command: command) } ?? 60
    }
}
