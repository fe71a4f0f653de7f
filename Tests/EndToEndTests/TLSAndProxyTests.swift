import Foundation
import TestSupport
import Testing

/// GitHub Enterprise behind an internal CA and a proxy: a CA bundle from `SSL_CERT_FILE`,
/// `CURL_CA_BUNDLE` or `SSL_CERT_DIR`, proxies from `HTTPS_PROXY`/`HTTP_PROXY`/`ALL_PROXY` and
/// `NO_PROXY`, and `GH_HOST`, each tried against loopback servers made in the test.
@Suite struct TLSAndProxyTests {
    @Test(.enabled(if: TLSProxy.available)) func anInternalCAIsTrustedOnlyWhenNamed() async throws {
        let fixture = try Fixture()
        let proxy = try await TLSProxy(backend: fixture.server.baseURL)
        defer { proxy.stop() }
        let api = proxy.url.absoluteString
        let plain = try await fixture.repos(["list", "atomicrobot", "--limit", "3"])

        let untrusted = try await fixture.repos(["list", "atomicrobot", "--limit", "3", "--api-url", api])
        #expect(untrusted.status == 1)
        #expect(untrusted.stderr.hasPrefix("Error: the certificate of localhost is not trusted (SSL certificate problem: "), "\(untrusted.stderr)")
        #expect(untrusted.stderr.hasSuffix("); set SSL_CERT_FILE to your CA bundle\n"))
        #expect(untrusted.stderr.split(separator: "\n").count == 1)
        // Never retried, never retried without verification: nothing reached the server.
        #expect(fixture.server.requests.count == 1)

        for environment in [["SSL_CERT_FILE": proxy.caFile], ["CURL_CA_BUNDLE": proxy.caFile], ["SSL_CERT_DIR": proxy.caDirectory]] {
            let trusted = try await fixture.repos(["list", "atomicrobot", "--limit", "3", "--api-url", api, "-v"], environment: environment)
            #expect(trusted.status == 0, "\(environment): \(trusted.stderr)")
            #expect(trusted.stdout == plain.stdout)
            #expect(trusted.stderr.contains("→ 200 h2"), "\(trusted.stderr)")
        }
    }

    @Test func anHTTPProxyCarriesTheRequestsAndNoProxyBypassesIt() async throws {
        // The fixture server is the proxy: it answers absolute-form requests for any host.
        let fixture = try Fixture()
        let proxied = try await fixture.repos(
            ["list", "atomicrobot", "--limit", "3", "--api-url", "http://ghe.example.invalid"],
            environment: ["HTTP_PROXY": fixture.server.baseURL.absoluteString])
        #expect(proxied.status == 0, "\(proxied.stderr)")
        #expect(proxied.lines.count == 3)
        #expect(fixture.server.requests.first?.target.hasPrefix("http://ghe.example.invalid/orgs/atomicrobot/repos") == true)

        for name in ["http_proxy", "ALL_PROXY"] {
            fixture.server.resetLog()
            let run = try await fixture.repos(
                ["list", "atomicrobot", "--limit", "3", "--api-url", "http://ghe.example.invalid"],
                environment: [name: fixture.server.baseURL.absoluteString])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(fixture.server.requests.first?.target.hasPrefix("http://ghe.example.invalid/") == true, "\(name)")
        }

        // A proxy that is not there, bypassed for this host by NO_PROXY.
        let refusing = try RefusingPort()
        let dead = refusing.url
        let direct = try await fixture.repos(["list", "atomicrobot", "--limit", "3"], environment: ["HTTP_PROXY": dead, "NO_PROXY": "127.0.0.1"])
        #expect(direct.status == 0, "\(direct.stderr)")
        let blocked = try await fixture.repos(["list", "atomicrobot", "--limit", "3", "--timeout", "2"], environment: ["HTTP_PROXY": dead])
        #expect(blocked.status == 75)
        withExtendedLifetime(refusing) {}
    }

    @Test func ghHostNamesTheEnterpriseAPIAsGhDoes() async throws {
        let fixture = try Fixture()
        let refusing = try RefusingPort()
        defer { withExtendedLifetime(refusing) {} }
        // HOST/api/v3 over https: refused here for its certificate or connection, but the URL
        // in the message shows where it went; the test needs no name server.
        let run = try await fixture.repos(
            ["list", "atomicrobot", "--limit", "1", "-v", "--timeout", "2"],
            environment: ["GITHUB_API_URL": "", "GH_HOST": "127.0.0.1:\(refusing.port)"])
        #expect(run.stderr.contains("* GET https://127.0.0.1:"), "\(run.stderr)")
        #expect(run.stderr.contains("/api/v3/orgs/atomicrobot/repos"))
        // GITHUB_API_URL wins over GH_HOST.
        let api = try await fixture.repos(["list", "atomicrobot", "--limit", "1"], environment: ["GH_HOST": "ghe.example.invalid"])
        #expect(api.status == 0, "\(api.stderr)")
    }
}
