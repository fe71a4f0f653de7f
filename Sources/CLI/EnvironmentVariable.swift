/// The environment `repos` reads, each documented on its case for help and the man page.
enum EnvironmentVariable: CaseIterable, Sendable {
    case token, apiURL, host, caFile, caDirectory, proxy, noProxy, organization, cacheHome, pager, noColor, columns, timeZone

    /// The variables, in the order they are consulted.
    var variables: [String] {
        switch self {
        case .token: return ["GH_TOKEN", "GITHUB_TOKEN"]
        case .apiURL: return ["GITHUB_API_URL"]
        case .host: return ["GH_HOST"]
        case .caFile: return ["SSL_CERT_FILE", "CURL_CA_BUNDLE"]
        case .caDirectory: return ["SSL_CERT_DIR"]
        case .proxy: return ["HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY"]
        case .noProxy: return ["NO_PROXY"]
        case .organization: return ["REPOS_ORG"]
        case .cacheHome: return ["XDG_CACHE_HOME"]
        case .pager: return ["REPOS_PAGER", "PAGER"]
        case .noColor: return ["NO_COLOR"]
        case .columns: return ["COLUMNS"]
        case .timeZone: return ["TZ"]
        }
    }

    /// `GH_TOKEN, GITHUB_TOKEN`, as help lists them.
    var names: String { variables.joined(separator: ", ") }

    /// What it does.
    var meaning: String {
        switch self {
        case .token: return "Token sent to the API (GH_TOKEN first); else `gh auth token` if gh is installed. Never printed."
        case .apiURL: return "API base URL, e.g. https://ghe.example.com/api/v3; --api-url wins."
        case .host: return "GitHub host, as gh takes it: github.com means api.github.com, any other HOST https://HOST/api/v3; GITHUB_API_URL and --api-url win."
        case .caFile: return "PEM file of CA certificates to trust instead of the system's (SSL_CERT_FILE first): an internal CA."
        case .caDirectory: return "Directory of hashed CA certificates to trust."
        case .proxy: return "Proxy for https (tunnelled) and http requests, e.g. http://proxy:3128; lower-case names too. ALL_PROXY serves both."
        case .noProxy: return "Hosts reached directly: comma-separated names or .domains, or *."
        case .organization: return "Default organization (else \(OwnerOptions.defaultOrganization))."
        case .cacheHome: return "Response cache under $XDG_CACHE_HOME/repos (else ~/.cache/repos)."
        case .pager: return "Pager for output taller than the terminal (else less -FRX); --no-pager turns it off."
        case .noColor: return "Set and non-empty: no colour (unless --color always). TERM=dumb does the same."
        case .columns: return "Table width when the terminal does not say."
        case .timeZone: return "Time zone for reset times."
        }
    }

    /// The first of its variables set to something other than the empty string.
    func value(in environment: [String: String]) -> String? {
        variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
}
