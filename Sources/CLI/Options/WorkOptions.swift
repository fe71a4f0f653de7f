import ArgumentParser
import Foundation
import Service
import ViewModels

/// What `repos prs` and `repos issues` share: where to look, which state, and the filters that
/// cost no request, declared once.
struct WorkOptions: ParsableArguments {
    @Argument(value: "org|owner/repo", help: "Organizations (or users) and repositories to look through. (default: --org, else the default organization)")
    var targets: [String]

    @OptionGroup var owner: OwnerOptions

    @Option(help: "Which items, by state; closed ones are read newest updated first, down to --since.")
    var state: WorkQuery.State = .open

    @Option(value: "when", help: "Only items updated since then: YYYY-MM-DD, ISO 8601, or a duration back from now (12h, 7d, 2w).")
    var since: TimeSpec?

    @Option(value: "when", help: "Only items updated before then, in the same forms.")
    var until: TimeSpec?

    @Flag(help: "Look in archived repositories too.")
    var archived: Bool

    @Flag(help: "Ask every repository, also those GitHub counts nothing open in (its count can lag).")
    var noGate: Bool

    @Option(value: "login", help: "Only items opened by <login> (@me: the token's user).")
    var author: String?

    @Option(value: "login", help: "Only items assigned to <login> (@me: the token's user).")
    var assignee: String?

    @Option(value: "name", help: "Only items with this label; give it again for more, all of which must match.")
    var label: [String]

    @Option(value: "glob", help: "Only repositories whose name or owner/name matches <glob> (* and ?).")
    var repo: String?

    @Flag(help: "Only items changed since you last listed these (marked ● on a terminal).")
    var new: Bool

    @Option(value: "query", help: "Ask GitHub's search instead (at most 1,000 results), the targets added as org: or repo:.")
    var search: String?

    @Option(help: "Order: most recently updated first, newest created, most comments, or oldest created.")
    var sort: WorkSort = .updated

    /// The targets named, each an organization or `owner/repo`, checked; the default owner when
    /// none is.
    func resolveTargets(environment: [String: String]) throws(UsageError) -> [WorkTarget] {
        guard !targets.isEmpty else { return [.owner(try InputRules.name(owner.defaultOwner(environment: environment), kind: "organization"))] }
        return try InputRules.targets(targets)
    }

    /// The targets, and `--since` and `--until` resolved against the run's clock: checked before
    /// any request.
    func resolve(environment: RunEnvironment) throws(UsageError) -> (targets: [WorkTarget], since: Date?, until: Date?) {
        let targets = try resolveTargets(environment: environment.variables)
        // A blank filter matches nothing, and an empty listing would look like an answer.
        let given: [(String, String?)] =
            [("--author <login>", author), ("--assignee <login>", assignee), ("--repo <glob>", repo), ("--search <query>", search)]
            + label.map { ("--label <name>", $0) }
        for case (let option, let value?) in given where value.allSatisfy(\.isWhitespace) {
            throw UsageError("The value '\(InputRules.printable(value))' is invalid for '\(option)': expected a value that is not blank")
        }
        let now = environment.now()
        let (start, end) = try TimeSpec.window(since: since, until: until, now: now)
        return (targets, start, end)
    }

    /// `@me`, a login, or `org/team`, as `--review-requested` takes it.
    static func reviewer(_ text: String, label: String) throws(UsageError) -> String {
        if text == WorkFilter.me { return text }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 100 && $0.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) } })
        else {
            throw UsageError("The value '\(InputRules.printable(text))' is invalid for '\(label)': expected a login, org/team, or @me")
        }
        return text
    }
}

extension WorkQuery.State: ExpressibleByArgument {}
extension WorkSort: ExpressibleByArgument {}
