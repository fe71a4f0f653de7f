import ArgumentParser
import Foundation
import Models
import Reactive
import Service
import Views

/// What a network command's output and network options resolve to with the environment and the
/// terminal: the settings one run works with.
struct RunSettings: Sendable {
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
    /// terminal that can page (not `TERM=dumb`) and `--no-pager` is not given; `$REPOS_PAGER`,
    /// else `$PAGER`, else `less -FRX`.
    var pager: PagerCommand?
    /// The pager a diff (`--patch`) is handed to as git's plain text, always, as `gh pr diff`
    /// does: `$REPOS_DIFF_PAGER`, else the pager when it is a diff formatter (delta,
    /// diff-so-fancy); nil when there is none, or no pager at all.
    var diffPager: PagerCommand?
    /// The environment the run was given, for what is read from it late (`$TZ`).
    let environment: [String: String]
    /// The system's time zone, where `$TZ` does not name one.
    let systemTimeZone: TimeZone

    /// Resolves the output and network options with the environment and the terminal;
    /// `pipedFormat` is the format when stdout is not a terminal and none is asked for.
    init<Fields>(output: OutputOptions<Fields>, network: NetworkOptions, pipedFormat: OutputFormat = .tsv, environment run: RunEnvironment) throws(UsageError) {
        let environment = run.variables
        self.environment = environment
        systemTimeZone = run.systemTimeZone
        // A cache folder that is a file would turn the cache off without a word.
        var isFolder: ObjCBool = false
        if let home = EnvironmentVariable.cacheHome.value(in: environment), FileManager.default.fileExists(atPath: home, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            throw UsageError("'\(EnvironmentVariable.cacheHome.shell)' names a file, not a folder: \(InputRules.printable(home))").withoutUsage
        }
        jsonFields = output.json?.fields
        jq = output.jq
        let wantsJSON = output.json != nil || jq != nil
        if let chosen = output.format {
            format = chosen
            if wantsJSON, format != .json, format != .ndjson {
                throw UsageError("'\(jq != nil ? "--jq" : "--json")' cannot be combined with '--format \(chosen.rawValue)'")
            }
        } else {
            format = wantsJSON ? .json : (run.stdoutIsTerminal ? .table : pipedFormat)
        }
        let noColor = EnvironmentVariable.forbidsColor(in: environment)
        color = output.color == .always || (output.color == .auto && run.stdoutIsTerminal && !noColor)
        let fromEnvironment: Int? = EnvironmentVariable.columns.value(in: environment).flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let columns: Int = run.terminalWidth ?? fromEnvironment ?? 80
        // With --jq the JSON rendered is jq's input, never coloured; jq's output gets the colour.
        terminal = TerminalFacts(
            isTerminal: run.stdoutIsTerminal, width: max(20, columns), color: jq == nil && color,
            hyperlinks: run.stdoutIsTerminal && EnvironmentVariable.allowsHyperlinks(in: environment))
        if let url = network.apiURL {
            apiURL = url
        } else if let text = EnvironmentVariable.apiURL.value(in: environment) {
            do { apiURL = try InputRules.apiURL(text, option: EnvironmentVariable.apiURL.shell) } catch { throw error.withoutUsage }
        } else if let host = EnvironmentVariable.host.value(in: environment), host != "github.com" {
            // gh's rule: GitHub Enterprise Server answers the API under /api/v3.
            do { apiURL = try InputRules.apiURL("https://\(host)/api/v3", option: EnvironmentVariable.host.shell) } catch { throw error.withoutUsage }
        } else {
            apiURL = InputRules.defaultAPIURL
        }
        if let (name, token) = EnvironmentVariable.token.variables.lazy.compactMap({ name in Token(environment[name]).map { (name, $0) } }).first {
            self.token = token
            tokenSource = name
        }
        verbose = network.verbose
        timeout = network.timeout
        maxWait = network.maxWait
        cacheMode = try network.cacheMode()
        transport = Self.transportSettings(environment)
        if run.canPage, !output.noPager, format == .table {
            pager = PagerCommand.named(in: environment)
            // Set but empty means no diff pager, as for the pager.
            if let named = EnvironmentVariable.diffPager.variables.lazy.compactMap({ environment[$0] }).first {
                diffPager = PagerCommand(named)
            } else {
                diffPager = pager.flatMap { $0.formatsDiffs ? $0 : nil }
            }
        }
    }

    /// The zone times are shown in: `$TZ` as the run was given it, else the system's.
    var timeZone: TimeZone {
        EnvironmentVariable.timeZone.value(in: environment).flatMap(TimeZone.init(identifier:)) ?? systemTimeZone
    }

    /// Falls back to the token `gh auth token` gives when the environment has none: gh runs off
    /// the main thread, and the run waits for it until `patience` fires (the run's clock, two
    /// seconds).
    mutating func askGitHubCLIForToken(patience: AnyPublisher<Void, Never>) async {
        guard token == nil, let token = Token(await GitHubCLIToken.read(apiURL: apiURL, environment: environment, patience: patience)) else { return }
        self.token = token
        tokenSource = "gh auth token"
    }

    /// Whether the output is JSON (`--json`, `--jq`, `--format json|ndjson`): the view then
    /// writes GitHub's objects, which the view model must keep.
    var writesJSON: Bool { format == .json || format == .ndjson }

    /// The most of GitHub's objects a gathered listing keeps for this output: less when a jq
    /// filter will hold the whole result in memory.
    var maxDocumentBytes: Int {
        jq != nil && format != .ndjson ? Limit.jqInputBytes.value : Limit.gatheredBytes.value
    }

    /// Trust and proxies as curl and gh read them: `SSL_CERT_FILE` (else `CURL_CA_BUNDLE`) and
    /// `SSL_CERT_DIR`; `HTTPS_PROXY`/`https_proxy` for https and `HTTP_PROXY`/`http_proxy` for
    /// http, each else `ALL_PROXY`/`all_proxy`; `NO_PROXY`/`no_proxy`. Empty means unset.
    static func transportSettings(_ environment: [String: String]) -> TransportSettings {
        TransportSettings(
            caBundle: EnvironmentVariable.caFile.value(in: environment), caDirectory: EnvironmentVariable.caDirectory.value(in: environment),
            httpProxy: EnvironmentVariable.proxy(for: "http", in: environment), httpsProxy: EnvironmentVariable.proxy(for: "https", in: environment),
            noProxy: EnvironmentVariable.directHosts(in: environment)
        )
    }
}
