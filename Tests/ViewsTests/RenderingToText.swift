import Foundation
import Models
import ViewModels
import Views

// What the view tests render into: the whole output as one string, and a pipe's terminal facts.

extension TerminalFacts {
    /// A pipe: no terminal, no colour, 80 columns (unused by piped formats).
    static let pipe = TerminalFacts(isTerminal: false, width: 80, color: false)
}

extension RepositoryListView {
    /// The whole output as a string.
    func render(repositories: [Repository], documents: [Data] = [], rows: [RepositoryRow]) throws -> String {
        var output = ""
        try render(repositories: repositories, documents: documents, rows: rows, to: &output)
        return output
    }
}

extension CommitListView {
    /// The whole output as a string.
    func render(commits: [Commit], documents: [Data] = [], rows: [CommitRow]) throws -> String {
        var output = ""
        try render(commits: commits, documents: documents, rows: rows, to: &output)
        return output
    }
}

extension CommitDetailView {
    /// The whole output as a string.
    func render(detail: CommitDetail, pages: [Data] = [], header: CommitHeader) throws -> String {
        var output = ""
        try render(detail: detail, pages: pages, header: header, to: &output)
        return output
    }
}
