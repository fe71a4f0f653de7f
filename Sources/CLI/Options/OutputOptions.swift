import ArgumentParser
import Views

/// How a command's result is written (`--json`, `--jq`, `--format`, `--color`, `--no-pager`),
/// declared once for the commands whose JSON objects have the fields `Fields` names.
struct OutputOptions<Fields: JSONFieldSet>: ParsableArguments {
    /// Colour, as `--color` takes it.
    enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
        case auto, always, never
    }

    @Option(
        value: "fields", help: "Output GitHub's JSON, optionally only the comma-separated top-level <fields>, in that order.",
        bare: JSONFieldSelection.all, listItems: Fields.names, accepts: JSONFieldSelection.accepts(among: Fields.names),
        transform: JSONFieldSelection.parser(among: Fields.names))
    var json: JSONFieldSelection?

    /// Validated where it is compiled, by `CommandRun`, still before any request.
    @Option(
        value: "filter",
        help: "Filter the JSON result with a jq program, run once on the whole result (once per line with --format ndjson); strings print raw.")
    var jq: String?

    @Option(help: "Output format; without it, table on a terminal, else tsv.")
    var format: OutputFormat?

    @Option(value: "when", help: "Colour; auto honours NO_COLOR.")
    var color: ColorChoice = .auto

    @Flag(help: "Never send output through a pager.")
    var noPager: Bool
}

extension OutputFormat: ExpressibleByArgument {}
