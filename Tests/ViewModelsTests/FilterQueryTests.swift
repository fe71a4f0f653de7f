import Testing
import ViewModels

/// One filter rule for every list: trimmed, anywhere in a text, ignoring case and accents.
@Suite struct FilterQueryTests {
    @Test(arguments: [
        ("resume", "Résumé builder", true), ("RÉSUMÉ", "resume", true), ("  carbon ", "Carbon-iOS", true), ("ios", "Carbon-iOS", true),
        ("ledger", "a general ledger", true), ("x", "abc", false), ("", "anything", true), ("bb", "b b", false),
    ])
    func matchesAnywhereIgnoringCaseAndAccents(query: String, text: String, matches: Bool) {
        #expect(FilterQuery(query).matches(text) == matches)
    }

    @Test func anyOfItsTextsMayMatchAndNoneIsNoMatch() {
        #expect(FilterQuery("ada").matches(nil, "fix", "Ada Lovelace"))
        #expect(!FilterQuery("ada").matches(nil, nil))
        #expect(FilterQuery("").matches(nil))
    }
}
