import ArgumentParser

/// What a paged listing calls its items, and how many it shows unless told.
protocol PagedListing: Sendable {
    /// How people count its items: (one, many).
    static var noun: (String, String) { get }
    /// How many items `--limit` shows unless given.
    static var defaultLimit: Int { get }
}

extension PagedListing {
    /// A listing shows 30 items unless told, as GitHub's pages hold 30 unless asked.
    static var defaultLimit: Int { 30 }
}

/// `-L/--limit` and `--all`: how much of a paged listing a command shows, declared once, the
/// default `Listing`'s.
struct PageOptions<Listing: PagedListing>: ParsableArguments {
    static var exclusive: [[String]] { [["all", "limit"]] }

    @Option(short: "L", value: "n", help: "Show at most <n> \(Listing.noun.1).", transform: InputRules.count)
    var limit = Listing.defaultLimit

    @Flag(help: "Show every \(Listing.noun.0), fetching all pages.")
    var all: Bool

    /// The most items to show: the limit, or nil for all of them.
    var shown: Int? { all ? nil : limit }
}
