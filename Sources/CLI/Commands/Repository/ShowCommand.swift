import ArgumentParser
import Foundation
import Models
import Reactive
import Service
import ViewModels
import Views

/// `repos show <repo> <path>`: one file of a repository at a ref, without a clone.
struct ShowCommand: RepositoryCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show one file of a repository: its exact bytes when piped, its lines numbered on a terminal.",
        discussion:
            "Piped, a file of up to 100 MiB (GitHub's ceiling) is written as it arrives; on a terminal, up to 4 MiB is drawn. A directory, a submodule or a larger file is said, not shown.",
        examples: ["repos show atomicrobot/bottle-rocket README.md", "repos show bottle-rocket Sources/Rocket/Retry.swift --ref v2.4.0 > Retry.swift"]
    )

    @OptionGroup var repository: RepositoryOptions

    @Argument(value: "path", help: "The file's path from the repository's root.")
    var path: String

    @OptionGroup var at: RefOptions

    @OptionGroup var output: OutputOptions<ContentFields>

    @OptionGroup var network: NetworkOptions

    /// The file's path.
    func checkArguments() throws(UsageError) -> RepositoryPath { try InputRules.path(path, allowsRoot: false) }

    @MainActor
    func perform(_ file: RepositoryPath, owner: String, name: String, run: CommandRun) async -> Int32 {
        let ref = at.ref
        let model = FetchedViewModel(fileAt: file, owner: owner, repo: name, ref: ref, source: run.service(label: "\(owner)/\(name) \(file)"))
        let at = ref.map { " at \($0)" } ?? ""
        if let failed = await run.load(model, subject: "'\(file)' in \(owner)/\(name)\(at)") { return failed }
        let document = model.bytes ?? Data()
        let view = FileView(run.output)
        guard !run.settings.writesJSON else { return run.emit { try view.render(Data(), path: file.description, document: document, to: $0) } }
        switch model.value {
        case .file(_, _, let bytes?)?:
            return run.emit { try view.render(bytes, path: file.description, document: document, to: $0) }
        case .file(_, let size, nil)?:
            return await large(file, size: size, owner: owner, name: name, view: view, run: run)
        case .directory?:
            return run.refuse("'\(file)' is a directory; list it with repos tree \(owner)/\(name) \(file)")
        case .other(_, let type, let target)?:
            return run.refuse("'\(file)' is a \(type)" + (target.map { " (\($0))" } ?? ""))
        case nil:
            return run.refuse("no answer for '\(file)'")
        }
    }

    /// A file past the 1 MB the contents API sends, read again with the raw media type: piped,
    /// its bytes written as they arrive; on a terminal, drawn when it is within `FileView.drawnBytes`.
    @MainActor
    private func large(_ file: RepositoryPath, size: Int, owner: String, name: String, view: FileView, run: CommandRun) async -> Int32 {
        let subject = "'\(file)' in \(owner)/\(name)" + (at.ref.map { " at \($0)" } ?? "")
        let source = run.service(label: "\(owner)/\(name) \(file)")
        if view.writesExactBytes {
            let stdout = run.environment.stdout
            run.clearProgress()
            let download = FetchedViewModel(
                bytesOf: file, owner: owner, repo: name, ref: at.ref, source: source,
                into: BodyStream { chunk in
                    stdout.write(bytes: chunk)
                    return !stdout.readerGone
                })
            let failed = await run.load(download, subject: subject)
            stdout.flush()
            // A reader that went away (`| head -c 10`) ends the run quietly, as for any output.
            return stdout.readerGone ? ExitCode.success.rawValue : failed ?? ExitCode.success.rawValue
        }
        guard size <= FileView.drawnBytes else {
            return run.refuse(
                "'\(file)' is \(ByteSize.describe(size)), more than the \(ByteSize.describe(FileView.drawnBytes)) drawn on a terminal; pipe it: repos show \(owner)/\(name) \(file) > file"
            )
        }
        let held = Locked(Data())
        let download = FetchedViewModel(
            bytesOf: file, owner: owner, repo: name, ref: at.ref, source: source,
            into: BodyStream { chunk in
                held.withLock { $0.append(chunk) }
                return true
            })
        if let failed = await run.load(download, subject: subject) { return failed }
        let bytes = held.withLock { $0 }
        return run.emit { try view.render(bytes, path: file.description, document: Data(), to: $0) }
    }
}
