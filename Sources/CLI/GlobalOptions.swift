import Foundation
import Service
import Views

/// The options every network command takes (output, colour, API location, verbosity, patience),
/// declared once, and what they resolve to with the environment and the terminal.
struct GlobalOptions: Sendable {
    var format: OutputFormat
    var jsonFields: [String]?
    /// The `--jq` program; the output is then JSON run through it.
    var jq: String?
    var color: Bool
    var terminal: TerminalFacts
    var apiURL: URL
    var token: Token?
    /// Where the token came from (`GH_TOKEN`, `GITHUB_TOKEN`, `gh auth token`), for `-v` and
    /// advice; never the token.
    var tokenSource: String?
    var verbose: Bool
    var timeout: Double
    var maxWait: Double
    var cacheMode: CacheMode
    /// CA bundle and proxies, from the environment.
    var transport: TransportSettings
    /// The pager command for tables taller than the terminal, or nil: only when stdout is a
    /// terminal and `--no-pager` is not given; `$REPOS_PAGER`, else `$PAGER`, else `less -FRX`.
    var pager: String?

    static let format = Option<String>(
        "format", value: "format", choices: OutputFormat.allCases.map(\.rawValue),
        help: "Output format: table, tsv, json, ndjson or csv. (default: table on a terminal, else tsv)"
    )
    static let color = Option<String>(
        "color", value: "when", choices: ["auto", "always", "never"], help: "Colour: auto, always or never; auto honours NO_COLOR.", default: "auto")
    static let apiURL = Option<URL>("api-url", value: "url", help: "GitHub API base URL; else $GITHUB_API_URL.", default: "https://api.github.com") {
        text, _ throws(UsageError) in
        try InputRules.apiURL(text)
    }
    static let timeout = Option<Double>("timeout", value: "seconds", help: "Give up on a request after <seconds> without progress.", default: "30") {
        text, label throws(UsageError) in
        try InputRules.seconds(text, option: label, minimum: 1, maximum: 3600)
    }
    static let maxWait = Option<Double>("max-wait", value: "seconds", help: "Longest wait for a rate limit to clear before giving up.", default: "60") {
        text, label throws(UsageError) in
        try InputRules.seconds(text, option: label, minimum: 0, maximum: 86_400)
    }
    static let noCache = Flag("no-cache", help: "Neither read nor write the response cache.")
    static let offline = Flag("offline", help: "Answer only from the response cache; make no request.")
    static let verbose = Flag("verbose", short: "v", help: "Print each request and the rate limit on stderr (the token never).")
    static let help = Flag("help", short: "h", help: "Show help information.")
    static let noPager = Flag("no-pager", help: "Never send output through a pager.")
    /// Validated where it is compiled, by `CommandRun`, still before any request.
    static let jq = Option<String>(
        "jq", value: "filter",
        help: "Filter the JSON result with a jq program, run once on the whole result (once per line with --format ndjson); strings print raw."
    )

    /// `--json [<fields>]` for a command whose objects have `fields`: a following word is taken
    /// as the field list only if it has a comma or is a field name.
    static func json(fields: [String]) -> Option<[String]> {
        let known = Set(fields)
        return Option<[String]>(
            "json", optionalValue: "fields",
            help: "Output GitHub's JSON, optionally only the comma-separated top-level <fields>, in that order.",
            accepts: { word in word.contains(",") || known.contains(word) }
        ) { text, _ throws(UsageError) in
            let list = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            for field in list where !known.contains(field) {
                let shown = "'\(InputRules.printable(field))'"
                throw UsageError(
                    ArgumentParser.suggestion(for: field, among: fields).map { "Unknown JSON field \(shown). Did you mean '\($0)'?" }
                        ?? "Unknown JSON field \(shown); the fields are listed in the command's help"
                )
            }
            return list
        }
    }

    /// The shared options, for a command whose JSON objects have `fields`.
    static func declarations(fields: [String]) -> [OptionDeclaration] {
        [
            json(fields: fields).declaration, Self.jq.declaration, format.declaration, color.declaration, apiURL.declaration, timeout.declaration,
            maxWait.declaration, noCache.declaration, offline.declaration, noPager.declaration, verbose.declaration, help.declaration,
        ]
    }

