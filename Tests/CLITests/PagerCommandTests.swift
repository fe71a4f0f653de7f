import Testing

@testable import CLI

/// The pager's command line read by git's rule: a shell only for shell syntax.
struct PagerCommandTests {
    @Test(arguments: [
        ("less -FRX", PagerCommand.Form.direct(["less", "-FRX"])),
        ("  delta\t--side-by-side  ", .direct(["delta", "--side-by-side"])),
        ("/usr/bin/less", .direct(["/usr/bin/less"])),
        ("less -R | cat", .shell("less -R | cat")),
        ("$HOME/bin/pager", .shell("$HOME/bin/pager")),
        ("LESS=R less", .shell("LESS=R less")),
        ("sed -n '1p'", .shell("sed -n '1p'")),
        ("pager > log", .shell("pager > log")),
    ])
    func aCommandRunsThroughTheShellOnlyForShellSyntax(text: String, form: PagerCommand.Form) {
        #expect(PagerCommand(text)?.form == form)
    }

    @Test(arguments: ["", "   ", "\t"])
    func anEmptyCommandMeansNoPager(text: String) {
        #expect(PagerCommand(text) == nil)
    }

    @Test func aProgramIsFoundInTheSearchPathAndAShellCommandIsTheShells() throws {
        let direct = try #require(PagerCommand("sh -e")?.executable(searchPath: "/nonexistent:/bin"))
        #expect(direct.path == "/bin/sh" && direct.arguments == ["sh", "-e"])
        #expect(PagerCommand("nosuchpager")?.executable(searchPath: "/bin:/usr/bin") == nil)
        let shell = try #require(PagerCommand("a | b")?.executable(searchPath: ""))
        #expect(shell.path == "/bin/sh" && shell.arguments == ["sh", "-c", "a | b"])
    }
}
