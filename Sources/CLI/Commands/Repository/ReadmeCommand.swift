import ArgumentParser
import Foundation
import Models
import Service
import ViewModels
import Views

/// `repos readme <repo>`: the README GitHub prefers, rendered for a terminal or as sent.
struct ReadmeCommand: RepositoryCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a repository's README: on a terminal, parsed by cmark-gfm (GitHub's Markdown parser) and drawn; its exact bytes when piped.",
        examples: ["repos readme atomicrobot/bottle-rocket", "repos readme bottle-rocket --ref v2.4.0 > README.md"]
    )

    @OptionGroup var repository: RepositoryOptions

    @OptionGroup var at: RefOptions

    @OptionGroup var output: OutputOptions<ContentFields>

    @OptionGroup var network: NetworkOptions

    @MainActor
    func perform(_: Void, owner: String, name: String, run: CommandRun) async -> Int32 {
        let ref = at.ref
        // Past the 1 MB the contents API sends, the README is read raw: up to what a terminal
        // draws there, up to GitHub's ceiling for its bytes.
        let whole = run.output.format == .table ? FileView.drawnBytes : Limit.fileBytes.value
        let model = FetchedViewModel(readmeOf: owner, repo: name, ref: ref, source: run.service(label: "\(owner)/\(name) README"), wholeUpTo: whole)
        let at = ref.map { " at \($0)" } ?? ""
        if let failed = await run.load(model, subject: "a README in \(owner)/\(name)\(at)") { return failed }
        let document = model.bytes ?? Data()
        let view = FileView(run.output)
        if case .file(let path, let size, nil)? = model.value, !run.settings.writesJSON {
            return run.refuse(
                "\(path) is \(ByteSize.describe(size)), more than the \(ByteSize.describe(whole)) repos reads here; pipe it: repos readme \(owner)/\(name) > README"
            )
        }
        guard case .file(let path, _, let bytes?)? = model.value, !run.settings.writesJSON else {
            return run.emit { try view.render(Data(), path: "README", document: document, to: $0) }
        }
        let base = MarkdownLinkBase(pages: WebPages(apiURL: run.settings.apiURL), owner: owner, repo: name, ref: ref, document: path)
        return run.emit { try view.render(bytes, path: path, document: document, rendersMarkdown: true, links: base, to: $0) }
    }
}
