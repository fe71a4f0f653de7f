import ArgumentParser
import Foundation
import Models
import Service
import ViewModels
import Views

/// What `repos branches`, `repos tags` and `repos releases` share: a repository, a limit, the
/// output and network options, and one run. Each command declares its options and says which
/// listing it is and how its rows look.
protocol RefListCommand: RunnableCommand {
    /// What each item is.
    associatedtype Item: Decodable & Sendable
    /// The `--json` fields its objects have, and what it calls them.
    associatedtype Fields: JSONFieldSet & PagedListing
    /// Which listing.
    static var kind: GitHubEndpoint.RefKind { get }
    /// The rows' fields, given the view model (for relative dates).
    static func fields(_ model: RefListViewModel<Item>) -> [Field<Item>]

    /// `<repo>` and `--org`.
    var repository: RepositoryOptions { get }
    /// `--limit` and `--all`.
    var pages: PageOptions<Fields> { get }
    /// The output options.
    var output: OutputOptions<Fields> { get }
    /// The network options.
    var network: NetworkOptions { get }
}

extension RefListCommand {
    /// Loads the listing and writes it as the output options ask.
    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let (owner, name) = try repository.resolve(environment: environment.variables)
        let run = try await CommandRun(output: output, network: network, environment: environment)
        let label = "\(owner)/\(name) \(Self.kind.rawValue)"
        let model = RefListViewModel<Item>(
            Self.kind, owner: owner, repo: name, limit: pages.shown, source: run.service(label: label), now: run.environment.now)
        let objects = run.gatheringObjects(of: model.feed, endpoint: label)
        if let failed = await run.load(model, gathering: objects, subject: "repository '\(owner)/\(name)'") { return failed }
        let view = RefListView(run.output(for: objects), fields: Self.fields(model))
        return run.finishListing(
            render: { try view.render(model.items, documents: objects?.objects ?? [], to: &$0) }, count: model.items.count,
            hasMore: model.hasMore, noun: Fields.noun, empty: "No \(Fields.noun.1) in \(owner)/\(name).")
    }
}
