import Models

/// What an event did, in words, for its one line: "opened PR #12 Fix login", "pushed 3 commits to
/// main", "commented on #5", "released v2.1.0", "created branch fix/x". A type not known here is
/// named as GitHub names it. The words hold GitHub's text as sent: the line makes it safe.
public enum EventWords {
    /// The words for `event`.
    public static func of(_ event: Event) -> String {
        let payload = event.payload
        let action = payload.action ?? ""
        switch event.type {
        case "PushEvent":
            let branch = shortRef(payload.ref ?? "")
            if let size = payload.size { return "pushed \(Plural.count(size, "commit")) to \(branch)" }
            return "pushed to \(branch)" + (payload.head.map { " (\(ShortSHA.of($0)))" } ?? "")
        case "PullRequestEvent":
            let verb = action == "closed" && payload.merged == true ? "merged" : action
            return "\(verb) PR" + item(payload)
        case "IssuesEvent":
            return "\(action) issue" + item(payload)
        case "IssueCommentEvent":
            return "commented on" + (payload.isPullRequest ? " PR" : "") + item(payload)
        case "PullRequestReviewEvent":
            switch payload.reviewState?.lowercased() {
            case "approved": return "approved PR" + item(payload)
            case "changes_requested": return "requested changes on PR" + item(payload)
            default: return "reviewed PR" + item(payload)
            }
        case "PullRequestReviewCommentEvent":
            return "commented on the changes of PR" + item(payload)
        case "CreateEvent", "DeleteEvent":
            let verb = event.type == "CreateEvent" ? "created" : "deleted"
            guard let kind = payload.refType, kind != "repository" else { return "\(verb) the repository" }
            return "\(verb) \(kind)" + (payload.ref.map { " " + $0 } ?? "")
        case "ReleaseEvent":
            let tag = payload.tagName ?? ""
            return (action == "published" || action.isEmpty ? "released" : "\(action) release") + (tag.isEmpty ? "" : " " + tag)
        case "ForkEvent":
            return "forked it" + (payload.forkee.map { " to " + $0 } ?? "")
        case "WatchEvent":
            return "starred it"
        case "MemberEvent":
            return "\(action.isEmpty ? "added" : action) " + (payload.member ?? "someone") + " as a collaborator"
        case "PublicEvent":
            return "made it public"
        case "GollumEvent":
            return "edited " + Plural.count(payload.pages ?? 0, "wiki page")
        case "CommitCommentEvent":
            return "commented on commit" + (payload.commitID.map { " " + ShortSHA.of($0) } ?? "")
        default:
            return event.type
        }
    }

    /// " #12 Fix login": a pull request's or issue's number and title, each when sent.
    private static func item(_ payload: Event.Payload) -> String {
        (payload.number.map { " #\($0)" } ?? "") + (payload.title.map { " " + $0 } ?? "")
    }

    /// `main` for `refs/heads/main`, `v1` for `refs/tags/v1`.
    private static func shortRef(_ ref: String) -> String {
        for prefix in ["refs/heads/", "refs/tags/"] where ref.hasPrefix(prefix) { return String(ref.dropFirst(prefix.count)) }
        return ref
    }
}
