import Foundation
import TestSupport
import Testing

@testable import Service

@Suite struct RedirectRuleTests {
    private let origin = URL(literal: "https://api.github.com/orgs/a/repos")
    private let headers = ["Authorization": "Bearer x", "Accept": "application/json"]

    @Test func aRelativeLocationKeepsTheToken() throws {
        let response = HTTPResponse(status: 301, headers: ["Location": "/orgs/b/repos?page=2"], body: Data(), url: origin)
        let next = try #require(RedirectRule.next(after: response, to: HTTPRequest(url: origin, headers: headers))).get()
        #expect(next.url.absoluteString == "https://api.github.com/orgs/b/repos?page=2")
        #expect(next.headers == headers)
    }

    @Test(arguments: ["https://evil.example/x", "http://api.github.com/x", "https://api.github.com:8443/x"])
    func anotherOriginLosesTheToken(location: String) throws {
        let response = HTTPResponse(status: 307, headers: ["Location": location], body: Data(), url: origin)
        let next = try #require(RedirectRule.next(after: response, to: HTTPRequest(url: origin, headers: headers))).get()
        #expect(next.headers == ["Accept": "application/json"])
    }

    @Test(arguments: [(200, "https://api.github.com/x"), (304, "https://api.github.com/x")])
    func notARedirectToFollow(status: Int, location: String) {
        let response = HTTPResponse(status: status, headers: ["Location": location], body: Data(), url: origin)
        #expect(RedirectRule.next(after: response, to: HTTPRequest(url: origin, headers: headers)) == nil)
    }

    @Test(arguments: ["file:///etc/passwd", "gopher://api.github.com/1", "ftp://api.github.com/x"])
    func aRedirectOutsideHTTPIsRefusedWithoutARequest(location: String) {
        let response = HTTPResponse(status: 302, headers: ["Location": location], body: Data(), url: origin)
        #expect(RedirectRule.next(after: response, to: HTTPRequest(url: origin, headers: headers)) == .failure(.notHTTPLink(kind: "redirect")))
    }
}
