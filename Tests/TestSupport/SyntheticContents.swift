import Foundation

/// What is inside a large made-up repository, served like GitHub for the benchmarks: its tree
/// at any ref (`git/trees/<ref>?recursive=1`, `entries` entries in git's order: `dirs` folders of
/// files), one file `big.bin` of `fileBytes` bytes (the contents API's JSON without content, as
/// GitHub answers past 1 MB, and its bytes for the raw media type), and a README.
public struct SyntheticContents: Sendable {
    /// The owner's login.
    public let owner: String
    /// The repository name.
    public let name: String
    private let tree: Data
    private let file: Data
    private let readme: Data

    /// Builds the answers once: a tree of `entries` entries and a file of `fileBytes` bytes.
    public init(owner: String, name: String, entries: Int, fileBytes: Int) {
        (self.owner, self.name) = (owner, name)
        let folders = max(1, entries / 100)
        var lines: [String] = []
        lines.reserveCapacity(entries)
        var folder = 0
        while lines.count < entries, folder < folders {
            let path = String(format: "Sources/Module%04d", folder)
            lines.append(Self.entry(path, mode: "040000", type: "tree", size: nil, index: lines.count, owner: owner, name: name))
            for file in 0..<99 where lines.count < entries {
                let size = 200 + (folder * 99 + file) % 9_000
                lines.append(
                    Self.entry(
                        path + String(format: "/File%02d.swift", file), mode: "100644", type: "blob", size: size, index: lines.count, owner: owner, name: name))
            }
            folder += 1
        }
        let root = String(format: "%040x", entries)
        tree = Data(
            (#"{"sha":"\#(root)","url":"https://api.github.com/repos/\#(owner)/\#(name)/git/trees/\#(root)","tree":["# + lines.joined(separator: ",")
                + #"],"truncated":false}"#).utf8)
        file = Data((0..<fileBytes).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 13) })
        let markdown = "# \(name)\n\nA made-up repository with **\(entries)** files, for the benchmarks.\n\n## Use\n\n```\nrepos tree \(owner)/\(name)\n```\n"
        let encoded = Data(markdown.utf8).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        readme = Data(
            (#"{"name":"README.md","path":"README.md","sha":"\#(String(repeating: "e", count: 40))","size":\#(markdown.utf8.count),"#
                + #""type":"file","content":"\#(encoded.replacingOccurrences(of: "\n", with: "\\n"))\n","encoding":"base64"}"#).utf8)
    }

    private static func entry(_ path: String, mode: String, type: String, size: Int?, index: Int, owner: String, name: String) -> String {
        let sha = String(format: "%08x", index &* 2_654_435_761 & 0xffff_ffff) + String(repeating: "b", count: 32)
        let kind = type == "tree" ? "trees" : "blobs"
        let sized = size.map { #","size":\#($0)"# } ?? ""
        return
            #"{"path":"\#(path)","mode":"\#(mode)","type":"\#(type)","sha":"\#(sha)"\#(sized),"url":"https://api.github.com/repos/\#(owner)/\#(name)/git/\#(kind)/\#(sha)"}"#
    }

    /// The answer for `request`, or nil if it is not for this repository's contents.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        let base = "/repos/\(owner)/\(name)"
        let json = [("content-type", "application/json; charset=utf-8")]
        switch request.path {
        case _ where request.path.hasPrefix(base + "/git/trees/"):
            return LoopbackServer.Response(status: 200, headers: json, body: tree)
        case base + "/readme":
            return LoopbackServer.Response(status: 200, headers: json, body: readme)
        case base + "/contents/big.bin" where request.headers["accept"] == "application/vnd.github.raw+json":
            return LoopbackServer.Response(status: 200, headers: [("content-type", "application/vnd.github.raw+json; charset=utf-8")], body: file)
        case base + "/contents/big.bin":
            let described =
                #"{"name":"big.bin","path":"big.bin","sha":"\#(String(repeating: "f", count: 40))","size":\#(file.count),"type":"file","content":"","encoding":"none"}"#
            return LoopbackServer.Response(status: 200, headers: json, body: Data(described.utf8))
        default:
            return nil
        }
    }
}
