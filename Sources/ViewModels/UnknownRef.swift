import Models
import Reactive
import Service

/// Which of a comparison's two refs GitHub does not know, when its compare answered 404 without
/// saying: each side asked for one page of its history (one request each, only after the 404),
/// so the error can name the side to fix.
public enum UnknownRef {
    /// The side of `base...head` in `owner/repo` that GitHub answers 404 for; nil when both
    /// are known, when both are not (the repository itself is then what is missing), or when a
    /// side cannot be asked about.
    public static func side(
        base: String, head: String, owner: String, repo: String, source: any CommitSource
    ) async -> (ref: String, isBase: Bool)? {
        var unknown: [(ref: String, isBase: Bool)] = []
        for (ref, isBase) in [(base, true), (head, false)] {
            let history = source.commitPages(owner: owner, repo: repo, query: CommitQuery(sha: ref), limit: 1).first()
            do {
                for try await _ in history.values { break }
            } catch GitHubError.notFound {
                unknown.append((ref, isBase))
            } catch {
                return nil
            }
        }
        return unknown.count == 1 ? unknown[0] : nil
    }
}
