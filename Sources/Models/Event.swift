import Foundation

/// One entry of an events feed (`GET /orgs/{org}/events`, `/repos/{o}/{r}/events`,
/// `/users/{u}/events/orgs/{org}`): who did what where, and the few payload fields its one line
/// names. Decoded only to order, filter and draw; JSON output is GitHub's bytes of it.
///
/// Payloads differ by type and by age: GitHub's current `PushEvent` has no `size` or `commits`,
/// its `PullRequestEvent` a minimal pull request without a title; older events carry both. Every
/// payload field is optional, so an event of a type or shape not known here still decodes.
public struct Event: Decodable, Hashable, Sendable {
    /// GitHub's id, a decimal string that grows with time.
    public var id: String
    /// `PushEvent`, `PullRequestEvent`, …
    public var type: String
    /// Who did it (`actor.login`).
    public var actor: String
    /// Where, as `owner/repo` (`repo.name`).
    public var repository: String
    /// When GitHub recorded it.
    public var createdAt: Date
    /// What the line names of it.
    public var payload: Payload

    /// The payload fields the one-line form reads; nil where the type has none or GitHub left
    /// them out.
    public struct Payload: Hashable, Sendable {
        /// `opened`, `closed`, `created`, `published`, `started`, …
        public var action: String?
        /// The pull request's or issue's number.
        public var number: Int?
        /// Its title, when GitHub sent it.
        public var title: String?
        /// Whether the issue a comment is on is a pull request.
        public var isPullRequest = false
        /// Whether a closed pull request was merged.
        public var merged: Bool?
        /// A push's or a create's ref (`refs/heads/main`, `fix/x`).
        public var ref: String?
        /// What was created or deleted: `branch`, `tag` or `repository`.
        public var refType: String?
        /// Commits pushed, when GitHub still sends it.
        public var size: Int?
        /// A release's tag.
        public var tagName: String?
        /// The release a `ReleaseEvent` names, when GitHub sent it whole enough to show.
        public var release: Release?
        /// A fork's `owner/repo`.
        public var forkee: String?
        /// The account a `MemberEvent` added.
        public var member: String?
        /// A review's state (`approved`, `changes_requested`, `commented`).
        public var reviewState: String?
        /// The commit a commit comment is on.
        public var commitID: String?
        /// Wiki pages changed.
        public var pages: Int?
        /// A push's new head commit.
        public var head: String?

        /// A payload with nothing in it.
        public init() {}
    }

    /// Creates an event.
    public init(id: String, type: String, actor: String, repository: String, createdAt: Date, payload: Payload = Payload()) {
        (self.id, self.type, self.actor, self.repository, self.createdAt, self.payload) = (id, type, actor, repository, createdAt, payload)
    }

    /// Whether `id` is later than `other` in GitHub's numbering: digit strings by value (a longer
    /// one is larger), any other text by its characters, so a hostile id orders but never traps.
    public static func isLater(_ id: String, than other: String) -> Bool {
        let digits = { (text: String) in !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        guard digits(id), digits(other) else { return id > other }
        let (left, right) = (id.drop { $0 == "0" }, other.drop { $0 == "0" })
        return left.count != right.count ? left.count > right.count : left > right
    }

    private enum CodingKeys: String, CodingKey {
        case id, type, actor, repo, payload
        case createdAt = "created_at"
    }

    private enum NameKeys: String, CodingKey {
        case login, name
        case fullName = "full_name"
    }

    private enum PayloadKeys: String, CodingKey {
        case action, number, ref, size, head, member, forkee, pages, release, review, comment, issue
        case refType = "ref_type"
        case pullRequest = "pull_request"
    }

    private enum ItemKeys: String, CodingKey {
        case number, title, merged, state
        case tagName = "tag_name"
        case pullRequest = "pull_request"
        case commitID = "commit_id"
    }

    /// Decodes an event leniently: only `id`, `type` and `created_at` must be there and typed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // GitHub sends the id as a string; a number is taken as its digits.
        if let text = try? container.decode(String.self, forKey: .id) {
            id = text
        } else {
            id = String(try container.decode(Int64.self, forKey: .id))
        }
        type = try container.required(.type)
        createdAt = try container.required(.createdAt)
        actor = try Self.name(in: container, .actor, key: .login) ?? ""
        repository = try Self.name(in: container, .repo, key: .name) ?? ""
        payload = try Self.payload(in: container)
    }

    /// The member `key` of the object at `field`, when both are there.
    private static func name(in container: KeyedDecodingContainer<CodingKeys>, _ field: CodingKeys, key: NameKeys) throws -> String? {
        guard let object = try? container.nestedContainer(keyedBy: NameKeys.self, forKey: field) else { return nil }
        return try object.optional(key)
    }

    private static func payload(in container: KeyedDecodingContainer<CodingKeys>) throws -> Payload {
        var payload = Payload()
        guard let fields = try? container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .payload) else { return payload }
        payload.action = try? fields.optional(.action)
        payload.number = try? fields.optional(.number)
        payload.ref = try? fields.optional(.ref)
        payload.refType = try? fields.optional(.refType)
        payload.size = try? fields.optional(.size)
        payload.head = try? fields.optional(.head)
        payload.pages = (try? fields.nestedUnkeyedContainer(forKey: .pages))?.count
        payload.member = (try? fields.nestedContainer(keyedBy: NameKeys.self, forKey: .member)).flatMap { try? $0.optional(.login) }
        payload.forkee = (try? fields.nestedContainer(keyedBy: NameKeys.self, forKey: .forkee)).flatMap { try? $0.optional(.fullName) }
        if let release = try? fields.nestedContainer(keyedBy: ItemKeys.self, forKey: .release) {
            payload.tagName = try? release.optional(.tagName)
            payload.release = try? fields.decode(Release.self, forKey: .release)
        }
        if let review = try? fields.nestedContainer(keyedBy: ItemKeys.self, forKey: .review) {
            payload.reviewState = try? review.optional(.state)
        }
        if let comment = try? fields.nestedContainer(keyedBy: ItemKeys.self, forKey: .comment) {
            payload.commitID = try? comment.optional(.commitID)
        }
        // A pull request's events name it in `pull_request`; an issue's, and a comment on
        // either, in `issue`, a pull request's issue marked by its own `pull_request`.
        if let item = try? fields.nestedContainer(keyedBy: ItemKeys.self, forKey: .pullRequest) {
            payload.isPullRequest = true
            payload.number = payload.number ?? (try? item.optional(.number))
            payload.title = try? item.optional(.title)
            payload.merged = try? item.optional(.merged)
        } else if let item = try? fields.nestedContainer(keyedBy: ItemKeys.self, forKey: .issue) {
            payload.isPullRequest = item.contains(.pullRequest)
            payload.number = payload.number ?? (try? item.optional(.number))
            payload.title = try? item.optional(.title)
        }
        return payload
    }
}
