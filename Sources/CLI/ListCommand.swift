import Service
import ViewModels
import Views

/// `repos list [<org>]`.
enum ListCommand {
    @MainActor
    static func run(_ parsed: ParsedArguments, _ run: CommandRun) async throws(UsageError) -> Int32 {
        let options = try options(parsed, environment: run.context.environment)
        let model = RepositoryListViewModel(options: options, source: run.service(), now: run.context.now)
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
            count: model.repositories.count, hasMore: model.hasMore, noun: "repositories", place: options.owner
        )
    }

    /// NDJSON streams: each page is written as it arrives, so memory stays flat. A failure part-way
    /// leaves the lines already written, then an error line and a non-zero exit.
    @MainActor
    private static func stream(_ model: RepositoryListViewModel, run: CommandRun, owner: String) async -> Int32 {
        let view = RepositoryListView(run.output)
        let output = StreamedOutput(sink: run.context.stdout)
        await model.streamPages { page in
            output.write { try view.render(repositories: page, rows: [], to: &$0) }
        }
        output.finish()
        if let error = model.error {
            return run.fail(error, subject: "organization or user '\(owner)'")
        }
        return output.failure.map(run.renderFailed) ?? ExitCode.success.rawValue
    }

    static func options(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) -> RepositoryListOptions {
        let command = "list"
        guard parsed.positionals.count <= 1 else {
            throw UsageError("Unexpected argument '\(InputRules.printable(parsed.positionals[1]))'", command: command)
        }
        let ownerText = parsed.positionals.first ?? InputRules.defaultOwner(parsed, environment: environment)
        let owner = try InputRules.name(ownerText, kind: "organization", command: command)
        if parsed.has("archived"), parsed.has("no-archived") { throw UsageError("'--archived' cannot be combined with '--no-archived'", command: command) }
        if parsed.has("fork"), parsed.has("source") { throw UsageError("'--fork' cannot be combined with '--source'", command: command) }
        let limit = try InputRules.limit(parsed, default: 100, command: command)
        let type = try parsed.value("type").map { text throws(UsageError) in
            try InputRules.choice(text, option: "--type <type>", choices: ["all", "public", "private", "forks", "sources", "member"], command: command)
        }
        let sort = try parsed.value("sort").map { text throws(UsageError) in
            try InputRules.choice(text, option: "--sort <field>", choices: RepositoryListOptions.Sort.allCases.map(\.rawValue), command: command)
        }.flatMap(RepositoryListOptions.Sort.init(rawValue:))
        let direction = try parsed.value("direction").map { text throws(UsageError) in
            try InputRules.choice(text, option: "--direction <dir>", choices: ["asc", "desc"], command: command)
        }
        return RepositoryListOptions(
            owner: owner, type: type, sort: sort, ascending: direction.map { $0 == "asc" },
            language: parsed.value("language"), topic: parsed.value("topic"),
            archived: parsed.has("archived") ? .only : parsed.has("no-archived") ? .exclude : .include,
            forks: parsed.has("fork") ? .only : parsed.has("source") ? .exclude : .include,
            limit: limit
        )
    }
}
