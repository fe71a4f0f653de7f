import Foundation
import Service
import Views

/// `repos cache info|clear`.
enum CacheCommand: Command {
    static let action = Argument(
        name: "action", help: "info (path, entries, size) or clear (remove every entry).", isOptional: false, choices: ["info", "clear"])
    static let json = Flag("json", help: "With info: print it as one JSON object.")

    static let declaration = CommandDeclaration(
        name: "cache",
        abstract: "Show (info) or empty (clear) the response cache.",
        discussion: "Responses are kept under $XDG_CACHE_HOME/repos (else ~/.cache/repos) and revalidated with ETags; see --offline and --no-cache.",
        arguments: [action],
        options: [json.declaration, GlobalOptions.help.declaration],
        examples: ["repos cache info", "repos cache info --json | jq .bytes", "repos cache clear"]
    )

    @MainActor
    static func run(_ arguments: ParsedArguments, _ invocation: Invocation) async throws(UsageError) -> Int32 {
        let context = invocation.context
        let cache = ResponseCache(directory: ResponseCache.defaultDirectory(environment: context.environment, home: context.homeDirectory))
        switch arguments[action] {
        case "clear":
            let entries = cache.statistics().entries
            do {
                try cache.clear()
            } catch {
                context.stderr.write("Error: could not clear \(cache.directory.path)\n")
                return ExitCode.failure.rawValue
            }
            context.stdout.write("Removed \(entries) \(entries == 1 ? "entry" : "entries").\n")
        default:
            let (entries, bytes) = cache.statistics()
            if arguments[json] {
                context.stdout.write(
                    "{\"path\":\(JSONOutput.quoted(cache.directory.path)),\"entries\":\(entries),\"bytes\":\(bytes),\"capacity\":\(cache.capacity)}\n")
            } else {
                context.stdout.write(
                    """
                    Path:    \(cache.directory.path)
                    Entries: \(entries)
                    Size:    \(format(bytes)) (cap \(format(cache.capacity)))

                    """)
            }
        }
        return ExitCode.success.rawValue
    }

    private static func format(_ bytes: Int) -> String {
        bytes < 1024 * 1024 ? "\(bytes / 1024) KB" : String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
