import Foundation
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// GitHub's objects gathered from a feed's pages by the view that writes them, within its bound.
@MainActor
@Suite struct GatheredObjectsTests {
    nonisolated static func page(_ items: [Int]) -> Page<Int> {
        Page(items: items, bytes: Data(("[" + items.map { "{\"a\":\($0)}" }.joined(separator: ",") + "]").utf8), hasMore: items != [3])
    }

    @Test func eachItemsObjectIsTakenFromItsPageInOrder() async {
        let feed = ListingFeed<Int>(pacing: .eager) {
            [Self.page([1, 2]), Self.page([3])].publisher.setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        let objects = GatheredObjects(from: feed, maxBytes: 1_000, endpoint: "test")
        feed.load()
        await feed.loaded()
        #expect(objects.objects.map { String(decoding: $0, as: UTF8.self) } == [#"{"a":1}"#, #"{"a":2}"#, #"{"a":3}"#])
        #expect(objects.at([2, 0]).map { String(decoding: $0, as: UTF8.self) } == [#"{"a":3}"#, #"{"a":1}"#])
    }

    @Test func aGatheredListingStopsAtItsByteCap() async {
        let cancelled = Locked(0)
        let subject = PassthroughSubject<Page<Int>, GitHubError>()
        let feed = ListingFeed<Int>(pacing: .eager) {
            subject.handleEvents(receiveCancel: { cancelled.withLock { $0 += 1 } }).eraseToAnyPublisher()
        }
        let objects = GatheredObjects(from: feed, maxBytes: 10, endpoint: "test")
        feed.load()
        subject.send(Self.page([1]))
        subject.send(Self.page([2]))
        await feed.loaded()
        #expect(objects.error == .gatheredTooLarge(limit: 10) && feed.error == nil && !feed.isLoading)
        #expect(objects.objects.count == 1)
        // The rest of the listing is never asked for: the source is cancelled.
        #expect(cancelled.withLock { $0 } == 1)
    }

    @Test func bytesThatDoNotSplitIntoTheItemsStopGathering() async {
        let feed = ListingFeed<Int>(pacing: .eager) {
            Just(Page(items: [1, 2], bytes: Data("[{\"a\":1}]".utf8), hasMore: false)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        let objects = GatheredObjects(from: feed, maxBytes: 1_000, endpoint: "test")
        feed.load()
        await feed.loaded()
        #expect(objects.objects.isEmpty)
        guard case .undecodable(let endpoint, _, _)? = objects.error else {
            Issue.record("expected undecodable, got \(String(describing: objects.error))")
            return
        }
        #expect(endpoint == "test")
    }

    @Test func objectsLaidOutWhileGatheredWriteTheSameDocument() async throws {
        let pages = [
            Page(items: [1, 2], bytes: Data(#"[{"a":1,"b":[true,null]},{"a":2,"s":"x\u001b"}]"#.utf8), hasMore: true),
            Page(items: [3], bytes: Data(#"[ { "a" : 3 } ]"#.utf8), hasMore: false),
        ]
        let feed = ListingFeed<Int>(pacing: .eager) { pages.publisher.setFailureType(to: GitHubError.self).eraseToAnyPublisher() }
        let writer = JSONOutput(fields: nil)
        let raw = GatheredObjects(from: feed, maxBytes: 1_000, endpoint: "test")
        let laidOut = GatheredObjects(from: feed, maxBytes: 1_000, endpoint: "test", layout: writer)
        feed.load()
        await feed.loaded()
        var whole = ""
        try writer.writeDocument(raw.at([2, 0, 1]), to: &whole)
        var joined = ""
        writer.writeDocument(elements: laidOut.at([2, 0, 1]), to: &joined)
        #expect(joined == whole)
        #expect(whole.hasPrefix("[\n  {\n    \"a\": 3\n  },\n  {\n    \"a\": 1,"))
        var empty = ""
        writer.writeDocument(elements: [], to: &empty)
        #expect(empty == "[]\n")
    }

    @Test func aListingPastTheLayoutBoundIsKeptAsSentAndLaidOutWhenWritten() async throws {
        // Page 1 says the listing is a million items: too large to keep laid out.
        let page = Page(items: [1], bytes: Data(#"[{"a":1,"s":"\u001b"}]"#.utf8), hasMore: false, expectedCount: 1_000_000)
        let feed = ListingFeed<Int>(pacing: .eager) { Just(page).setFailureType(to: GitHubError.self).eraseToAnyPublisher() }
        let writer = JSONOutput(fields: nil)
        let objects = GatheredObjects(from: feed, maxBytes: 1_000, endpoint: "test", layout: writer)
        feed.load()
        await feed.loaded()
        #expect(!objects.isLaidOut)
        #expect(objects.objects == [Data(#"{"a":1,"s":"\u001b"}"#.utf8)])
        // Laying out what was laid out already is the same bytes, so a listing that passes the
        // bound part-way is written alike.
        var once = "", twice = ""
        try writer.writeDocument(objects.objects, to: &once)
        try writer.writeDocument([try writer.element(objects.objects[0])], to: &twice)
        #expect(once == twice)
    }
}
