/// The environment `repos` reads, documented once for help and the man page.
enum EnvironmentVariables {
    /// Name and meaning, in the order they are documented.
    static let all: [(name: String, meaning: String)] = [
        ("GH_TOKEN, GITHUB_TOKEN", "Token sent to the API (GH_TOKEN first); else `gh auth token` if gh is installed. Never printed."),
        ("GITHUB_API_URL", "API base URL, e.g. https://ghe.example.com/api/v3; --api-url wins."),
        ("REPOS_ORG", "Default organization (else atomicrobot)."),
        ("XDG_CACHE_HOME", "Response cache under $XDG_CACHE_HOME/repos (else ~/.cache/repos)."),
        ("REPOS_PAGER, PAGER", "Pager for output taller than the terminal (else less -FRX); --no-pager turns it off."),
        ("NO_COLOR", "Set and non-empty: no colour (unless --color always). TERM=dumb does the same."),
        ("COLUMNS", "Table width when the terminal does not say."),
        ("TZ", "Time zone for reset times."),
    ]
}
