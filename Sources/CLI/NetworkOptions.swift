import ArgumentParser
import Foundation
import Service

/// Where and how patiently the network commands talk to GitHub: declared once, taken by `list`,
/// `commits`, `commit` and `activity`.
struct NetworkOptions: ParsableArguments {
    /// The response cache's modes as flags: one value, so at most one is given.
    enum CacheFlag: EnumerableFlag {
        case noCache, offline

        static func name(for value: CacheFlag) -> String { DeclaredName.kebab("\(value)") }

        static func help(for value: CacheFlag) -> String {
            switch value {
            case .noCache: return "Neither read nor write the response cache."
            case .offline: return "Answer only from the response cache; make no request."
            }
        }
    }

    @Option(
        value: "url", help: "GitHub API base URL. (default: $GITHUB_API_URL, else from $GH_HOST, else \(InputRules.defaultAPIURL.absoluteString))",
        transform: InputRules.apiURL)
    var apiURL: URL?

    @Option(value: "seconds", help: "Give up on a request after <seconds> without progress.", transform: NetworkOptions.timeoutSeconds)
    var timeout = ServiceConfiguration.defaultTimeout

    @Option(value: "seconds", help: "Longest wait for a rate limit to clear before giving up.", transform: NetworkOptions.waitSeconds)
    var maxWait = RetryPolicy.defaultMaxWait

    @Flag() var cache: CacheFlag?

    @Flag(short: "v", help: "Print each request and the rate limit on stderr (the token never).")
    var verbose: Bool

    /// `--timeout`: 1 s to an hour.
    static func timeoutSeconds(_ text: String, label: String) throws(UsageError) -> Double {
        try InputRules.seconds(text, option: label, minimum: 1, maximum: 3600)
    }

    /// `--max-wait`: none to a day.
    static func waitSeconds(_ text: String, label: String) throws(UsageError) -> Double {
        try InputRules.seconds(text, option: label, minimum: 0, maximum: 86_400)
    }

    /// What the cache flags ask of the cache.
    var cacheMode: CacheMode {
        switch cache {
        case .offline: return .offline
        case .noCache: return .bypass
        case nil: return .revalidate
        }
    }
}
