@testable import CLI
import Testing

@Suite struct ArgumentParserTests {
    let spec = CommandCatalog.list

    @Test func valuesAttachedSeparateAndShort() throws {
        let parsed = try ArgumentParser.parse(["atomicrobot", "--limit=5", "-L", "7", "--sort", "stars", "-v", "--all"], spec: spec)
        #expect(parsed.positionals == ["atomicrobot"])
        #expect(parsed.value("limit") == "7")
        #expect(parsed.value("sort") == "stars")
        #expect(parsed.has("verbose"))
        #expect(parsed.has("all"))
        #expect(try ArgumentParser.parse(["-L5"], spec: spec).value("limit") == "5")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--weird"], spec: spec)
        #expect(parsed.positionals == ["--weird"])
    }

    @Test func jsonTakesAFieldListOnlyWhenItLooksLikeOne() throws {
        #expect(try ArgumentParser.parse(["--json", "atomicrobot"], spec: spec).positionals == ["atomicrobot"])
        #expect(try ArgumentParser.parse(["--json", "name,full_name"], spec: spec).value("json") == "name,full_name")
        #expect(try ArgumentParser.parse(["--json", "name"], spec: spec).value("json") == "name")
        #expect(try ArgumentParser.parse(["--json"], spec: spec).flags.contains("json"))
        #expect(try ArgumentParser.parse(["--json=anything"], spec: spec).value("json") == "anything")
    }

    @Test func errorsUseArgumentParsersWording() {
        #expect(throws: UsageError("Unknown option '--limt'. Did you mean '--limit'?", command: "list")) { try ArgumentParser.parse(["--limt", "3"], spec: spec) }
        #expect(throws: UsageError("Missing value for '--sort <field>'", command: "list")) { try ArgumentParser.parse(["--sort"], spec: spec) }
        #expect(throws: UsageError("The option '--all' does not take a value", command: "list")) { try ArgumentParser.parse(["--all=yes"], spec: spec) }
        #expect(throws: UsageError("Unknown option '-x'", command: "list")) { try ArgumentParser.parse(["-x"], spec: spec) }
    }

    @Test func suggestionsOnlyWhenClose() {
        #expect(ArgumentParser.suggestion(for: "--lmit", among: ["--limit", "--all"]) == "--limit")
        #expect(ArgumentParser.suggestion(for: "--zzzzzz", among: ["--limit", "--all"]) == nil)
        #expect(ArgumentParser.distance("kitten", "sitting") == 3)
    }
}