    /// Options that cannot be given together.
    static let exclusive = [["offline", "no-cache"]]

    /// Reads the shared options, the environment and the terminal; `pipedFormat` is the format
    /// when stdout is not a terminal and none is asked for.
    init(_ parsed: ParsedArguments, fields: [String], pipedFormat: OutputFormat = .tsv, context: RunContext) throws(UsageError) {
        let environment = context.environment
        let json = Self.json(fields: fields)
        jsonFields = parsed[json]
        jq = parsed[Self.jq]
        let wantsJSON = parsed.contains(json) || jq != nil
        if let chosen = parsed[Self.format] {
            format = OutputFormat(rawValue: chosen) ?? .table
            if wantsJSON, format != .json, format != .ndjson {
                throw UsageError("'\(jq != nil ? "--jq" : "--json")' cannot be combined with '--format \(chosen)'")
            }
        } else {
            format = wantsJSON ? .json : (context.stdoutIsTerminal ? .table : pipedFormat)
        }
        let when = parsed[Self.color] ?? "auto"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        color = when == "always" || (when == "auto" && context.stdoutIsTerminal && !noColor)
        let fromEnvironment: Int? = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let columns: Int = context.terminalWidth ?? fromEnvironment ?? 80
        // With --jq the JSON rendered is jq's input, never coloured; jq's output gets the colour.
        terminal = TerminalFacts(isTerminal: context.stdoutIsTerminal, width: max(20, columns), color: jq == nil && color)
        if let url = parsed[Self.apiURL] {
            apiURL = url
        } else if let text = environment["GITHUB_API_URL"], !text.isEmpty {
            apiURL = try InputRules.apiURL(text, option: "$GITHUB_API_URL")
        } else if let host = environment["GH_HOST"], !host.isEmpty, host != "github.com" {
            // gh's rule: GitHub Enterprise Server answers the API under /api/v3.
            apiURL = try InputRules.apiURL("https://\(host)/api/v3", option: "$GH_HOST")
        } else {
            apiURL = InputRules.defaultAPIURL
        }
        if let token = Token(environment["GH_TOKEN"]) {
            self.token = token
            tokenSource = "GH_TOKEN"
        } else if let token = Token(environment["GITHUB_TOKEN"]) {
            self.token = token
            tokenSource = "GITHUB_TOKEN"
        } else if let token = Token(GitHubCLIToken.read(apiURL: apiURL, environment: environment)) {
            self.token = token
            tokenSource = "gh auth token"
        }
        verbose = parsed[Self.verbose]
        timeout = parsed[Self.timeout] ?? 30
        maxWait = parsed[Self.maxWait] ?? 60
        cacheMode = parsed[Self.offline] ? .offline : parsed[Self.noCache] ? .bypass : .revalidate
        transport = Self.transportSettings(environment)
        if context.stdoutIsTerminal, !parsed[Self.noPager], format == .table {
            let chosen = environment["REPOS_PAGER"] ?? environment["PAGER"] ?? "less -FRX"
            pager = chosen.trimmingCharacters(in: .whitespaces).isEmpty ? nil : chosen
        }
    }

    /// Trust and proxies as curl and gh read them: `SSL_CERT_FILE` (else `CURL_CA_BUNDLE`) and
    /// `SSL_CERT_DIR`; `HTTPS_PROXY`/`https_proxy` for https and `HTTP_PROXY`/`http_proxy` for
    /// http, each else `ALL_PROXY`/`all_proxy`; `NO_PROXY`/`no_proxy`. Empty means unset.
    static func transportSettings(_ environment: [String: String]) -> TransportSettings {
        func first(_ names: String...) -> String? {
            names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        }
        let all = first("ALL_PROXY", "all_proxy")
        return TransportSettings(
            caBundle: first("SSL_CERT_FILE", "CURL_CA_BUNDLE"), caDirectory: first("SSL_CERT_DIR"),
            httpProxy: first("HTTP_PROXY", "http_proxy") ?? all, httpsProxy: first("HTTPS_PROXY", "https_proxy") ?? all,
            noProxy: first("NO_PROXY", "no_proxy")
        )
    }
}
