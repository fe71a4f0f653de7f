import ArgumentParser
import Foundation
import Models
import Service
import ViewModels
import Views

/// `repos branches`, `repos tags` and `repos releases`: one command over whichever listing
/// `Listing` names. The options are declared once here; what differs (name, abstract, example,
/// endpoint, rows) is the listing's.
struct RefListCommand<Listing: RefListing>: RepositoryCommand {
    static var configuration: CommandConfiguration {
        let name = Listing.kind.rawValue
        return CommandConfiguration(
            commandName: name, abstract: Listing.abstract, examples: ["repos \(name) atomicrobot/bottle-rocket", Listing.example])
    }

    @OptionGroup var repository: RepositoryOptions

    @OptionGroup var pages: PageOptions<Listing>

    @OptionGroup var output: OutputOptions<Listing>

    @OptionGroup var network: NetworkOptions

    /// Loads the listing and writes it as the output options ask.
    @MainActor
    func perform(_: Void, owner: String, name: String, run: CommandRun) async -> Int32 {
        let label = "\(owner)/\(name) \(Listing.kind.rawValue)"
        let model = RefListViewModel<Listing.Item>(
            Listing.kind, owner: owner, repo: name, limit: pages.shown, source: run.service(label: label), now: run.environment.now)
        let objects = run.gatheringObjects(of: model.feed, endpoint: label)
        if let failed = await run.load(model, gathering: objects, subject: "repository '\(owner)/\(name)'") { return failed }
        let view = RefListView(run.output(for: objects), fields: Listing.Item.fields(model))
        return run.finishListing(
            render: { try view.render(model.items, documents: objects?.objects ?? [], to: &$0) }, count: model.items.count,
            hasMore: model.hasMore, noun: Listing.noun, empty: "No \(Listing.noun.1) in \(owner)/\(name).")
    }
}
