import ArgumentParser
import Foundation
import Models
import Service
import ViewModels
import Views

/// The run of `repos prs` and `repos issues`: the targets swept (or searched), the filters
/// applied, the rows written in every format, notes for people on stderr, and the listing
/// remembered as looked at.
@MainActor
struct WorkListing {
    let kind: WorkKind
    let work: WorkOptions
    /// The filters only `prs` has, added to the shared ones.
    let reviewRequested: String?
    let draft: Bool?
    let limit: Int?
    let run: CommandRun

    /// How an issue's or pull request's listing names itself in the cache's memory of looks.
    static func listing(_ kind: WorkKind, _ targets: [WorkTarget]) -> String {
        let names = targets.map { target -> String in
            switch target {
            case .owner(let owner): return owner.lowercased()
            case .repository(let owner, let name): return "\(owner)/\(name)".lowercased()
            }
        }
        return "\(kind.rawValue) \(names.sorted().joined(separator: " "))"
    }

    /// The whole run of either command: its input checked before any request, then the sweep
    /// (or search) written as `output` asks.
    static func run<Fields: JSONFieldSet>(
        _ kind: WorkKind, work: WorkOptions, reviewRequested: String? = nil, draft: Bool? = nil, limit: Int?, output: OutputOptions<Fields>,
        network: NetworkOptions, environment: RunEnvironment
    ) async throws(UsageError) -> Int32 {
        let (targets, since, until) = try work.resolve(environment: environment)
        // The pull request listing has no comment count: that order would silently be by name.
        if kind == .pullRequests, work.sort == .comments, work.search == nil {
            throw UsageError("'--sort comments' needs comment counts, which GitHub's pull request listing lacks: use it with issues, or with --search")
        }
        let run = try await CommandRun(output: output, network: network, environment: environment)
        let listing = WorkListing(kind: kind, work: work, reviewRequested: reviewRequested, draft: draft, limit: limit, run: run)
        return await listing.perform(targets: targets, since: since, until: until)
    }

    /// Runs the command: sweep or search, then write.
    func perform(targets: [WorkTarget], since: Date?, until: Date?) async -> Int32 {
        // The look is dated when the run began: an item changed while the sweep ran, after its
        // repository answered, is new to the next run.
        let started = run.environment.now()
        let memory = LastLooked(directory: run.environment.cacheDirectory, now: { started })
        let listing = Self.listing(kind, targets)
        let filter = WorkFilter(
            author: work.author, assignee: work.assignee, labels: work.label, reviewRequested: reviewRequested, draft: draft, repository: work.repo,
            since: since, until: until)
        let options = WorkListOptions(
            kind: kind, targets: targets, query: WorkQuery(state: work.state, since: work.state == .open ? nil : since.map(GitHubJSON.formatDate)),
            archived: work.archived, gated: !work.noGate && work.state == .open, filter: filter, sort: work.sort, limit: limit, newOnly: work.new,
            lastLooked: memory.date(of: listing), search: work.search)
        let noun = kind == .pullRequests ? PullRequestFields.noun : IssueFields.noun
        let subject = Self.subject(targets)
        // `@me` is whoever the token belongs to: without one, GitHub cannot say who that is.
        if filter.needsMe, run.settings.tokenSource == nil {
            run.clearProgress()
            run.environment.stderr.write(
                "Error: \(WorkFilter.me) stands for the token's user, and there is no token: set GH_TOKEN, or give the login itself\n")
            return ExitCode.authentication.rawValue
        }
        let model = WorkListViewModel(options: options, source: run.service(label: "\(subject) \(noun.1)"))
        let view = WorkListView(run.output)
        let now = run.environment.now()
        if run.settings.format == .ndjson {
            let status = await stream(model, view: view, subject: subject)
            // A streamed listing is a look too, once written whole (or to its --limit).
            if status == ExitCode.success.rawValue, work.search == nil { memory.record(listing) }
            return status
        }
        run.onInterrupt { model.cancel() }
        await model.load()
        if let error = model.error { return failure(error, subject: model.missing.map { Self.subject([$0]) } ?? subject) }
        if work.search == nil { memory.record(listing) }
        let arranged = model.arranged
        let rows = arranged.map { WorkRow(model.items[$0], isNew: model.isNew(model.items[$0]), now: now) }
        if !arranged.isEmpty { run.note(heading(model, noun: noun)) }
        // Without an earlier look `--new` has nothing to compare with: an empty table would read as
        // nothing having changed.
        if work.new, options.lastLooked == nil {
            run.note("Note: no earlier look at these is remembered, so nothing counts as new yet; from now on, --new lists what changes.")
        }
        defer { sayWhatWasLeft(model) }
        return run.finishListing(
            render: {
                try view.render(
                    rows: rows, documents: arranged.map { model.documents[$0] }, count: arranged.count, pullRequests: kind == .pullRequests, to: &$0)
            },
            count: arranged.count, hasMore: model.hasMore, noun: noun, empty: "No \(work.new ? "new " : "")\(noun.1) in \(subject) match.")
    }

