/// The environment `repos` reads, each documented on its case for help and the man page.
enum EnvironmentVariable: CaseIterable, Sendable {
    case token, apiURL, host, caFile, caDirectory, proxy, noProxy, organization, cacheHome, pager, diffPager, browser, noColor, hyperlinks, accessible, columns,
        locale, timeZone

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
        case .diffPager: return ["REPOS_DIFF_PAGER"]
        case .browser: return ["BROWSER"]
        case .noColor: return ["NO_COLOR"]
        case .hyperlinks: return ["FORCE_HYPERLINK"]
        case .accessible: return ["ACCESSIBLE"]
        case .columns: return ["COLUMNS"]
        case .locale: return ["LC_ALL", "LC_CTYPE", "LANG"]
        case .timeZone: return ["TZ"]
        }
    }

    /// `GH_TOKEN, GITHUB_TOKEN`, as help lists them.
    var names: String { variables.joined(separator: ", ") }

    /// `$REPOS_ORG`: the first variable as a shell writes it, for help and messages that name it.
    var shell: String { "$" + variables[0] }

    /// What it does, as help, the man page and the README say it (the README's table is tested
    /// against these).
    var meaning: String {
        switch self {
        case .token:
            return
                "Token sent as Authorization: Bearer (GH_TOKEN first); when neither is set and gh is on the PATH, the output of gh auth token --hostname <API host> if it exits 0 within \(Int(GitHubCLIToken.patience)) s. Never printed (-v says only where it came from), never sent to another host, nor over plain http to a host that is not this machine."
        case .apiURL:
            return "API base URL, e.g. https://ghe.example.com/api/v3 for GitHub Enterprise; --api-url wins."
        case .host:
            return "GitHub host, as gh takes it: github.com means https://api.github.com, any other HOST https://HOST/api/v3; GITHUB_API_URL and --api-url win."
        case .caFile:
            return
                "PEM file of CA certificates to trust instead of the system's (SSL_CERT_FILE first), for an internal CA. A certificate that does not verify is an error (exit 1), never retried, and never retried without verification."
        case .caDirectory:
            return "Directory of hashed CA certificates (openssl rehash) to trust."
        case .proxy:
            return
                "Proxy for https (tunnelled with CONNECT) and http requests, e.g. http://proxy:3128; the lower-case names too; ALL_PROXY serves both. Read by repos and handed to libcurl, which reads no environment of its own."
        case .noProxy:
            return "Hosts reached directly: comma-separated names or .domains, or *."
        case .organization:
            return "Default organization (else \(OwnerOptions.defaultOrganization))."
        case .cacheHome:
            return "Response cache under $XDG_CACHE_HOME/repos (else ~/.cache/repos)."
        case .pager:
            return
                "Pager for output taller than the terminal (else less -FRX, with LESS=FRX when LESS is unset), started in the terminal's foreground process group, through sh -c only when the command holds shell syntax; --no-pager turns it off; never used when stdout is not a terminal, nor on TERM=dumb, which cannot page."
        case .diffPager:
            return
                "Pager for commit --patch and compare --patch on a terminal, always handed git's plain text (uncoloured, unnumbered), as gh pr diff does; a pager set above that is delta or diff-so-fancy is used the same way. Empty: none. --no-pager turns it off."
        case .browser:
            return
                "Web browser for browse's o: a colon-separated list of commands, each with its own arguments and %s for the URL (else the URL comes last), tried in turn without a shell; else xdg-open (open on macOS). Only a page of the configured GitHub host is ever opened."
        case .noColor:
            return "Set and non-empty: no colour (unless --color always). TERM=dumb does the same."
        case .hyperlinks:
            return
                "1: a README's links are OSC 8 hyperlinks on a terminal, their text alone; 0: always text <url>. Unset, hyperlinks where the terminal is known to follow them (iTerm2, WezTerm, kitty, VTE 0.50+, Windows Terminal, Konsole, foot, Ghostty, VS Code), never inside tmux or screen. Only http(s) links ever become one."
        case .accessible:
            return "Set and non-empty: browse writes plain lines for a screen reader (browse --accessible): no alternate screen, spinner or cursor movement."
        case .columns:
            return "Table width when the terminal does not say."
        case .locale:
            return
                "The character set, read as the C library reads it (LC_ALL first). One that is not UTF-8 (C, POSIX, unset), or TERM=vt100, vt220 or linux, shows each glyph on a terminal as ASCII, column for column (… as ~, ▌ as >, é as e); piped output stays UTF-8."
        case .timeZone:
            return "Time zone of reset times."
        }
    }

    /// The README's row: the variables in backticks, then the meaning.
    var markdownRow: String { "| " + variables.map { "`\($0)`" }.joined(separator: ", ") + " | \(meaning) |" }

    /// The first of its variables set to something other than the empty string.
    func value(in environment: [String: String]) -> String? {
        Self.first(variables, in: environment)
    }

    /// Whether colour is turned off: `NO_COLOR` set and non-empty, or `TERM=dumb`.
    static func forbidsColor(in environment: [String: String]) -> Bool {
        noColor.value(in: environment) != nil || isDumbTerminal(in: environment)
    }

    /// Whether `TERM` says the terminal can neither colour nor move its cursor (Emacs's shell,
    /// some CI logs).
    static func isDumbTerminal(in environment: [String: String]) -> Bool {
        environment["TERM"] == "dumb"
    }

    /// Whether a terminal shows only ASCII: the locale's charset is not UTF-8 (the first of
    /// `LC_ALL`, `LC_CTYPE`, `LANG` set names it; none set is the C locale), or `TERM` is a
    /// terminal without those glyphs.
    static func showsOnlyASCII(in environment: [String: String]) -> Bool {
        if let term = environment["TERM"], ["vt52", "vt100", "vt102", "vt220", "linux"].contains(term) { return true }
        let charset = (locale.value(in: environment) ?? "C").lowercased()
        return !(charset.contains("utf-8") || charset.contains("utf8"))
    }

    /// Whether the terminal follows OSC 8 hyperlinks: `FORCE_HYPERLINK` says, else the terminals
    /// known to (as the supports-hyperlinks convention reads them). A multiplexer between is
    /// never assumed to pass them on.
    static func allowsHyperlinks(in environment: [String: String]) -> Bool {
        if let forced = hyperlinks.value(in: environment) { return forced != "0" }
        if environment["TMUX"] != nil || environment["STY"] != nil || isDumbTerminal(in: environment) { return false }
        let programs: Set = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper"]
        if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5_000 { return true }
        let terminals: Set = ["xterm-kitty", "foot", "foot-extra", "xterm-ghostty", "wezterm"]
        if let term = environment["TERM"], terminals.contains(term) { return true }
        return ["KITTY_WINDOW_ID", "WT_SESSION", "KONSOLE_VERSION"].contains { environment[$0] != nil }
    }

    /// The proxy for `scheme` (`http` or `https`), as curl reads them: its own variable,
    /// upper-case then lower-case, else `ALL_PROXY`/`all_proxy`.
    static func proxy(for scheme: String, in environment: [String: String]) -> String? {
        let own = scheme.uppercased() + "_PROXY"
        return first([own, own.lowercased()], in: environment) ?? first(["ALL_PROXY", "all_proxy"], in: environment)
    }

    /// The account's home, `HOME`, where the cache goes when `XDG_CACHE_HOME` does not say.
    static func home(in environment: [String: String]) -> String? {
        first(["HOME"], in: environment)
    }

    /// less's own options, `LESS`: the pager's defaults go there unless the user set them.
    static let lessOptions = "LESS"

    /// less's charset, `LESSCHARSET` (and `LESSCHARDEF`, its other spelling): set to UTF-8 for
    /// `repos`'s own less unless the user set one.
    static let lessCharsets = ["LESSCHARSET", "LESSCHARDEF"]

    /// The folders programs are looked for in (`gh`, the web browser): `PATH`, else none.
    static func searchPath(in environment: [String: String]) -> String {
        environment["PATH"] ?? ""
    }

    /// The hosts reached directly, `NO_PROXY` else `no_proxy`.
    static func directHosts(in environment: [String: String]) -> String? {
        first(["NO_PROXY", "no_proxy"], in: environment)
    }

    /// The first of `names` set to something other than the empty string.
    private static func first(_ names: [String], in environment: [String: String]) -> String? {
        names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
}
