import Service
import ViewModels
import Views

/// `repos list [<org>]`.
enum ListCommand: Command {
    static let org = Argument(name: "org", help: "The organization or user. (default: --org, else $REPOS_ORG, else atomicrobot)", isOptional: true)
    static let orgOption = Option<String>("org", value: "org", help: "The organization when <org> is not given.")
    static let limit = Option<Int>("limit", short: "L", value: "n", help: "Show at most <n> repositories.", default: "100") { text, label throws(UsageError) in
        try InputRules.integer(text, option: label, minimum: 1, maximum: 1_000_000)
    }
    static let all = Flag("all", help: "Show every repository, fetching all pages.")
    static let type = Option<String>(
        "type", value: "type", choices: ["all", "public", "private", "forks", "sources", "member"], help: "Which repositories GitHub lists.")
    static let sort = Option<String>("sort", value: "field", choices: RepositoryListOptions.Sort.allCases.map(\.rawValue), help: "Sort by this field.")
    static let direction = Option<String>("direction", value: "dir", choices: ["asc", "desc"], help: "Sort order.")
    static let language = Option<String>("language", value: "lang", help: "Only repositories in this language.")
    static let topic = Option<String>("topic", value: "topic", help: "Only repositories with this topic.")
    static let archived = Flag("archived", help: "Only archived repositories.")
    static let noArchived = Flag("no-archived", help: "Leave out archived repositories.")
    static let fork = Flag("fork", help: "Only forks.")
    static let source = Flag("source", help: "Only repositories that are not forks.")

    static let declaration = CommandDeclaration(
        name: "list",
        abstract: "List an organization's repositories.",
        discussion:
            "Lists the repositories of an organization, or of a user when no organization has the name. Filters other than --type, and --sort stars, are applied after fetching every page.",
        arguments: [org],
        options: [
            orgOption.declaration, limit.declaration, all.declaration, type.declaration, sort.declaration, direction.declaration,
            language.declaration, topic.declaration, archived.declaration, noArchived.declaration, fork.declaration, source.declaration,
        ]
            + GlobalOptions.declarations(fields: GitHubFields.repository),
        exclusive: [["all", "limit"], ["archived", "no-archived"], ["fork", "source"]] + GlobalOptions.exclusive,
        examples: [
            "repos list atomicrobot",
            "repos list apple --all --json | jq '.[].full_name'",
            "repos list atomicrobot --sort stars --limit 10",
            "repos list atomicrobot --json full_name,stargazers_count --no-archived",
        ],
        jsonFields: GitHubFields.repository
    )

    @MainActor
    static func run(_ arguments: ParsedArguments, _ invocation: Invocation) async throws(UsageError) -> Int32 {
        let options = try options(arguments, environment: invocation.context.environment)
        let run = try CommandRun(arguments, fields: GitHubFields.repository, invocation: invocation)
        let model = RepositoryListViewModel(options: options, source: run.service(label: "\(options.owner) repositories"), now: run.context.now)
        run.onInterrupt { model.resource.cancel() }
        if run.global.format == .ndjson, model.canStream {
            return await stream(model, run: run, owner: options.owner)
        }
        await model.load()
        if let error = model.error {
            return run.fail(error, subject: "organization or user '\(options.owner)'")
        }
        let view = RepositoryListView(run.output)
        return run.finishListing(
            render: { try view.render(repositories: model.repositories, rows: model.rows, to: &$0) },
            count: model.repositories.count, hasMore: model.hasMore, noun: ("repository", "repositories"),
            empty: emptyMessage(arguments, owner: options.owner)
        )
    }

    /// NDJSON streams: each page is written as it arrives, so memory stays flat. A failure part-way
    /// leaves the lines already written, then an error line and a non-zero exit.
    @MainActor
    private static func stream(_ model: RepositoryListViewModel, run: CommandRun, owner: String) async -> Int32 {
        let view = RepositoryListView(run.output)
        let output = StreamedOutput(sink: run.context.stdout)
        await model.streamPages { page in
            run.clearProgress()
            output.write { writer in try run.write({ try view.render(repositories: page, rows: [], to: &$0) }, to: &writer) }
        }
        output.finish()
        if let error = model.error {
            return run.fail(error, subject: "organization or user '\(owner)'")
        }
        return output.failure.map(run.renderFailed) ?? ExitCode.success.rawValue
    }

    /// "No repositories in atomicrobot match --language cobol." — naming every filter given.
    static func emptyMessage(_ arguments: ParsedArguments, owner: String) -> String {
        var filters: [String] = []
        if let value = arguments[type] { filters.append("--type \(value)") }
        if let value = arguments[language] { filters.append("--language \(value)") }
        if let value = arguments[topic] { filters.append("--topic \(value)") }
        for flag in [archived, noArchived, fork, source] where arguments[flag] { filters.append("--\(flag.declaration.long)") }
        guard !filters.isEmpty else { return "No repositories in \(owner)." }
        return "No repositories in \(owner) match \(filters.joined(separator: " "))."
    }

    /// The view model's options from the parsed arguments.
    static func options(_ arguments: ParsedArguments, environment: [String: String]) throws(UsageError) -> RepositoryListOptions {
        let ownerText = arguments[org] ?? InputRules.defaultOwner(arguments[orgOption], environment: environment)
        return RepositoryListOptions(
            owner: try InputRules.name(ownerText, kind: "organization"),
            type: arguments[type], sort: arguments[sort].flatMap(RepositoryListOptions.Sort.init(rawValue:)),
            ascending: arguments[direction].map { $0 == "asc" },
            language: arguments[language], topic: arguments[topic],
            archived: arguments[archived] ? .only : arguments[noArchived] ? .exclude : .include,
            forks: arguments[fork] ? .only : arguments[source] ? .exclude : .include,
            limit: arguments[all] ? nil : arguments[limit] ?? 100
        )
    }
}
