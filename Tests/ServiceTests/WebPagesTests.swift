import Foundation
import Service
import Testing

/// The web pages `o` may open: built from names on the web host of the configured API, never a
/// URL a server sent.
@Suite struct WebPagesTests {
    static func root(_ api: String) -> String? {
        URL(string: api).flatMap { WebPages(apiURL: $0).root?.absoluteString }
    }

    @Test func theWebHostBelongsToTheAPIHost() {
        #expect(Self.root("https://api.github.com") == "https://github.com")
        #expect(Self.root("https://api.github.com/") == "https://github.com")
        #expect(Self.root("https://api.octo.ghe.com") == "https://octo.ghe.com")
        #expect(Self.root("https://ghe.example.com/api/v3") == "https://ghe.example.com")
        #expect(Self.root("https://ghe.example.com/api/v3/") == "https://ghe.example.com")
        #expect(Self.root("http://ghe.internal:8080/api/v3") == "http://ghe.internal:8080")
        #expect(Self.root("ftp://ghe.example.com/api/v3") == nil)
        #expect(Self.root("file:///etc/passwd") == nil)
    }

    @Test func pagesAreBuiltFromNamesThatLookLikeGitHubs() {
        let web = WebPages(apiURL: URL(string: "https://api.github.com")!)
        #expect(web.repository(owner: "apple", name: "swift.org-site") == .success(URL(string: "https://github.com/apple/swift.org-site")!))
        #expect(
            web.commit(owner: "apple", repo: "swift", sha: "D4049F4")
                == .success(URL(string: "https://github.com/apple/swift/commit/d4049f4")!))
        for name in ["", ".", "..", "a b", "a/b", "evil\u{1B}[2J", "ünï", "file:x", String(repeating: "a", count: 101)] {
            #expect(web.repository(owner: "o", name: name) == .failure(.notAName(kind: "repository", name: name)), "\(name)")
            #expect(web.repository(owner: name, name: "r") == .failure(.notAName(kind: "owner", name: name)), "\(name)")
        }
        for sha in ["", "xyz1234", "d40", "d4049f4 --help", String(repeating: "a", count: 65)] {
            #expect(web.commit(owner: "o", repo: "r", sha: sha) == .failure(.notASHA(sha)), "\(sha)")
        }
        #expect(WebPages(apiURL: URL(string: "ftp://x")!).repository(owner: "o", name: "r") == .failure(.noWebHost))
    }
}
