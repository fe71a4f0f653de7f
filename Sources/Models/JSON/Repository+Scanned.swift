import Foundation
import JSON

extension Repository: ScannedElement {
    /// A repository read as `init(from:)` reads it, straight from GitHub's bytes: every member
    /// it keeps or checks, of the types the decoder takes, each at most once; the other 60-odd
    /// members checked as the decoder checks them and skipped. nil for anything less plain (the
    /// decoder then reads the page, with its own errors and paths).
    public static func scanned(startingWith first: JSONScanner.Token, from tokens: inout JSONScanner.Tokens) -> Repository? {
        guard first == .open(UInt8(ascii: "{")) else { return nil }
        var read = Read()
        var seen: UInt32 = 0
        let complete = tokens.container(UInt8(ascii: "{")) { key, value, tokens in
            guard let key else { return false }
            guard let member = Member.named(key) else { return tokens.skipValue(startingWith: value) }
            // A member twice is the decoder's to settle.
            let bit: UInt32 = 1 << member.bit
            guard seen & bit == 0 else { return false }
            seen |= bit
            return read.take(member, value, from: &tokens)
        }
        guard complete, let id = read.id, let name = read.name, let fullName = read.fullName else { return nil }
        var repository = Repository(
            id: id, name: name, fullName: fullName, owner: read.owner ?? User(login: nil), isPrivate: read.isPrivate ?? false,
            description: read.description, isFork: read.isFork ?? false, language: read.language, stargazersCount: read.stargazersCount,
            forksCount: read.forksCount, archived: read.archived, topics: read.topics, updatedAt: read.updatedAt, pushedAt: read.pushedAt,
            htmlURL: read.htmlURL)
        repository.visibility = read.visibility
        repository.homepage = read.homepage
        repository.license = read.license
        repository.defaultBranch = read.defaultBranch
        repository.openIssuesCount = read.openIssuesCount
        return repository
    }

    /// The members `init(from:)` reads: its coding keys, each told by GitHub's name.
    private typealias Member = CodingKeys

    /// What has been read of one repository so far.
    private struct Read {
        var id: Int64?
        var name, fullName, description, language, visibility, htmlURL, homepage, defaultBranch: String?
        var isPrivate, isFork, archived: Bool?
        var stargazersCount, forksCount, openIssuesCount: Int?
        var updatedAt, pushedAt: Date?
        var owner: User?
        var topics: [String]?
        var license: License?

        /// Reads `member` from `value`, its first token; false when the decoder would not read
        /// it so (or not at all).
        mutating func take(_ member: Member, _ value: JSONScanner.Token, from tokens: inout JSONScanner.Tokens) -> Bool {
            switch member {
            case .id:
                guard case .scalar(let range) = value, let number = tokens.plainInt(range) else { return false }
                id = Int64(number)
            case .name: return Self.required(tokens.optionalString(value), into: &name)
            case .fullName: return Self.required(tokens.optionalString(value), into: &fullName)
            case .nodeID, .url: return tokens.optionalString(value) != nil
            case .isPrivate: return Self.optional(tokens.optionalBool(value), into: &isPrivate)
            case .isFork: return Self.optional(tokens.optionalBool(value), into: &isFork)
            case .archived: return Self.optional(tokens.optionalBool(value), into: &archived)
            case .description: return Self.optional(tokens.optionalString(value), into: &description)
            case .language: return Self.optional(tokens.optionalString(value), into: &language)
            case .visibility: return Self.optional(tokens.optionalString(value), into: &visibility)
            case .htmlURL: return Self.optional(tokens.optionalString(value), into: &htmlURL)
            case .homepage: return Self.optional(tokens.optionalString(value), into: &homepage)
            case .defaultBranch: return Self.optional(tokens.optionalString(value), into: &defaultBranch)
            case .stargazersCount: return Self.optional(tokens.optionalInt(value), into: &stargazersCount)
            case .forksCount: return Self.optional(tokens.optionalInt(value), into: &forksCount)
            case .openIssuesCount: return Self.optional(tokens.optionalInt(value), into: &openIssuesCount)
            case .updatedAt: return Self.date(tokens.optionalString(value), into: &updatedAt)
            case .pushedAt: return Self.date(tokens.optionalString(value), into: &pushedAt)
            case .topics: return Self.optional(Self.strings(value, from: &tokens), into: &topics)
            case .owner: return Self.optional(Self.user(value, from: &tokens), into: &owner)
            case .license: return Self.optional(Self.license(value, from: &tokens), into: &license)
            }
            return true
        }

