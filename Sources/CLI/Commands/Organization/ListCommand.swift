import ArgumentParser
import Reactive
import Service
import ViewModels
import Views

/// `repos list [<org>]`.
struct ListCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List an organization's repositories.",
        discussion:
            "Lists the repositories of an organization, or of a user when no organization has the name. Filters other than --type, and --sort stars, are applied after fetching every page.",
        examples: [
            "repos list atomicrobot",
            "repos list apple --all --json | jq '.[].full_name'",
            "repos list atomicrobot --sort stars --limit 10",
            "repos list atomicrobot --json full_name,stargazers_count --no-archived",
        ]
    )
    @OptionGroup var organization: OrganizationOptions

    @OptionGroup var pages: PageOptions<RepositoryFields>

    @Option(help: "Which repositories GitHub lists.")
    var type: RepositoryQuery.Kind?

    @Option(value: "field", help: "Sort by this field.")
    var sort: RepositoryListOptions.Sort?

    @Option(value: "dir", help: "Sort order.")
    var direction: RepositoryQuery.Direction?

    @Option(value: "lang", help: "Only repositories in this language.")
    var language: String?

    @Option(help: "Only repositories with this topic.")
    var topic: String?

    @Flag() var archived: ArchivedFlag?

    @Flag() var forks: ForkFlag?

    @OptionGroup var output: OutputOptions<RepositoryFields>

    @OptionGroup var network: NetworkOptions

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let options = try options(environment: environment.variables)
        let run = try await CommandRun(output: output, network: network, environment: environment)
        let model = RepositoryListViewModel(options: options, source: run.service(label: "\(options.owner) repositories"), now: run.environment.now)
        if run.settings.format == .ndjson, model.canStream {
            return await stream(model, run: run, owner: options.owner)
        }
        let objects = run.gatheringObjects(of: model.feed, endpoint: Self.endpoint(options))
        if let failed = await run.load(model, gathering: objects, subject: "organization or user '\(options.owner)'") { return failed }
        let view = RepositoryListView(run.output(for: objects))
        return run.finishListing(
            render: { try view.render(repositories: model.repositories, documents: objects?.at(model.arranged) ?? [], rows: model.rows, to: &$0) },
            count: model.repositories.count, hasMore: model.hasMore, noun: RepositoryFields.noun,
            empty: emptyMessage(owner: options.owner)
        )
    }

    /// NDJSON streams: each page is written as it arrives, so memory stays flat. A failure part-way
    /// leaves the lines already written, then an error line and a non-zero exit.
    @MainActor
    private func stream(_ model: RepositoryListViewModel, run: CommandRun, owner: String) async -> Int32 {
        run.onInterrupt { model.cancel() }
        let view = RepositoryListView(run.output)
        let stdout = run.environment.stdout
        let endpoint = Self.endpoint(model.options)
        // The first failure; the pages after it are not written.
        let failure = Locked<(any Error)?>(nil)
        await model.streamPages { page, shown in
            guard failure.withLock({ $0 == nil }) else { return }
            run.clearProgress()
            do {
                let objects = try GatheredObjects.objects(of: page, endpoint: endpoint)
                try run.write(
                    { try view.render(repositories: shown.map { page.items[$0] }, documents: shown.map { objects[$0] }, rows: [], to: &$0) }, to: stdout)
                stdout.flush()
            } catch {
                failure.withLock { $0 = error }
                model.cancel()
            }
        }
        stdout.flush()
        let failed = failure.withLock { $0 }
        if let error = model.error ?? failed as? GitHubError {
            return run.fail(error, subject: "organization or user '\(owner)'")
        }
        return failed.map(run.renderFailed) ?? ExitCode.success.rawValue
    }

    /// The listing, as an undecodable page names it.
    static func endpoint(_ options: RepositoryListOptions) -> String { "\(options.owner) repositories" }

    /// "No repositories in atomicrobot match --language cobol." — naming every filter given.
    func emptyMessage(owner: String) -> String {
        var filters: [String] = []
        if let type { filters.append("--type \(type.rawValue)") }
        if let language { filters.append("--language \(language)") }
        if let topic { filters.append("--topic \(topic)") }
        if let archived { filters.append("--\(ArchivedFlag.name(for: archived))") }
        if let forks { filters.append("--\(ForkFlag.name(for: forks))") }
        guard !filters.isEmpty else { return "No repositories in \(owner)." }
        return "No repositories in \(owner) match \(filters.joined(separator: " "))."
    }

    /// The view model's options.
    func options(environment: [String: String]) throws(UsageError) -> RepositoryListOptions {
        RepositoryListOptions(
            owner: try organization.resolve(environment: environment),
            type: type, sort: sort, direction: direction,
            language: language, topic: topic,
            archived: archived?.filter ?? .include, forks: forks?.filter ?? .include,
            limit: pages.shown
        )
    }
}

/// `--archived` or `--no-archived`.
enum ArchivedFlag: EnumerableFlag {
    case archived, noArchived

    static func name(for value: ArchivedFlag) -> String { DeclaredName.kebab("\(value)") }

    static func help(for value: ArchivedFlag) -> String {
        value == .archived ? "Only archived repositories." : "Leave out archived repositories."
    }

    /// The view model's filter.
    var filter: RepositoryListOptions.ArchivedFilter { self == .archived ? .only : .exclude }
}

/// `--fork` or `--source`.
enum ForkFlag: EnumerableFlag {
    case fork, source

    static func name(for value: ForkFlag) -> String { "\(value)" }

    static func help(for value: ForkFlag) -> String {
        value == .fork ? "Only forks." : "Only repositories that are not forks."
    }

    /// The view model's filter.
    var filter: RepositoryListOptions.ForkFilter { self == .fork ? .only : .exclude }
}

extension RepositoryListOptions.Sort: ExpressibleByArgument {}
extension RepositoryQuery.Kind: ExpressibleByArgument {}
extension RepositoryQuery.Direction: ExpressibleByArgument {}
