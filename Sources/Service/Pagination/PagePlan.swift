import Foundation

/// The pages after page 1 that a listing will fetch concurrently: `count` pages numbered from
/// `firstPage`, each URL made from GitHub's own `next` URL by its `page` value as its fetch
/// starts, so a plan of any length costs nothing until its pages are asked for.
struct PagePlan: Sendable {
    /// GitHub's `next` URL from page 1.
    let next: URL
    /// The `page` value of `next`.
    let firstPage: Int
    /// How many pages, from `firstPage` on.
    let count: Int

    /// The URL of the plan's page at `index` (0 is `next` itself).
    func url(_ index: Int) -> URL {
        index == 0 ? next : LinkHeader.replacingPage(in: next, with: firstPage + index) ?? next
    }
}
