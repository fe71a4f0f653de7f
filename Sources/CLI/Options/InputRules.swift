import ArgumentParser
import Foundation
import Models
import Service
import Views

/// Checks of user input made before any request, each failing with a usage error.
enum InputRules {
    private static let nameCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")

    /// An org, user, owner or repository name by GitHub's rules: letters, digits, `-`, `_`, `.`;
    /// not `.` or `..`, no `..` inside, at most 100 characters.
    static func name(_ text: String, kind: String) throws(UsageError) -> String {
        guard !text.isEmpty, text.count <= 100, text != ".", !text.contains(".."), text.unicodeScalars.allSatisfy(nameCharacters.contains) else {
            throw UsageError("Invalid \(kind) name '\(printable(text))': use letters, digits, '-', '_' and '.'")
        }
        return text
    }

    /// Each of `targets` checked: `owner/repo` a repository, anything else an organization (or a
    /// user), as `prs`, `issues` and `watch` take them.
    static func targets(_ targets: [String]) throws(UsageError) -> [WorkTarget] {
        var resolved: [WorkTarget] = []
        for target in targets {
            if target.contains("/") {
                let (owner, name) = try repository(target, defaultOwner: "")
                resolved.append(.repository(owner: owner, name: name))
            } else {
                resolved.append(.owner(try name(target, kind: "organization")))
            }
        }
        return resolved
    }

