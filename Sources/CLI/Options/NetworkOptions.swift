import ArgumentParser
import Foundation
import Service

/// Where and how patiently the network commands talk to GitHub: declared once, taken by `list`,
/// `commits`, `commit` and `activity`.
struct NetworkOptions: ParsableArguments {
    /// The response cache's modes as flags: one value, so at most one is given.
    enum CacheFlag: EnumerableFlag {
        case noCache, offline, staleOk

        static func name(for value: CacheFlag) -> String { DeclaredName.kebab("\(value)") }

        static func help(for value: CacheFlag) -> String {
            switch value {
            case .noCache: return "Neither read nor write the response cache."
            case .offline: return "Answer only from the response cache; make no request."
            case .staleOk: return "Answer from the response cache whatever its age; ask GitHub only for what it lacks."
            }
        }
    }

    @Option(
        value: "url",
        help:
            "GitHub API base URL. (default: \(EnvironmentVariable.apiURL.shell), else from \(EnvironmentVariable.host.shell), else \(InputRules.defaultAPIURL.absoluteString))",
        transform: InputRules.apiURL)
    var apiURL: URL?

    @Option(
        value: "seconds",
        help: "Give up on a request after <seconds> (1 to 3600) without progress (less than 1 KiB moved): it is tried once more, then the run ends (exit 75).",
        transform: NetworkOptions.timeoutSeconds)
    var timeout = ServiceConfiguration.defaultTimeout

    @Option(value: "seconds", help: "Longest wait for a rate limit to clear before giving up.", transform: NetworkOptions.waitSeconds)
    var maxWait = RetryPolicy.defaultMaxWait

    @Flag() var cache: CacheFlag?

    @Option(
        value: "duration", help: "Answer from the response cache without asking when GitHub confirmed it within <duration> (90s, 10m, 2h, 1d).",
        transform: NetworkOptions.cacheAge)
    var cacheTtl: Double?

    @Flag(short: "v", help: "Print each request, then what the run cost, on stderr (the token never).")
    var verbose: Bool

    /// `--timeout`: 1 s to an hour.
    static func timeoutSeconds(_ text: String, label: String) throws(UsageError) -> Double {
        try InputRules.seconds(text, option: label, minimum: 1, maximum: 3600)
    }

    /// `--max-wait`: none to a day.
    static func waitSeconds(_ text: String, label: String) throws(UsageError) -> Double {
        try InputRules.seconds(text, option: label, minimum: 0, maximum: 86_400)
    }

    /// `--cache-ttl`: none to a year.
    static func cacheAge(_ text: String, label: String) throws(UsageError) -> Double {
        try InputRules.duration(text, option: label, maximum: 365 * 86_400)
    }

    /// What the cache flags and `--cache-ttl` ask of the cache: one of them at most.
    func cacheMode() throws(UsageError) -> CacheMode {
        switch (cache, cacheTtl) {
        case (.some(let flag), .some):
            throw UsageError("'--cache-ttl' cannot be combined with '--\(CacheFlag.name(for: flag))'")
        case (.offline, nil): return .offline
        case (.noCache, nil): return .bypass
        case (.staleOk, nil): return .reuse(maxAge: .infinity)
        case (nil, .some(let age)): return .reuse(maxAge: age)
        case (nil, nil): return .revalidate
        }
    }
}
