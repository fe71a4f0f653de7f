import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

@Suite struct TransportSecurityTests {
    @Test func sameHostRedirectIsFollowedWithTheToken() async throws {
        let harness = try ServiceHarness { request, base in
            if request.path == "/orgs/renamed/repos" {
                return LoopbackServer.Response(status: 301, headers: [("location", "\(base.absoluteString)/orgs/atomicrobot/repos?per_page=100")])
            }
            return (try? FixtureRouter())?.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        let list = try await harness.service.repositories(owner: "renamed", query: RepositoryQuery(), limit: 5).result().get()
        #expect(list.items.count == 5)
        let followed = try #require(harness.server.requests.first { $0.path == "/orgs/atomicrobot/repos" })
        #expect(followed.headers["authorization"] == "Bearer ghp_TESTTOKEN123")
    }

    @Test func crossHostRedirectDropsTheToken() async throws {
        // 127.0.0.1 and localhost are different origins to the client, though one server answers both.
        let harness = try ServiceHarness { request, base in
            if request.path == "/orgs/moved/repos" {
                let other = base.absoluteString.replacingOccurrences(of: "127.0.0.1", with: "localhost")
                return LoopbackServer.Response(status: 302, headers: [("location", "\(other)/orgs/atomicrobot/repos?per_page=100")])
            }
            return (try? FixtureRouter())?.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        _ = try await harness.service.repositories(owner: "moved", query: RepositoryQuery(), limit: 5).result()
        let first = try #require(harness.server.requests.first)
        #expect(first.headers["authorization"] == "Bearer ghp_TESTTOKEN123")
        let redirected = try #require(harness.server.requests.first { $0.path == "/orgs/atomicrobot/repos" })
        #expect(redirected.headers["authorization"] == nil)
    }

    @Test func linkToAnotherOriginGetsNoToken() async throws {
        let harness = try ServiceHarness { request, base in
            let other = base.absoluteString.replacingOccurrences(of: "127.0.0.1", with: "localhost")
            if request.query["page"] == "2" {
                return .json(200, "[]")
            }
            return .json(200, "[]", headers: [("link", "<\(other)/orgs/x/repos?page=2>; rel=\"next\"")])
        }
        _ = try await harness.service.repositories(owner: "x", query: RepositoryQuery(), limit: nil).result()
        #expect(harness.server.requests.count == 2)
        #expect(harness.server.requests[0].headers["authorization"] != nil)
        #expect(harness.server.requests[1].headers["authorization"] == nil)
    }

    @Test func tokenIsNeverSentOverPlainHTTPToARemoteHost() async throws {
        let service = GitHubService(
            configuration: ServiceConfiguration(baseURL: try #require(URL(string: "http://api.example.invalid")), token: Token("ghp_x"), userAgent: "t"),
            transport: CurlTransport(), retry: .never, clock: ServiceHarness.realTime
        )
        let result = try await service.repositories(owner: "atomicrobot", query: RepositoryQuery(), limit: 1).result()
        #expect(throws: GitHubError.insecureTransport(host: "api.example.invalid")) { try result.get() }
    }

    @Test func enterpriseBasePathIsUsed() async throws {
        let router = try FixtureRouter()
        let server = try LoopbackServer { request, base in
            guard request.path.hasPrefix("/api/v3/") else { return .json(404, "{}") }
            let stripped = LoopbackServer.Request(
                method: request.method, path: String(request.path.dropFirst(7)), query: request.query, target: request.target, headers: request.headers)
            return router.response(for: stripped, baseURL: base) ?? .json(404, "{}")
        }
        let service = GitHubService(
            configuration: ServiceConfiguration(baseURL: server.baseURL.appendingPathComponent("api/v3"), token: nil, userAgent: "t"),
            transport: CurlTransport(), retry: .never, clock: ServiceHarness.realTime
        )
        let list = try await service.repositories(owner: "atomicrobot", query: RepositoryQuery(), limit: 3).result().get()
        #expect(list.items.count == 3)
        #expect(server.requests.first?.path == "/api/v3/orgs/atomicrobot/repos")
    }
}
