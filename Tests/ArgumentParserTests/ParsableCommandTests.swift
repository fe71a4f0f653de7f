import ArgumentParser
import Testing

/// The parser on a command of its own, with nothing of `repos`: values attached, separate and
/// short; defaults typed once and shown in help; choices; `--`; suggestions for a misspelling.
@Suite struct ParsableCommandTests {
    enum Tone: String, CaseIterable, ExpressibleByArgument, Sendable {
        case plain, shout
    }

    struct GreetCommand: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Greets someone.", examples: ["greet ada --times 2"])

        @Argument(value: "name", help: "Who to greet.")
        var name: String?

        @Option(short: "t", value: "n", help: "How many times.")
        var times = 1

        @Option(help: "How to say it.")
        var tone = Tone.plain

        @Flag(help: "Add a wave.")
        var wave: Bool

        @Option(formerNames: ["salutation"], help: "The greeting.", transform: { text, _ in text })
        var greeting: String?
    }

    struct TagCommand: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Tags places.")

        @Argument(value: "place", help: "Where.")
        var places: [String]

        @Option(value: "tag", help: "A tag; give it again for more.")
        var tag: [String]

        @Option(help: "How to say it.")
        var tone = Tone.plain
    }

    /// A repeated option gathers every value in order, and the last argument takes every word
    /// left, as swift-argument-parser's arrays do; absent, both are empty.
    @Test func arraysGatherRepeatedOptionsAndTheWordsLeft() throws {
        let command = try TagCommand.parse(["here", "--tag", "a", "there", "--tag=b", "--tone", "shout", "--", "-odd"])
        #expect(command.places == ["here", "there", "-odd"])
        #expect(command.tag == ["a", "b"])
        #expect(command.tone == .shout)
        let empty = try TagCommand.parse([])
        #expect(empty.places.isEmpty && empty.tag.isEmpty)
        #expect(HelpFormatter.command(TagCommand.declaration, width: 200).contains("[<place> ...]"))
        let missing = #expect(throws: UsageError.self) { try TagCommand.parse(["--tag"]) }
        #expect(missing?.message == "Missing value for '--tag <tag>'")
    }

    @Test func valuesAttachedSeparateAndShortAreTyped() throws {
        let command = try GreetCommand.parse(["ada", "--times=3", "--tone", "shout", "--wave"])
        #expect(command.name == "ada" && command.times == 3 && command.tone == .shout && command.wave)
        #expect(try GreetCommand.parse(["-t", "4"]).times == 4)
        #expect(try GreetCommand.parse(["-t5"]).times == 5)
    }

    @Test func absentValuesAreTheDeclaredDefaults() throws {
        let command = try GreetCommand.parse([])
        #expect(command.name == nil && command.times == 1 && command.tone == .plain && !command.wave)
    }

    @Test func helpIsDerivedFromTheDeclaration() {
        let help = HelpFormatter.command(GreetCommand.declaration, width: 200)
        #expect(help.contains("OVERVIEW: Greets someone."))
        #expect(help.contains("-t, --times <n>") && help.contains("How many times. (default: 1)"))
        #expect(help.contains("How to say it. (plain, shout)"))
        #expect(help.contains("--wave"))
        #expect(help.contains("greet ada --times 2"))
    }

    @Test func badInputIsAUsageErrorWithArgumentParsersWording() {
        let misspelt = #expect(throws: UsageError.self) { try GreetCommand.parse(["--tmes", "2"]) }
        #expect(misspelt?.message == "Unknown option '--tmes'. Did you mean '--times'?")
        let notANumber = #expect(throws: UsageError.self) { try GreetCommand.parse(["--times", "many"]) }
        #expect(notANumber?.message.contains("--times") == true)
        let notAChoice = #expect(throws: UsageError.self) { try GreetCommand.parse(["--tone", "whisper"]) }
        #expect(notAChoice?.message.contains("plain, shout") == true)
    }

    @Test func aFormerNameIsStillAcceptedButHelpShowsTheNewOne() throws {
        #expect(try GreetCommand.parse(["--salutation", "hi"]).greeting == "hi")
        #expect(try GreetCommand.parse(["--greeting=hello"]).greeting == "hello")
        let help = HelpFormatter.command(GreetCommand.declaration, width: 200)
        #expect(help.contains("--greeting <greeting>") && !help.contains("salutation"))
        // Either name is the one option: the last given wins, as when one name is repeated.
        #expect(try GreetCommand.parse(["--salutation", "hi", "--greeting", "yo"]).greeting == "yo")
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try GreetCommand.parse(["--", "--wave"]).name == "--wave")
    }

    @Test func namesAreKebabCase() {
        #expect(DeclaredName.kebab("maxWait") == "max-wait")
        #expect(DeclaredName.kebab("apiURL") == "api-url")
    }
}
