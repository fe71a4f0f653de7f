import ArgumentParser
import Service
import ViewModels
import Views

/// What `repos pr` and `repos issue` differ in: their name, words, and JSON fields.
protocol WorkItemKind: JSONFieldSet {
    /// The command's name.
    static var name: String { get }
    /// Whether it is about pull requests.
    static var pullRequest: Bool { get }
    /// The command's one-line abstract.
    static var abstract: String { get }
    /// What help says the command shows.
    static var discussion: String { get }
    /// Examples for help.
    static var examples: [String] { get }
}

/// `repos pr <owner/repo>#<n>` and `repos issue <owner/repo>#<n>`: one command over whichever
/// kind `Kind` names, declared once.
struct WorkItemCommand<Kind: WorkItemKind>: RunnableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Kind.name, abstract: Kind.abstract,
            discussion: Kind.discussion,
            examples: Kind.examples)
    }

    @Argument(value: "owner/repo#n", help: "The item: owner/repo#n, repo#n in the default organization, owner/repo and the number, or its page's URL.")
    var item: String

    @Argument(value: "n", help: "The number, when not written after #.")
    var number: String?

    @OptionGroup var owner: OwnerOptions

    @Flag(help: "Show every comment of the conversation, not only the first and last 3.")
    var comments: Bool

    @OptionGroup var patch: PatchOptions

    @OptionGroup var output: OutputOptions<Kind>

    @OptionGroup var network: NetworkOptions

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let run = try await CommandRun(output: output, network: network, pipedFormat: .table, environment: environment)
        let pages = WebPages(apiURL: run.settings.apiURL)
        let reference = try WorkReference.parse(
            item, number: number, defaultOwner: owner.defaultOwner(environment: environment.variables), pages: pages, pullRequest: Kind.pullRequest)
        if let flag = patch.patch ? "--patch" : patch.sideBySide ? "--side-by-side" : nil, !Kind.pullRequest {
            throw UsageError("'\(flag)' shows a pull request's files: use repos pr")
        }
        try patch.check()
        let (owner, repo, number) = (reference.owner, reference.repo, reference.number)
        let model = WorkDetailViewModel(
            owner: owner, repo: repo, number: number, isPullRequest: Kind.pullRequest, withFiles: patch.patch && !run.settings.writesJSON,
            source: run.service(label: "\(owner)/\(repo)#\(number)"), now: environment.now)
        let noun = Kind.pullRequest ? "pull request" : "issue"
        run.onInterrupt { model.cancel() }
        await model.load()
        if let error = model.error, case .notFound = error, Kind.pullRequest {
            // Issues and pull requests share one number space: the number may be an issue's.
            let advice = run.advice(now: environment.now()).message(for: error, subject: "\(noun) \(owner)/\(repo)#\(number)")
            return run.refuse(advice + " (if #\(number) is an issue, repos issue \(owner)/\(repo)#\(number) shows it)")
        }
        if let error = model.error { return run.fail(error, subject: "\(noun) \(owner)/\(repo)#\(number)") }
        if let files = model.detail?.files { patch.noteLeftOut(files, run) }
        patch.noteFallback(run)
        let links = MarkdownLinkBase(pages: pages, owner: owner, repo: repo, ref: nil, document: "")
        let (style, all) = (patch.style, comments)
        return run.emit(hasPatch: patch.patch) { settings, output in
            try WorkDetailView(settings, patch: style, allComments: all, links: links).render(model, to: &output)
        }
    }
}

/// `repos pr`.
enum PullRequestDetailFields: WorkItemKind {
    static var names: [String] {
        GitHubFields.pullRequest + [
            "merged", "mergeable", "rebaseable", "mergeable_state", "merged_by", "comments", "review_comments", "maintainer_can_modify", "commits", "additions",
            "deletions", "changed_files",
        ]
    }
    static let name = "pr"
    static let pullRequest = true
    static let abstract = "Show one pull request: reviews, checks, mergeability, body, conversation and --patch."
    static let discussion =
        "Shows the header (state, who wants to merge what where, labels), whether it can merge (asked again while GitHub computes it), where its reviews stand and what CI says, then the body drawn as Markdown and the conversation (the first and last 3 comments unless --comments). Piped, the same text uncoloured; --json is GitHub's object."
    static let examples = [
        "repos pr atomicrobot/bottle-rocket#41", "repos pr atomicrobot/bottle-rocket 41 --patch",
        "repos pr https://github.com/atomicrobot/bottle-rocket/pull/41 --comments",
        "repos pr atomicrobot/bottle-rocket#41 --json | jq .mergeable_state",
    ]
}

/// `repos issue`.
enum IssueDetailFields: WorkItemKind {
    static var names: [String] { GitHubFields.issue }
    static let name = "issue"
    static let pullRequest = false
    static let abstract = "Show one issue: its state, labels, body and conversation."
    static let discussion =
        "Shows the header (state, who opened it, labels, milestone, assignees), then the body drawn as Markdown and the conversation (the first and last 3 comments unless --comments). Piped, the same text uncoloured; --json is GitHub's object. --patch and --side-by-side are for repos pr: an issue has no files."
    static let examples = [
        "repos issue atomicrobot/bottle-rocket#7", "repos issue atomicrobot/bottle-rocket#7 --comments",
        "repos issue atomicrobot/bottle-rocket#7 --json | jq .title",
    ]
}