    /// NDJSON: each repository's items written as it answers, in the order answers come.
    private func stream(_ model: WorkListViewModel, view: WorkListView, subject: String) async -> Int32 {
        run.onInterrupt { model.cancel() }
        let stdout = run.environment.stdout
        var written = 0
        var failure: (any Error)?
        await model.load { batch in
            guard failure == nil, !batch.items.isEmpty else { return }
            // `--limit` counts what is written: the rest of the sweep is not waited for.
            let kept = limit.map { max(0, $0 - written) } ?? batch.items.count
            let documents = Array(batch.documents.prefix(kept))
            written += documents.count
            do {
                run.clearProgress()
                try run.write({ try view.render(rows: [], documents: documents, count: documents.count, pullRequests: true, to: &$0) }, to: stdout)
                stdout.flush()
            } catch {
                failure = error
                model.cancel()
            }
            if let limit, written >= limit { model.cancel() }
        }
        stdout.flush()
        if let error = model.error { return self.failure(error, subject: model.missing.map { Self.subject([$0]) } ?? subject) }
        if let failure { return run.renderFailed(failure) }
        sayWhatWasLeft(model)
        return ExitCode.success.rawValue
    }

    /// The line above a table: how many match, where, in what order, and how many changed
    /// since the last look.
    private func heading(_ model: WorkListViewModel, noun: (String, String)) -> String {
        let matching = model.matching
        var parts = [Self.counted(matching.count, noun.0, noun.1)]
        if model.options.search == nil {
            parts[0] += " in " + Self.counted(Set(matching.map { model.items[$0].repository }).count, "repository", "repositories")
        }
        parts.append("by \(work.sort.rawValue)")
        if let last = model.options.lastLooked {
            let new = matching.filter { model.isNew(model.items[$0]) }.count
            let when = RelativeTime.describe(last, now: run.environment.now())
            parts.append("\(new == 0 ? "none" : new.grouped) changed since you last looked (\(when))")
        }
        return parts.joined(separator: " · ")
    }

    /// Notes on stderr: what the sweep left unasked (on a terminal), what search could not
    /// reach (always: a script's count would be wrong without it), and, with `-v`, the
    /// repositories with issues turned off.
    private func sayWhatWasLeft(_ model: WorkListViewModel) {
        let stderr = run.environment.stderr
        if let search = model.search {
            if search.total > SearchPage.reachable {
                run.clearProgress()
                stderr.write(
                    "Note: showing \(SearchPage.reachable.grouped) of \(search.total.grouped): GitHub's search stops at \(SearchPage.reachable.grouped); drop --search to list them all.\n"
                )
            }
            if search.incomplete {
                run.clearProgress()
                stderr.write("Note: GitHub's search timed out before it found every match; the results are incomplete.\n")
            }
        }
        if run.settings.verbose {
            for repository in model.issuesDisabled { stderr.write("* \(SafeText.line(repository)) has issues turned off: none to list\n") }
        }
        let skipped = model.skipped
        var left: [String] = []
        if skipped.empty > 0 { left.append("skipped \(Self.counted(skipped.empty, "repository", "repositories")) with nothing open") }
        if skipped.archived > 0 { left.append("\(skipped.archived.grouped) archived left out (--archived)") }
        if !left.isEmpty { run.note(left.joined(separator: " · ")) }
    }

    /// A failure as one `Error:` line: a search GitHub refused says so; a refusal names the
    /// permission a fine-grained token needs.
    private func failure(_ error: GitHubError, subject: String) -> Int32 {
        switch error {
        case .noSuchCommit(let message) where work.search != nil:
            return run.refuse("GitHub refused the search: \(message)")
        case .forbidden, .badCredentials:
            let permission = kind == .pullRequests ? "pull requests: read" : "issues: read"
            run.clearProgress()
            let line = run.advice(now: run.environment.now()).message(for: error, subject: subject)
            run.environment.stderr.write("Error: \(SafeText.line(line)) (a fine-grained token needs '\(permission)')\n")
            return ExitCode(error).rawValue
        default:
            return run.fail(error, subject: subject)
        }
    }

    /// "1,840 repositories": a count grouped as people read it, with its noun.
    private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count.grouped) \(count == 1 ? one : many)"
    }

    /// "organization or user 'acme'", "repository 'acme/ledger'", or both kinds, for messages.
    static func subject(_ targets: [WorkTarget]) -> String {
        let names = targets.map { target -> String in
            switch target {
            case .owner(let owner): return owner
            case .repository(let owner, let name): return "\(owner)/\(name)"
            }
        }
        guard names.count == 1, let only = targets.first else { return names.joined(separator: ", ") }
        switch only {
        case .owner: return "organization or user '\(names[0])'"
        case .repository: return "repository '\(names[0])'"
        }
    }
}
