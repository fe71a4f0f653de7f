import Foundation
import Models

/// What one page decodes to, able to keep the bytes it was decoded from when JSON output needs
/// them.
protocol PageBody: Decodable {
    /// Attaches GitHub's bytes for this page to the decoded values.
    mutating func keep(json: Data) throws(JSONScanner.Malformed)
}

/// A page of a listing: each element keeps its own object's bytes, sliced from the page.
extension Array: PageBody where Element: Decodable & JSONCarrying {
    mutating func keep(json: Data) throws(JSONScanner.Malformed) {
        let ranges = try JSONScanner.elements(ofArray: json)
        guard ranges.count == count else {
            throw JSONScanner.Malformed(reason: "\(ranges.count) elements in the bytes, \(count) decoded")
        }
        for (index, range) in zip(indices, ranges) {
            self[index].json = JSONScanner.slice(json, range)
        }
    }
}

/// One page of a commit's detail keeps the whole object; `GitHubService` merges the pages' files.
extension CommitDetail: PageBody {
    mutating func keep(json: Data) throws(JSONScanner.Malformed) {
        self.json = json
    }
}
