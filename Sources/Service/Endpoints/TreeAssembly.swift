import Models

/// A tree being completed from GitHub's answers (`TreeCompletion` asks for them): each
/// directory's entries as the answers give them, the directories still to ask for, and the
/// bounds on what is kept. A value, so `TreeCompletion` changes it under its lock.
struct TreeAssembly {
    /// What is asked for: a partial directory's own entries, or a missing directory whole.
    enum Work {
        /// A directory listed in part: the full path of the last entry the answer gave in it.
        case listing(path: String, sha: String, last: String)
        /// A directory the answers did not list at all.
        case whole(path: String, sha: String)

        /// The directory's tree SHA.
        var sha: String {
            switch self {
            case .listing(_, let sha, _), .whole(_, let sha): sha
            }
        }
    }

    /// The longest path kept: Linux's `PATH_MAX`, past which git itself cannot check a file out.
    static let maxPathBytes = Limit.treePathBytes.value

    /// Where the tree is in the repository: "" for the root, else a folder's path.
    let base: String
    /// What to ask for; those before `next` are asked.
    private var waiting: [Work] = []
    private var next = 0
    private var kept = 0
    /// Each directory's entries (full paths), by its path ("" for the root).
    private var children: [String: [GitTree.Entry]] = [:]
    /// The directories an answer listed: whole, unless on the path to its last entry.
    private var listed: Set<String> = []

    /// An empty tree at `base`.
    init(base: String) { self.base = base }

    /// Whether there is work not yet asked for.
    var isWaiting: Bool { next < waiting.count }

    /// The next work to ask for, counted as asked.
    mutating func nextWork() -> Work? {
        guard isWaiting else { return nil }
        defer { next += 1 }
        return waiting[next]
    }

    /// Drops the work not yet asked for (the subscription was cancelled).
    mutating func abandon() { (waiting, next) = ([], 0) }

    /// Every entry under `base`, each directory's right after it: git's recursive order.
    func entries() -> [GitTree.Entry] {
        var result: [GitTree.Entry] = []
        var stack: [[GitTree.Entry].SubSequence] = [children[base].map(Self.ordered)?[...] ?? []]
        while !stack.isEmpty {
            guard let entry = stack[stack.count - 1].popFirst() else {
                stack.removeLast()
                continue
            }
            result.append(entry)
            if entry.kind == .directory, let inside = children[entry.path] { stack.append(Self.ordered(inside)[...]) }
        }
        return result
    }

    /// Acts on one answer: a missing directory's whole tree is kept (and split if cut short); a
    /// partial directory's own entries are kept, and what in them is missing is queued. The
    /// failure that ends it, if any.
    mutating func take(_ result: Result<GitTree, GitHubError>, for work: Work) -> GitHubError? {
        let tree: GitTree
        switch result {
        case .failure(let failure): return failure
        case .success(let answered): tree = answered
        }
        switch work {
        case .whole(let path, let sha):
            return keep(tree, at: path, sha: sha)
        case .listing(let path, _, let last):
            var entries: [GitTree.Entry] = []
            for var entry in tree.entries {
                // A name is one segment: a server's `a/b` or `..` is not a name git writes.
                guard !entry.path.isEmpty, !entry.path.contains("/"), entry.path != ".", entry.path != ".." else {
                    return .undecodable(endpoint: "GET git/trees/\(tree.sha)", path: "tree", reason: "an entry named '\(entry.path)'")
                }
                entry.path = Self.join(path, entry.path)
                entries.append(entry)
                guard entry.kind == .directory, !listed.contains(entry.path) || Self.isWithin(last, entry.path) else { continue }
                // On the path to the last entry: partial, unless it is the last entry itself, of
                // which nothing was listed; not listed at all: missing, asked for whole.
                waiting.append(
                    Self.isWithin(last, entry.path) && last != entry.path
                        ? .listing(path: entry.path, sha: entry.sha, last: last) : .whole(path: entry.path, sha: entry.sha))
            }
            let known = Set((children[path] ?? []).map(\.path))
            for entry in entries where !known.contains(entry.path) {
                if let failure = count(entry) { return failure }
            }
            children[path] = entries
            return nil
        }
    }

    /// Keeps a recursive answer for the directory at `path`, queueing its own completion when it
    /// was cut short.
    mutating func keep(_ tree: GitTree, at path: String, sha: String) -> GitHubError? {
        for var entry in tree.entries {
            let segments = entry.path.split(separator: "/", omittingEmptySubsequences: false)
            guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
                return .undecodable(endpoint: "GET git/trees/\(tree.sha)", path: "tree", reason: "an entry named '\(entry.path)'")
            }
            entry.path = Self.join(path, entry.path)
            if let failure = count(entry) { return failure }
            let parent = entry.path.split(separator: "/").dropLast().joined(separator: "/")
            children[parent, default: []].append(entry)
            if entry.kind == .directory { listed.insert(entry.path) }
        }
        if tree.truncated, let last = tree.entries.last.map({ Self.join(path, $0.path) }) {
            waiting.append(.listing(path: path, sha: sha, last: last))
        }
        return nil
    }

    /// Counts one entry against the bounds.
    private mutating func count(_ entry: GitTree.Entry) -> GitHubError? {
        guard entry.path.utf8.count <= Self.maxPathBytes else { return .treeTooLarge(limit: .treePathBytes) }
        kept += 1
        return kept <= Limit.treeEntries.value ? nil : .treeTooLarge(limit: .treeEntries)
    }

    /// `name` in the folder `path`.
    private static func join(_ path: String, _ name: String) -> String {
        path.isEmpty ? name : path + "/" + name
    }

    /// Whether `path` is `folder` or lies under it.
    private static func isWithin(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }

    /// One directory's entries in git's order: by name's bytes, a directory's name as if it ended
    /// with `/`.
    private static func ordered(_ entries: [GitTree.Entry]) -> [GitTree.Entry] {
        let key = { (entry: GitTree.Entry) in
            Array((entry.path.split(separator: "/").last.map(String.init) ?? "").utf8) + (entry.kind == .directory ? [0x2F] : [])
        }
        return entries.sorted { key($0).lexicographicallyPrecedes(key($1)) }
    }
}
