import Foundation
import Models
import Service

/// Where a document's links point: a README's relative links (`LICENSE`, `doc/README-ja.md`,
/// `../assets/demo.gif`) and `#anchors` resolve to the configured host's pages for the
/// repository at the ref (`…/blob/<ref>/<path>`, `…/tree/<ref>/<dir>/`), built from checked names
/// by `WebPages` as `o` builds them. Only http(s) URLs come out: any other scheme is no link.
public struct MarkdownLinkBase: Sendable, Equatable {
    /// The configured host's pages.
    public let pages: WebPages
    /// The repository's owner.
    public let owner: String
    /// The repository's name.
    public let repo: String
    /// The ref the document was read at.
    public let ref: String
    /// The document's path in the repository (`README.md`, `docs/README.md`).
    public let document: String

    /// Links resolved against `document` in `owner/repo` at `ref`: where GitHub's own page for the
    /// document points them, HEAD (the default branch) when no ref was asked for.
    public init(pages: WebPages, owner: String, repo: String, ref: String?, document: String) {
        (self.pages, self.owner, self.repo, self.ref, self.document) = (pages, owner, repo, ref ?? Repository.defaultRef, document)
    }

    /// The web URL `destination` points to, or nil when it points to none.
    func resolve(_ destination: String) -> String? {
        let trimmed = destination.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("//") { return Self.web("https:" + trimmed) }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/") { return Self.web(trimmed) }
        // The part after `#` (and `?`) stays as written; the path is resolved.
        let fragmentStart = trimmed.firstIndex { $0 == "#" || $0 == "?" } ?? trimmed.endIndex
        let (path, suffix) = (String(trimmed[..<fragmentStart]), String(trimmed[fragmentStart...]))
        let folder = path.hasSuffix("/")
        guard let resolved = resolvedPath(path) else { return nil }
        // `#anchor` alone is the document's own heading.
        let page =
            path.isEmpty
            ? pages.file(owner: owner, repo: repo, ref: ref, path: document)
            : folder || resolved.isEmpty
                ? pages.folder(owner: owner, repo: repo, ref: ref, path: resolved) : pages.file(owner: owner, repo: repo, ref: ref, path: resolved)
        guard case .success(let url) = page else { return nil }
        return Self.web(url.absoluteString + suffix)
    }

    /// `path` from the document's folder (or the root, for `/path`), `.` and `..` resolved; nil
    /// when it climbs out of the repository.
    private func resolvedPath(_ path: String) -> String? {
        var parts: [Substring] = path.hasPrefix("/") ? [] : document.split(separator: "/").dropLast()
        if path.isEmpty { return parts.joined(separator: "/") }
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard parts.popLast() != nil else { return nil }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/").removingPercentEncoding ?? parts.joined(separator: "/")
    }

    /// `url` when it may be a link (`Style.isLinkable`), else nil.
    static func web(_ url: String) -> String? {
        Style.isLinkable(url) ? url : nil
    }
}
