import Views
import ArgumentParser
import Testing

@testable import CLI

/// The commands of `repos` as the parser reads them: their options, defaults and help.
@Suite struct CommandParsingTests {
    let declaration = ListCommand.declaration

    @Test func valuesAttachedSeparateAndShortAreTyped() throws {
        let command = try ListCommand.parse(["atomicrobot", "--limit=5", "-L", "7", "--sort", "stars", "--no-archived", "-v"])
        #expect(command.organization.organization == "atomicrobot")
        #expect(command.pages.limit == 7)
        #expect(command.sort == .stars)
        #expect(command.archived == .noArchived)
        #expect(command.network.verbose)
        #expect(!command.pages.all)
        #expect(try ListCommand.parse(["-L5"]).pages.limit == 5)
    }

    @Test func absentOptionsReadTheirDeclaredDefaults() throws {
        let command = try ListCommand.parse([])
        #expect(command.organization.organization == nil && command.organization.owner.org == nil)
        #expect(command.pages.limit == 100 && !command.pages.all && command.archived == nil && command.type == nil)
        #expect(command.network.timeout == 30 && command.network.maxWait == 60 && (try? command.network.cacheMode()) == .revalidate)
        #expect(command.output.color == .auto && command.output.json == nil)
        #expect(try ActivityCommand.parse([]).since == .ago(28 * 86_400))
        #expect(try CommitsCommand.parse(["o/r"]).pages.limit == 30)
    }

    @Test func optionNamesComeFromThePropertiesInKebabCase() {
        #expect(DeclaredName.kebab("maxWait") == "max-wait")
        #expect(DeclaredName.kebab("apiURL") == "api-url")
        #expect(DeclaredName.kebab("noArchived") == "no-archived")
        #expect(DeclaredName.kebab("URLValue") == "url-value")
        let longNames = declaration.options.map(\.long)
        for name in ["org", "limit", "all", "archived", "no-archived", "fork", "source", "api-url", "max-wait", "no-cache", "no-pager", "help"] {
            #expect(longNames.contains(name), "\(name)")
        }
        #expect(Set(longNames).count == longNames.count)
    }

    @Test func defaultsAndChoicesReachHelpFromTheDeclaration() {
        let help = HelpFormatter.command(declaration, width: 200)
        #expect(help.contains("-L, --limit <n>         Show at most <n> repositories. (default: 100)"))
        #expect(help.contains("(default: 30)") && !help.contains("30.0"))
        #expect(help.contains("Sort by this field. (name, stars, updated, pushed, created)"))
        #expect(HelpFormatter.command(ActivityCommand.declaration, width: 200).contains("(default: 4w)"))
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try ListCommand.parse(["--", "--weird"]).organization.organization == "--weird")
    }

    @Test func jsonTakesAFieldListOnlyWhenItLooksLikeOne() throws {
        #expect(try ListCommand.parse(["--json", "atomicrobot"]).organization.organization == "atomicrobot")
        #expect(try ListCommand.parse(["--json", "name,full_name"]).output.json == JSONFieldSelection(fields: ["name", "full_name"]))
        #expect(try ListCommand.parse(["--json", "has_wiki"]).output.json == JSONFieldSelection(fields: ["has_wiki"]))
        #expect(try ListCommand.parse(["--json"]).output.json == .all)
    }

    @Test(arguments: [
        (["--limt", "3"], "Unknown option '--limt'. Did you mean '--limit'?"),
        (["--sort"], "Missing value for '--sort <field>'"),
        (["--sort", "size"], "The value 'size' is invalid for '--sort <field>': expected one of name, stars, updated, pushed, created"),
        (["--archived", "--no-archived"], "'--archived' cannot be combined with '--no-archived'"),
        (["--no-archived", "--archived"], "'--no-archived' cannot be combined with '--archived'"),
        (["--limit", "0"], "The value '0' is invalid for '--limit <n>': expected a whole number from 1 to 1000000"),
        (["--all=yes"], "The option '--all' does not take a value"),
        (["-x"], "Unknown option '-x'"),
        (["a", "b"], "Unexpected argument 'b'"),
        (["--all", "--limit", "3"], "'--all' cannot be combined with '--limit'"),
        (["--fork", "--source"], "'--fork' cannot be combined with '--source'"),
        (["--offline", "--no-cache"], "'--offline' cannot be combined with '--no-cache'"),
        (["--json=stars"], "Unknown JSON field 'stars'; the fields are: " + GitHubFields.repository.joined(separator: ", ")),
        (["--json=stargazer_count"], "Unknown JSON field 'stargazer_count'. Did you mean 'stargazers_count'?"),
    ])
    func everyDeclaredRuleIsEnforcedWithOnePreciseError(words: [String], message: String) {
        #expect(throws: UsageError(message, command: "list")) { try CommandLineParser.parse(words, declaration: declaration) }
    }

    @Test func aWordAfterABareJSONThatIsOneTooManyIsReportedAsAField() {
        #expect(throws: UsageError("Unknown JSON field 'stars'; the fields are: " + GitHubFields.commit.joined(separator: ", "), command: "commits")) {
            try CommandLineParser.parse(["o/r", "--json", "stars"], declaration: CommitsCommand.declaration)
        }
    }

    @Test func argumentsAreCountedAndChoicesChecked() {
        #expect(throws: UsageError("Missing expected argument '<sha>'", command: "commit")) {
            try CommandLineParser.parse(["o/r"], declaration: CommitCommand.declaration)
        }
        #expect(throws: UsageError("The value 'inf' is invalid for '<action>'. Did you mean 'info'?", command: "cache")) {
            try CommandLineParser.parse(["inf"], declaration: CacheCommand.declaration)
        }
    }

    @Test func leadingGlobalOptionsAreCountedWithTheirValues() {
        #expect(CommandLineParser.leadingOptions(["-v", "--api-url", "http://x", "list", "-L", "2"], in: declaration.options) == 3)
        #expect(CommandLineParser.leadingOptions(["list"], in: declaration.options) == 0)
    }

    @Test func suggestionsOnlyWhenClose() {
        #expect(CommandLineParser.suggestion(for: "--lmit", among: ["--limit", "--all"]) == "--limit")
        #expect(CommandLineParser.suggestion(for: "--zzzzzz", among: ["--limit", "--all"]) == nil)
        #expect(CommandLineParser.distance("kitten", "sitting") == 3)
    }
}
