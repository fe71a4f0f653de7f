import Foundation
import Service
import TestSupport
import Testing

@Suite struct GitHubEndpointTests {
    let base = URL(literal: "https://api.github.com")

    @Test func pathsAndSortedQueries() {
        let list = GitHubEndpoint.organizationRepositories(
            org: "atomicrobot", query: RepositoryQuery(type: .sources, sort: .updated, direction: .desc, perPage: 50))
        #expect(
            list.url(relativeTo: base)?.absoluteString == "https://api.github.com/orgs/atomicrobot/repos?direction=desc&per_page=50&sort=updated&type=sources")
        let commits = GitHubEndpoint.commits(
            owner: "a", repo: "b", query: CommitQuery(sha: "feature/x", author: "m.k@example.org", since: "2026-01-01T00:00:00Z", perPage: 10))
        #expect(
            commits.url(relativeTo: base)?.absoluteString
                == "https://api.github.com/repos/a/b/commits?author=m.k%40example.org&per_page=10&sha=feature%2Fx&since=2026-01-01T00%3A00%3A00Z")
    }

    @Test func enterpriseBaseWithAPathKeepsIt() {
        let enterprise = URL(string: "https://ghe.example.com/api/v3/")!
        let endpoint = GitHubEndpoint.commit(owner: "o", repo: "r", ref: "abc123")
        #expect(endpoint.url(relativeTo: enterprise)?.absoluteString == "https://ghe.example.com/api/v3/repos/o/r/commits/abc123")
    }

    @Test func refsArePercentEncodedButKeepTheirSlashes() {
        let endpoint = GitHubEndpoint.commit(owner: "o", repo: "r", ref: "heads/fix?#%20 x")
        #expect(endpoint.path == "/repos/o/r/commits/heads/fix%3F%23%2520%20x")
    }
}
