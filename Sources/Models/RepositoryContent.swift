import Foundation

/// What `GET /repos/{o}/{r}/contents/{path}` answers: a file with its bytes (base64, up to
/// 1 MB; past that GitHub sends none), or a directory's entries, or a symlink or submodule
/// described. JSON output is GitHub's own object; this holds what `repos show` needs.
public enum RepositoryContent: Decodable, Sendable {
    /// A file: its path, size, and bytes when GitHub sent them (nil past 1 MB).
    case file(path: String, size: Int, bytes: Data?)
    /// A directory: its entries.
    case directory([Listed])
    /// Something that is not a file: `type` (`symlink`, `submodule`) and what it points at.
    case other(path: String, type: String, target: String?)

    private enum CodingKeys: String, CodingKey {
        case path, size, type, content, encoding, target
        case submoduleURL = "submodule_git_url"
    }

    /// One entry of a directory, as the contents API lists it.
    public struct Listed: Decodable, Equatable, Sendable {
        /// Its path from the repository's root.
        public let path: String
        /// `file`, `dir`, `symlink` or `submodule` (GitHub lists a submodule as `file`).
        public let type: String
        /// Its object's SHA: a directory's tree.
        public let sha: String?

        /// Creates an entry.
        public init(path: String, type: String, sha: String?) {
            self.path = path
            self.type = type
            self.sha = sha
        }
    }

    /// Decodes an object (a file, a symlink, a submodule) or an array (a directory).
    public init(from decoder: any Decoder) throws {
        if let entries = try? decoder.singleValueContainer().decode([Listed].self) {
            self = .directory(entries)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = try container.decode(String.self, forKey: .path)
        let type = try container.decode(String.self, forKey: .type)
        guard type == "file" else {
            let target = try container.decodeIfPresent(String.self, forKey: .target) ?? container.decodeIfPresent(String.self, forKey: .submoduleURL)
            self = .other(path: path, type: type, target: target)
            return
        }
        let size = try container.decodeIfPresent(Int.self, forKey: .size) ?? 0
        let encoding = try container.decodeIfPresent(String.self, forKey: .encoding)
        let content = try container.decodeIfPresent(String.self, forKey: .content) ?? ""
        guard encoding == "base64" else {
            // Past 1 MB GitHub sends `encoding: none` and no content.
            self = .file(path: path, size: size, bytes: nil)
            return
        }
        guard let bytes = Data(base64Encoded: content, options: .ignoreUnknownCharacters) else {
            throw DecodingError.dataCorruptedError(forKey: .content, in: container, debugDescription: "content is not base64")
        }
        self = .file(path: path, size: size, bytes: bytes)
    }
}
