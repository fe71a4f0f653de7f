import Foundation
import TestSupport
import Testing

/// `repos compare` with a ref GitHub does not know: its 404 does not say which, so each side is
/// asked after it, and the error names the side to fix; a missing repository is still said as one.
@MainActor
@Suite struct UnknownRefEndToEndTests {
    static func fixture() throws -> Fixture {
        try Fixture { request, _ in
            let unknown = ["nosuch", "gone"]
            let commits = ["/repos/atomicrobot/bottle-rocket/commits", "/repos/atomicrobot/nope/commits"]
            guard commits.contains(request.path), request.path.hasSuffix("nope/commits") || unknown.contains(request.query["sha"] ?? "") else { return nil }
            return .json(404, #"{"message":"Not Found","status":"404"}"#)
        }
    }

    @Test(arguments: [
        (
            ["compare", "atomicrobot/bottle-rocket", "main...nosuch"],
            "Error: head 'nosuch' of main...nosuch in 'atomicrobot/bottle-rocket' not found; check the name, or set GH_TOKEN if it is private"
        ),
        (
            ["compare", "atomicrobot/bottle-rocket", "gone...main"],
            "Error: base 'gone' of gone...main in 'atomicrobot/bottle-rocket' not found; check the name, or set GH_TOKEN if it is private"
        ),
        (
            ["compare", "atomicrobot/nope", "main...dev"],
            "Error: repository 'atomicrobot/nope' or ref 'main...dev' not found; check the name, or set GH_TOKEN if it is private"
        ),
        (
            ["commits", "atomicrobot/bottle-rocket", "--ref", "nosuch"],
            "Error: repository 'atomicrobot/bottle-rocket' or ref 'nosuch' not found; check the name, or set GH_TOKEN if it is private"
        ),
    ])
    func theUnknownSideIsNamed(arguments: [String], message: String) async throws {
        let fixture = try Self.fixture()
        let run = try await fixture.repos(arguments)
        #expect(run.status == 1)
        #expect(run.stderr == message + "\n")
        // At most the comparison and one page of each side's history.
        #expect(fixture.server.requests.count <= 3)
    }
}