        /// A required member: present and not null.
        private static func required<Value>(_ read: Value??, into slot: inout Value?) -> Bool {
            guard case .some(.some(let value)) = read else { return false }
            slot = value
            return true
        }

        /// An optional member: a value or null.
        private static func optional<Value>(_ read: Value??, into slot: inout Value?) -> Bool {
            guard case .some(let value) = read else { return false }
            slot = value
            return true
        }

        /// A date as `GitHubJSON`'s strategy reads it; a string it cannot parse is the decoder's
        /// error.
        private static func date(_ read: String??, into slot: inout Date?) -> Bool {
            guard case .some(let text) = read else { return false }
            guard let text else { return true }
            guard let date = GitHubJSON.parseDate(text) else { return false }
            slot = date
            return true
        }

        /// `[String]?`: an array of plain strings, or null.
        private static func strings(_ value: JSONScanner.Token, from tokens: inout JSONScanner.Tokens) -> [String]?? {
            if case .scalar(let range) = value { return tokens.isNull(range) ? .some(nil) : nil }
            guard value == .open(UInt8(ascii: "[")) else { return nil }
            var strings: [String] = []
            let complete = tokens.container(UInt8(ascii: "[")) { _, first, tokens in
                guard case .some(.some(let text)) = tokens.optionalString(first) else { return false }
                strings.append(text)
                return true
            }
            return complete ? .some(strings) : nil
        }

        /// `User?`: its four optional members read, the rest checked and skipped; or null.
        private static func user(_ value: JSONScanner.Token, from tokens: inout JSONScanner.Tokens) -> User?? {
            if case .scalar(let range) = value { return tokens.isNull(range) ? .some(nil) : nil }
            guard value == .open(UInt8(ascii: "{")) else { return nil }
            var user = User(login: nil)
            var seen = 0
            let complete = tokens.container(UInt8(ascii: "{")) { key, value, tokens in
                guard let key else { return false }
                // Each of the four once; one twice is the decoder's to settle.
                let bit = key == "login" ? 1 : key == "id" ? 2 : key == "type" ? 4 : key == "html_url" ? 8 : 0
                guard bit != 0 else { return tokens.skipValue(startingWith: value) }
                guard seen & bit == 0 else { return false }
                seen |= bit
                switch bit {
                case 1: return optional(tokens.optionalString(value), into: &user.login)
                case 4: return optional(tokens.optionalString(value), into: &user.type)
                case 8: return optional(tokens.optionalString(value), into: &user.htmlURL)
                default:
                    var id: Int?
                    guard optional(tokens.optionalInt(value), into: &id) else { return false }
                    user.id = id.map(Int64.init)
                    return true
                }
            }
            return complete ? .some(user) : nil
        }

        /// `License?`: its two optional members read, the rest checked and skipped; or null.
        private static func license(_ value: JSONScanner.Token, from tokens: inout JSONScanner.Tokens) -> License?? {
            if case .scalar(let range) = value { return tokens.isNull(range) ? .some(nil) : nil }
            guard value == .open(UInt8(ascii: "{")) else { return nil }
            var license = License(name: nil, spdxID: nil)
            var seen = 0
            let complete = tokens.container(UInt8(ascii: "{")) { key, value, tokens in
                guard let key else { return false }
                let bit = key == "name" ? 1 : key == "spdx_id" ? 2 : 0
                guard bit != 0 else { return tokens.skipValue(startingWith: value) }
                guard seen & bit == 0 else { return false }
                seen |= bit
                return bit == 1
                    ? optional(tokens.optionalString(value), into: &license.name) : optional(tokens.optionalString(value), into: &license.spdxID)
            }
            return complete ? .some(license) : nil
        }
    }
}

extension Repository.CodingKeys {
    /// Its bit among the members seen.
    fileprivate var bit: UInt32 { UInt32(Self.allCases.firstIndex(of: self) ?? 0) }

    /// The members by the length of their names, for `named`.
    private static let byLength: [Int: [(name: [UInt8], member: Self)]] = Dictionary(
        grouping: allCases.map { (Array($0.rawValue.utf8), $0) }, by: { $0.0.count })

    /// The member `key` names, or nil for one `init(from:)` does not read: the bytes compared,
    /// no `String` made (a repository has 80-odd members, and a page 100 repositories).
    fileprivate static func named(_ key: ScannedKey) -> Self? {
        guard let candidates = byLength[key.bytes.count] else { return nil }
        return candidates.first { $0.name.elementsEqual(key.bytes) }?.member
    }
}
