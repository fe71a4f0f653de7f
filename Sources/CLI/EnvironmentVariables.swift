/// The environment `repos` reads, documented once for help and the man page.
enum EnvironmentVariables {
    /// Name and meaning, in the order they are documented.
    static let all: [(name: String, meaning: String)] = [
        ("GH_TOKEN, GITHUB_TOKEN", "Token sent to the API (GH_TOKEN first); else `gh auth token` if gh is installed. Never printed."),
        ("GITHUB_API_URL", "API base URL, e.g. https://ghe.example.com/api/v3; --api-url wins."),
        ("GH_HOST", "GitHub host, as gh takes it: github.com means api.github.com, any other HOST https://HOST/api/v3; GITHUB_API_URL and --api-url win."),
        ("SSL_CERT_FILE, CURL_CA_BUNDLE", "PEM file of CA certificates to trust instead of the system's (SSL_CERT_FILE first): an internal CA."),
        ("SSL_CERT_DIR", "Directory of hashed CA certificates to trust."),
        (
            "HTTPS_PROXY, HTTP_PROXY, ALL_PROXY",
            "Proxy for https (tunnelled) and http requests, e.g. http://proxy:3128; lower-case names too. ALL_PROXY serves both."
        ),
        ("NO_PROXY", "Hosts reached directly: comma-separated names or .domains, or *."),
        ("REPOS_ORG", "Default organization (else atomicrobot)."),
        ("XDG_CACHE_HOME", "Response cache under $XDG_CACHE_HOME/repos (else ~/.cache/repos)."),
        ("REPOS_PAGER, PAGER", "Pager for output taller than the terminal (else less -FRX); --no-pager turns it off."),
        ("NO_COLOR", "Set and non-empty: no colour (unless --color always). TERM=dumb does the same."),
        ("COLUMNS", "Table width when the terminal does not say."),
        ("TZ", "Time zone for reset times."),
    ]
}
