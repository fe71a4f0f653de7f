import Models

/// Whether a pull request can merge, in words: GitHub's `mergeable` and `mergeable_state` read
/// as a person would say them.
public enum Mergeability {
    /// The words for `pull`, or nil for one that is closed or merged (nothing left to merge).
    public static func words(_ pull: PullRequest) -> String? {
        guard pull.state == "open", pull.mergedAt == nil else { return nil }
        guard let mergeable = pull.mergeable else { return "GitHub is still computing mergeability" }
        switch pull.mergeableState {
        case "clean": return "ready to merge"
        case "dirty": return "conflicts with the base branch"
        case "blocked": return "blocked: a required review or check is missing"
        case "behind": return "behind the base branch"
        case "unstable": return "mergeable, but some checks are not passing"
        case "has_hooks": return "mergeable, with hooks to run"
        case "draft": return "a draft: not ready to merge"
        case "unknown", nil: return mergeable ? "mergeable" : "not mergeable"
        case let other?: return (mergeable ? "mergeable" : "not mergeable") + " (\(other))"
        }
    }
}
