import Foundation
import JSON
import Models

/// An object GitHub sends over several pages, each page repeating the object and adding to one
/// array member of it: a commit's files (300 a page), a comparison's commits (when asked with
/// `per_page`; its files come on the first page only).
public protocol PagedObject: Decodable, Sendable {
    /// What the paged member holds: a changed file, a commit.
    associatedtype Element
    /// The member each page adds to, as GitHub names it: `files`, `commits`.
    static var pagedMember: String { get }
    /// The member each page adds to, as decoded.
    static var elements: WritableKeyPath<Self, [Element]> { get }
}

extension PagedObject {
    /// This object with `later`'s elements of the paged member after its own.
    func appending(_ later: Self) -> Self {
        var merged = self
        merged[keyPath: Self.elements] += later[keyPath: Self.elements]
        return merged
    }
}

/// One paged object as the service hands it up: the object with every page's elements merged,
/// and GitHub's bytes of each page. The one place such pages are merged, decoded (`merging`) and
/// as GitHub's bytes (`document(of:)`).
public struct ObjectPages<Object: PagedObject>: Sendable {
    /// The object, with the elements of all pages.
    public let object: Object
    /// Each page's body exactly as GitHub sent it, in order: page 1's object carries everything
    /// but the elements of later pages.
    public let pages: [Data]

    /// Creates the pages of an object.
    public init(object: Object, pages: [Data]) {
        (self.object, self.pages) = (object, pages)
    }

    /// The object of `objects` (one per page, in order): page 1's, with every page's elements;
    /// nil for no pages.
    public static func merging(_ objects: [Object], bytes: [Data]) -> ObjectPages? {
        guard let first = objects.first else { return nil }
        return ObjectPages(object: objects.dropFirst().reduce(first) { $0.appending($1) }, pages: bytes)
    }

    /// The object from its pages: page 1's object with its paged member holding every page's
    /// elements, byte for byte.
    public static func document(of pages: [Data]) throws(JSONScanner.Malformed) -> Data {
        try PagedDocument.merging(Object.pagedMember, of: pages)
    }
}

/// A commit's pages: the detail with every page's files.
public typealias CommitPages = ObjectPages<CommitDetail>
/// A comparison's pages: the comparison with every page's commits.
public typealias ComparisonPages = ObjectPages<Comparison>

extension CommitDetail: PagedObject {
    /// A commit's files come 300 a page.
    public static var pagedMember: String { "files" }
    /// Its files.
    public static var elements: WritableKeyPath<CommitDetail, [DiffEntry]> { \.files }
}

extension Comparison: PagedObject {
    /// A comparison's commits come a page at a time when asked with `per_page`.
    public static var pagedMember: String { "commits" }
    /// Its commits.
    public static var elements: WritableKeyPath<Comparison, [Commit]> { \.commits }
}
