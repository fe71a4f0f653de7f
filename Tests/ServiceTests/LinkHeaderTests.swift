import Foundation
import Service
import Testing

@Suite struct LinkHeaderTests {
    @Test func parsesByRelNameInAnyOrder() throws {
        let header = try #require(
            LinkHeader(
                #"<https://api.github.com/repositories/1/issues?page=1>; rel="prev", <https://api.github.com/repositories/1/issues?page=3>; rel="next", <https://api.github.com/repositories/1/issues?page=5>; rel="last", <https://api.github.com/repositories/1/issues?page=1>; rel="first""#
            ))
        #expect(header.next?.absoluteString == "https://api.github.com/repositories/1/issues?page=3")
        #expect(header.last.flatMap(LinkHeader.pageNumber) == 5)
        #expect(header.links["first"] != nil)
    }

    @Test func lastMayBeMissingAndAbsenceMeansOnePage() throws {
        let noLast = try #require(LinkHeader(#"<https://x.test/r?page=2>; rel="next""#))
        #expect(noLast.last == nil)
        #expect(noLast.next != nil)
        #expect(LinkHeader(nil) == .empty)
        #expect(LinkHeader("") == .empty)
    }

    @Test(arguments: [
        "https://x.test/r?page=2; rel=\"next\"",
        "<https://x.test/r?page=2>",
        "<https://x.test/r?page=2>; rel",
        "<>; rel=\"next\"",
        "<not a url>; rel=\"next\"",
        "garbage",
    ])
    func malformedHeadersAreRejected(value: String) {
        #expect(LinkHeader(value) == nil)
    }

    @Test func commasInsideURLsDoNotSplit() throws {
        let header = try #require(LinkHeader(#"<https://x.test/r?a=1,2&page=2>; rel="next""#))
        #expect(header.next?.query == "a=1,2&page=2")
    }

    @Test func replacingPageKeepsEverythingElse() throws {
        let url = try #require(URL(string: "https://api.github.com/organizations/9/repos?per_page=100&page=2&type=all"))
        #expect(LinkHeader.replacingPage(in: url, with: 7)?.absoluteString == "https://api.github.com/organizations/9/repos?per_page=100&page=7&type=all")
        #expect(LinkHeader.replacingPage(in: try #require(URL(string: "https://x.test/r?after=abc")), with: 2) == nil)
    }
}
