import Foundation
import TestSupport
import Testing

/// `scripts/install` as a person runs it: installed into a temporary prefix, the installed
/// binary, man page and bash completion used from there, then `scripts/uninstall`.
///
/// It installs the binary this suite already built (`--from`): a release build here would take
/// both cores for a minute while timing-sensitive suites run beside it. `.ci/run` runs the whole
/// `scripts/install` (release build, commit recorded) and `scripts/check-install` before the suite.
@Suite struct InstallTests {
    static let root = FixtureRouter.directory.deletingLastPathComponent().path
    static let installed = [
        "bin/repos", "share/bash-completion/completions/repos", "share/fish/vendor_completions.d/repos.fish", "share/man/man1/repos.1",
        "share/zsh/site-functions/_repos",
    ]

    static func files(under prefix: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: prefix)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    @Test(.enabled(if: LinuxTools.available)) func installIntoAPrefixThenUseAndUninstall() async throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("repos-install-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let built = BinaryRunner.binary.deletingLastPathComponent().path
        let install = try await BinaryRunner.shell("cd '\(Self.root)' && scripts/install --prefix '\(prefix)' --from '\(built)'")
        #expect(install.status == 0, "\(install.stderr.suffix(2000))")
        #expect(Self.files(under: prefix) == Self.installed)

        let version = try await BinaryRunner.run(["--version"], executable: URL(fileURLWithPath: prefix + "/bin/repos"))
        #expect(version.stdout.hasPrefix("repos 0.2.0"))
        #expect(try await BinaryRunner.run(["--version"]).stdout == version.stdout)

        let check = try await BinaryRunner.shell("cd '\(Self.root)' && scripts/check-install '\(prefix)'")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("bash: repos li -> list"))
        // Installed stripped: no symbol table, and smaller than what was built.
        #expect(check.stdout.contains("bin/repos: stripped"))
        let size = { (path: String) in (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        #expect(size(prefix + "/bin/repos") < size(BinaryRunner.binary.path))
        let page = try await BinaryRunner.shell("MANWIDTH=100 man -l '\(prefix)/share/man/man1/repos.1' | col -b")
        #expect(page.stdout.contains("BROWSE KEYS") && page.stdout.contains("repos list"))

        let uninstall = try await BinaryRunner.shell("cd '\(Self.root)' && scripts/uninstall --prefix '\(prefix)'")
        #expect(uninstall.status == 0)
        #expect(Self.files(under: prefix).isEmpty)
    }
}
