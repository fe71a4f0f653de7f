import Foundation
import Service

/// `repos cache info` and `repos cache clear`.
enum CacheCommand {
    static let usage = "repos cache info|clear"

    static func run(_ words: [String], context: RunContext) throws(UsageError) -> Int32 {
        let cache = ResponseCache(directory: ResponseCache.defaultDirectory(environment: context.environment))
        switch words {
        case ["info"]:
            let (entries, bytes) = cache.statistics()
            context.stdout.write("""
                Path:    \(cache.directory.path)
                Entries: \(entries)
                Size:    \(format(bytes)) (cap \(format(cache.capacity)))

                """)
            return ExitCode.success.rawValue
        case ["clear"]:
            let entries = cache.statistics().entries
            do {
                try cache.clear()
            } catch {
                context.stderr.write("Error: could not clear \(cache.directory.path)\n")
                return ExitCode.failure.rawValue
            }
            context.stdout.write("Removed \(entries) \(entries == 1 ? "entry" : "entries").\n")
            return ExitCode.success.rawValue
        case [], ["-h"], ["--help"]:
            context.stdout.write("OVERVIEW: Show or empty the response cache.\n\nUSAGE: \(usage)\n")
            return ExitCode.success.rawValue
        default:
            throw UsageError("Unexpected argument '\(InputRules.printable(words.joined(separator: " ")))'; use '\(usage)'")
        }
    }

    private static func format(_ bytes: Int) -> String {
        bytes < 1024 * 1024 ? "\(bytes / 1024) KB" : String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
