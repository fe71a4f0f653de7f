import ArgumentParser
import Models
import Foundation
import Service
import Views

/// `repos cache info|clear`.
struct CacheCommand: RunnableCommand {
    /// What to do with the cache.
    enum Action: String, CaseIterable, ExpressibleByArgument {
        case info, clear
    }

    static let configuration = CommandConfiguration(
        abstract: "Show (info) or empty (clear) the response cache.",
        discussion:
            "Responses are kept under \(EnvironmentVariable.cacheHome.shell)/repos (else ~/.cache/repos) and revalidated with ETags; "
            + "see --offline, --stale-ok, --cache-ttl and --no-cache.",
        examples: ["repos cache info", "repos cache info --json | jq .bytes", "repos cache clear"]
    )

    @Argument(help: "info (path, entries, size) or clear (remove every entry).")
    var action: Action

    @Flag(help: "With info: print it as one JSON object.")
    var json: Bool

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let cache = ResponseCache(directory: environment.cacheDirectory, now: environment.now)
        switch action {
        case .clear:
            let entries = cache.statistics().entries
            do {
                try cache.clear()
            } catch {
                environment.stderr.write("Error: could not clear \(cache.directory.path)\n")
                return ExitCode.failure.rawValue
            }
            environment.stdout.write("Removed \(entries) \(entries == 1 ? "entry" : "entries").\n")
        case .info:
            let (entries, bytes) = cache.statistics()
            if json {
                let facts = JSONValue.object([
                    ("path", .string(cache.directory.path)), ("entries", .int(entries)), ("bytes", .int(bytes)), ("capacity", .int(cache.capacity)),
                ])
                // One compact line, its strings escaped as all our JSON is.
                environment.stdout.write(String(decoding: facts.bytes, as: UTF8.self) + "\n")
            } else {
                environment.stdout.write(
                    """
                    Path:    \(cache.directory.path)
                    Entries: \(entries)
                    Size:    \(ByteSize.describe(bytes)) (cap \(ByteSize.describe(cache.capacity)))

                    """)
            }
        }
        return ExitCode.success.rawValue
    }
}
