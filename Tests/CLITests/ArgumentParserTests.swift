import Testing

@testable import CLI

@Suite struct ArgumentParserTests {
    let declaration = ListCommand.declaration

    @Test func valuesAttachedSeparateAndShortAreTyped() throws {
        let parsed = try ArgumentParser.parse(["atomicrobot", "--limit=5", "-L", "7", "--sort", "stars", "-v"], declaration: declaration)
        #expect(parsed[ListCommand.org] == "atomicrobot")
        #expect(parsed[ListCommand.limit] == 7)
        #expect(parsed[ListCommand.sort] == "stars")
        #expect(parsed[GlobalOptions.verbose])
        #expect(!parsed[ListCommand.all])
        #expect(try ArgumentParser.parse(["-L5"], declaration: declaration)[ListCommand.limit] == 5)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--weird"], declaration: declaration)
        #expect(parsed[ListCommand.org] == "--weird")
    }

    @Test func jsonTakesAFieldListOnlyWhenItLooksLikeOne() throws {
        let json = GlobalOptions.json(fields: ListCommand.declaration.jsonFields)
        #expect(try ArgumentParser.parse(["--json", "atomicrobot"], declaration: declaration)[ListCommand.org] == "atomicrobot")
        #expect(try ArgumentParser.parse(["--json", "name,full_name"], declaration: declaration)[json] == ["name", "full_name"])
        #expect(try ArgumentParser.parse(["--json", "has_wiki"], declaration: declaration)[json] == ["has_wiki"])
        let bare = try ArgumentParser.parse(["--json"], declaration: declaration)
        #expect(bare.contains(json) && bare[json] == nil)
    }

    @Test(arguments: [
        (["--limt", "3"], "Unknown option '--limt'. Did you mean '--limit'?"),
        (["--sort"], "Missing value for '--sort <field>'"),
        (["--sort", "size"], "The value 'size' is invalid for '--sort <field>': expected one of name, stars, updated, pushed, created"),
        (["--limit", "0"], "The value '0' is invalid for '--limit <n>': expected a whole number from 1 to 1000000"),
        (["--all=yes"], "The option '--all' does not take a value"),
        (["-x"], "Unknown option '-x'"),
        (["a", "b"], "Unexpected argument 'b'"),
        (["--all", "--limit", "3"], "'--all' cannot be combined with '--limit'"),
        (["--fork", "--source"], "'--fork' cannot be combined with '--source'"),
        (["--offline", "--no-cache"], "'--offline' cannot be combined with '--no-cache'"),
        (["--json=stars"], "Unknown JSON field 'stars'; the fields are listed in the command's help"),
        (["--json=stargazer_count"], "Unknown JSON field 'stargazer_count'. Did you mean 'stargazers_count'?"),
    ])
    func everyDeclaredRuleIsEnforcedWithOnePreciseError(words: [String], message: String) {
        #expect(throws: UsageError(message, command: "list")) { try ArgumentParser.parse(words, declaration: declaration) }
    }

    @Test func aWordAfterABareJSONThatIsOneTooManyIsReportedAsAField() {
        #expect(throws: UsageError("Unknown JSON field 'stars'; the fields are listed in the command's help", command: "commits")) {
            try ArgumentParser.parse(["o/r", "--json", "stars"], declaration: CommitsCommand.declaration)
        }
    }

    @Test func argumentsAreCountedAndChoicesChecked() {
        #expect(throws: UsageError("Missing expected argument '<sha>'", command: "commit")) {
            try ArgumentParser.parse(["o/r"], declaration: CommitCommand.declaration)
        }
        #expect(throws: UsageError("The value 'inf' is invalid for '<action>'. Did you mean 'info'?", command: "cache")) {
            try ArgumentParser.parse(["inf"], declaration: CacheCommand.declaration)
        }
    }

    @Test func leadingGlobalOptionsAreCountedWithTheirValues() {
        #expect(ArgumentParser.leadingOptions(["-v", "--api-url", "http://x", "list", "-L", "2"], in: declaration) == 3)
        #expect(ArgumentParser.leadingOptions(["list"], in: declaration) == 0)
    }

    @Test func suggestionsOnlyWhenClose() {
        #expect(ArgumentParser.suggestion(for: "--lmit", among: ["--limit", "--all"]) == "--limit")
        #expect(ArgumentParser.suggestion(for: "--zzzzzz", among: ["--limit", "--all"]) == nil)
        #expect(ArgumentParser.distance("kitten", "sitting") == 3)
    }
}