    /// `owner/name`, or `name` in `defaultOwner`.
    static func repository(_ text: String, defaultOwner: String) throws(UsageError) -> (owner: String, repo: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1:
            return (try name(defaultOwner, kind: "owner"), try name(parts[0], kind: "repository"))
        case 2:
            return (try name(parts[0], kind: "owner"), try name(parts[1], kind: "repository"))
        default:
            throw UsageError("Invalid repository '\(printable(text))': use owner/name or name")
        }
    }

    /// Where `repos` talks to when neither `--api-url` nor `$GITHUB_API_URL` says.
    static let defaultAPIURL: URL = {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.github.com"
        return components.url ?? URL(fileURLWithPath: "/")
    }()

    /// A SHA, branch or tag: printable, no spaces, at most 255 characters (it is percent-encoded).
    static func ref(_ text: String) throws(UsageError) -> String {
        guard !text.isEmpty, text.count <= 255, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) })
        else {
            throw UsageError("Invalid ref '\(printable(text))': use a SHA, branch or tag name")
        }
        return text
    }

    /// Two refs to compare, `<base>...<head>` or `<base>..<head>` (git and GitHub take both; a
    /// ref name never holds `..`, so the first split is the only one), each a valid ref. A side git
    /// would not take as a ref name (holding `..`, or a part starting with `.`, as `.main` in
    /// `release/1.0....main`) is refused here rather than asked of GitHub.
    static func comparison(_ text: String) throws(UsageError) -> (base: String, head: String) {
        let parts = text.range(of: "...") ?? text.range(of: "..")
        let namesRefs = { (side: Substring) in
            !side.isEmpty && !side.contains("..") && !side.split(separator: "/", omittingEmptySubsequences: false).contains { $0.hasPrefix(".") }
        }
        guard let parts, namesRefs(text[..<parts.lowerBound]), namesRefs(text[parts.upperBound...]) else {
            throw UsageError("Invalid comparison '\(printable(text))': use <base>...<head>, e.g. release/1.0...main")
        }
        return (try ref(String(text[..<parts.lowerBound])), try ref(String(text[parts.upperBound...])))
    }

    /// A path inside a repository (`Sources/Rocket`): names separated by `/`, never `.`, `..` or
    /// an empty part; the root (`""` or `/`) only when `allowsRoot`.
    static func path(_ text: String, allowsRoot: Bool) throws(UsageError) -> RepositoryPath {
        guard let path = RepositoryPath(text), allowsRoot || path != .root else {
            throw UsageError("Invalid path '\(printable(text))': use names separated by '/', without '.', '..' or empty parts")
        }
        return path
    }

    /// A whole number from `minimum` to `maximum`.
    static func integer(_ text: String, option: String, minimum: Int, maximum: Int) throws(UsageError) -> Int {
        guard let value = Int(text), value >= minimum, value <= maximum else {
            throw UsageError("The value '\(printable(text))' is invalid for '\(option)': expected a whole number from \(minimum) to \(maximum)")
        }
        return value
    }

    /// How many items to show (`--limit`): 1 to a million.
    static func count(_ text: String, label: String) throws(UsageError) -> Int {
        try integer(text, option: label, minimum: 1, maximum: 1_000_000)
    }

    /// A number of seconds from `minimum` to `maximum`.
    static func seconds(_ text: String, option: String, minimum: Double, maximum: Double) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, value >= minimum, value <= maximum else {
            throw UsageError("The value '\(printable(text))' is invalid for '\(option)': expected seconds from \(Int(minimum)) to \(Int(maximum))")
        }
        return value
    }

    /// A length of time, up to `maximum` seconds: whole seconds, or a whole number with a unit
    /// (`90s`, `10m`, `2h`, `1d`).
    static func duration(_ text: String, option: String, maximum: Double) throws(UsageError) -> Double {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        let unit = text.last.flatMap { units[$0] }
        let digits = unit == nil ? Substring(text) : text.dropLast()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let count = Int(digits), count >= 0,
            Double(count) * (unit ?? 1) <= maximum
        else {
            throw UsageError(
                "The value '\(printable(text))' is invalid for '\(option)': expected a duration such as 90s, 10m, 2h or 1d, up to \(Int(maximum / 86_400)) days"
            )
        }
        return Double(count) * (unit ?? 1)
    }

    /// `YYYY-MM-DD` or an ISO 8601 date-time, between 1970 and 2099 (git's range), as ISO UTC.
    static func date(_ text: String, option: String) throws(UsageError) -> String {
        guard let date = moment(text) else {
            throw UsageError("The value '\(printable(text))' is invalid for '\(option)': expected YYYY-MM-DD or an ISO 8601 time between 1970 and 2099")
        }
        return date.formatted(.iso8601)
    }

    /// The moment `text` names, `YYYY-MM-DD` (midnight UTC) or an ISO 8601 date-time, when it
    /// is valid and between 1970 and 2099.
    static func moment(_ text: String) -> Date? {
        let candidate = text.count == 10 ? text + "T00:00:00Z" : text
        guard hasValidFields(candidate), let date = try? Date(candidate, strategy: .iso8601),
            date >= Date(timeIntervalSince1970: 0), date < Date(timeIntervalSince1970: 4_102_444_800)
        else { return nil }
        return date
    }

    /// Whether the calendar and clock fields are in range: the ISO parser would roll 25:00 over to
    /// the next day, and a typo should be an error, not another date.
    private static func hasValidFields(_ text: String) -> Bool {
        guard text.count >= 20, text.allSatisfy(\.isASCII) else { return false }
        func number(_ from: Int, _ length: Int) -> Int? {
            let start = text.index(text.startIndex, offsetBy: from)
            return Int(text[start..<text.index(start, offsetBy: length)])
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...12).contains(month) && day >= 1 && day <= days[month - 1] && hour < 24 && minute < 60 && second < 60
    }

    /// An API base URL: http or https with a host.
    static func apiURL(_ text: String, option: String = "--api-url <url>") throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty else {
            throw UsageError("The value '\(printable(text))' is invalid for '\(option)': expected an http or https URL")
        }
        return url
    }

    /// Text safe to echo in an error line: controls shown, not obeyed; long input cut.
    static func printable(_ text: String) -> String {
        escaped(UsageError.shown(text))
    }

    /// `text` with every terminal-unsafe character shown as `\u{…}`, not obeyed: how a usage
    /// error, which quotes what was typed, is written.
    static func escaped(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if TerminalSafety.isUnsafe(scalar.value) {
                shown += String(format: "\\u{%X}", scalar.value)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
