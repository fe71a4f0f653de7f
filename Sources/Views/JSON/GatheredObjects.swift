import Foundation
import JSON
import Models
import Reactive
import Service
import ViewModels

/// GitHub's object of each item of a listing, as sent, taken from the feed's pages as they
/// arrive: what a view writing GitHub's JSON needs, and nothing a table does, so only such a view
/// makes one. The view model keeps the items; the bytes travel in the pages.
///
/// It holds at most `maxBytes` of objects (`Limit.gatheredBytes`, less for a whole-result
/// `--jq`): a page past that sets `error` to `.gatheredTooLarge` and cancels the feed (an
/// intent, as Ctrl-C's), so the rest of the listing is never asked for. The view model's state
/// is never written from here: the view reads this error beside the view model's.
@MainActor
public final class GatheredObjects {
    /// The objects so far, one for each item the feed took in, in its order.
    public private(set) var objects: [Data] = []
    /// Why gathering stopped, if it did: the objects passed the bound, or a page's bytes did not
    /// split into its items. What is gathered is then not the whole listing.
    public private(set) var error: GitHubError?
    /// Whether every object is kept laid out (`init`'s `layout`), to be written as it is.
    public private(set) var isLaidOut: Bool
    private var bytes = 0
    private var arrivals: AnyCancellable?

    /// The most of a listing laid out as it is gathered: laid out, an object is about a third
    /// larger than GitHub's bytes, so a larger listing (by page 1's estimate, or as it turns out)
    /// is kept as sent and laid out when written, and memory stays where it was.
    public static let layoutBytes = 16 << 20

    /// Starts gathering the objects of the pages `feed` takes in from now on; `endpoint` names
    /// the listing in an error. With `layout`, each object is kept as that writer lays it out in
    /// a document (`JSONOutput.element`), done while the rest of the listing is on the way,
    /// unless the listing passes `layoutBytes` (then `isLaidOut` is false: laying out again is the
    /// same bytes). The bound counts GitHub's bytes either way.
    public init<Item>(from feed: ListingFeed<Item>, maxBytes: Int, endpoint: String, layout: JSONOutput? = nil) {
        isLaidOut = layout != nil
        arrivals = feed.arrivals.sink { [weak self, weak feed] page in
            // The feed sends its arrivals on the main actor.
            MainActor.assumeIsolated {
                guard let self, let feed else { return }
                do {
                    let found = try Self.objects(of: page, endpoint: endpoint)
                    let size = found.reduce(0) { $0 + $1.count }
                    guard self.bytes + size <= maxBytes else { return self.stop(feed, .gatheredTooLarge(limit: maxBytes)) }
                    self.bytes += size
                    // The whole listing, as page 1 has it: its bytes over its share of the items.
                    let estimate = page.expectedCount.map { size * $0 / max(1, found.count) } ?? size
                    if self.bytes > Self.layoutBytes || (self.objects.isEmpty && estimate > Self.layoutBytes) { self.isLaidOut = false }
                    self.objects += try layout.flatMap { writer in self.isLaidOut ? try found.map { try writer.element($0) } : nil } ?? found
                } catch let error as GitHubError {
                    self.stop(feed, error)
                } catch {
                    self.stop(feed, .undecodable(endpoint: endpoint, path: "", reason: "\(error)"))
                }
            }
        }
    }

    private func stop<Item>(_ feed: ListingFeed<Item>, _ error: GitHubError) {
        self.error = error
        feed.cancel()
    }

    /// The objects of the items at `places` (in the feed's order), in that order; a place not
    /// gathered (the feed had items before this began) is left out, and the writer then refuses
    /// the mismatch rather than write a listing short.
    public func at(_ places: [Int]) -> [Data] {
        places.compactMap { $0 < objects.count ? objects[$0] : nil }
    }

    /// Each item's object in `page`, as GitHub sent it; a page whose bytes do not split into its
    /// items is undecodable.
    public static func objects<Item>(of page: Page<Item>, endpoint: String) throws(GitHubError) -> [Data] {
        do throws(JSONScanner.Malformed) {
            return try page.documents()
        } catch {
            throw .undecodable(endpoint: endpoint, path: "", reason: error.reason)
        }
    }
}
