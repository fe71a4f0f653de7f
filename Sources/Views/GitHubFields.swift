/// The top-level fields GitHub documents for each object `repos` prints, in GitHub's order: what
/// `--json a,b` may select. They are checked before any request, so a typo is a usage error, and
/// they include fields the models do not decode (`has_wiki`, `mirror_url`, `permissions`).
public enum GitHubFields {
    /// "Minimal Repository", the items of `GET /orgs/{org}/repos` and `GET /users/{user}/repos`.
    public static let repository = [
        "id", "node_id", "name", "full_name", "private", "owner", "html_url", "description", "fork", "url",
        "forks_url", "keys_url", "collaborators_url", "teams_url", "hooks_url", "issue_events_url", "events_url",
        "assignees_url", "branches_url", "tags_url", "blobs_url", "git_tags_url", "git_refs_url", "trees_url",
        "statuses_url", "languages_url", "stargazers_url", "contributors_url", "subscribers_url", "subscription_url",
        "commits_url", "git_commits_url", "comments_url", "issue_comment_url", "contents_url", "compare_url",
        "merges_url", "archive_url", "downloads_url", "issues_url", "pulls_url", "milestones_url", "notifications_url",
        "labels_url", "releases_url", "deployments_url", "created_at", "updated_at", "pushed_at", "git_url", "ssh_url",
        "clone_url", "svn_url", "homepage", "size", "stargazers_count", "watchers_count", "language", "has_issues",
        "has_projects", "has_downloads", "has_wiki", "has_pages", "has_discussions", "has_pull_requests",
        "pull_request_creation_policy", "forks_count", "mirror_url", "archived", "disabled", "open_issues_count",
        "license", "allow_forking", "is_template", "web_commit_signoff_required", "topics", "visibility", "forks",
        "open_issues", "watchers", "default_branch", "permissions", "role_name", "temp_clone_token",
        "delete_branch_on_merge", "subscribers_count", "network_count", "code_of_conduct", "security_and_analysis",
        "custom_properties",
    ]

    /// The items of `GET /repos/{owner}/{repo}/commits`.
    public static let commit = ["sha", "node_id", "commit", "url", "html_url", "comments_url", "author", "committer", "parents"]

    /// `GET /repos/{owner}/{repo}/commits/{ref}`: a list item plus `stats` and `files`.
    public static let commitDetail = commit + ["stats", "files"]

    /// `GET /repos/{owner}/{repo}/compare/{base}...{head}`.
    public static let comparison = [
        "url", "html_url", "permalink_url", "diff_url", "patch_url", "base_commit", "merge_base_commit", "status", "ahead_by", "behind_by",
        "total_commits", "commits", "files",
    ]

    /// The items of `GET /repos/{owner}/{repo}/branches`.
    public static let branch = ["name", "commit", "protected", "protection", "protection_url"]

    /// The items of `GET /repos/{owner}/{repo}/tags`.
    public static let tag = ["name", "zipball_url", "tarball_url", "commit", "node_id"]

    /// The items of `GET /repos/{owner}/{repo}/releases`.
    public static let release = [
        "url", "assets_url", "upload_url", "html_url", "id", "author", "node_id", "tag_name", "target_commitish", "name", "draft",
        "immutable", "prerelease", "created_at", "updated_at", "published_at", "assets", "tarball_url", "zipball_url", "body",
        "reactions",
    ]

    /// The items of `GET /repos/{owner}/{repo}/pulls` ("pull-request-simple").
    public static let pullRequest = [
        "url", "id", "node_id", "html_url", "diff_url", "patch_url", "issue_url", "commits_url", "review_comments_url", "review_comment_url",
        "comments_url", "statuses_url", "number", "state", "locked", "title", "user", "body", "labels", "milestone", "active_lock_reason",
        "created_at", "updated_at", "closed_at", "merged_at", "merge_commit_sha", "assignee", "assignees", "requested_reviewers",
        "requested_teams", "head", "base", "_links", "author_association", "auto_merge", "draft",
    ]

    /// The items of `GET /repos/{owner}/{repo}/issues` and `GET /search/issues`.
    public static let issue = [
        "url", "repository_url", "labels_url", "comments_url", "events_url", "html_url", "id", "node_id", "number", "title", "user", "labels",
        "state", "locked", "assignee", "assignees", "milestone", "comments", "created_at", "updated_at", "closed_at", "author_association",
        "type", "active_lock_reason", "sub_issues_summary", "draft", "pull_request", "body", "closed_by", "reactions", "timeline_url",
        "performed_via_github_app", "state_reason", "score",
    ]
}
