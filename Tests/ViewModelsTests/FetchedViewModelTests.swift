import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels

/// One object of a repository: a file past the 1 MB the contents API sends is read raw, whole,
/// up to the bound its view draws.
@MainActor
@Suite struct FetchedViewModelTests {
    /// A file GitHub describes without its bytes, and those bytes for the raw media type, in
    /// chunks as libcurl hands them on; `raws` counts the raw reads.
    static func largeFile(_ bytes: Data, raws: Locked<Int>) -> StubFileSource {
        var source = StubFileSource()
        let described: @Sendable (RepositoryPath) -> AnyPublisher<Fetched<RepositoryContent>, GitHubError> = { path in
            let json = #"{"path":"\#(path)","type":"file","size":\#(bytes.count),"content":"","encoding":"none"}"#
            return Just(Fetched(value: .file(path: path.description, size: bytes.count, bytes: nil), bytes: Data(json.utf8)))
                .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        source.onContents = { path, _ in described(path) }
        source.onReadme = { _ in described(RepositoryPath("docs/README.md") ?? .root) }
        source.onRaw = { _, stream in
            raws.withLock { $0 += 1 }
            for start in stride(from: 0, to: bytes.count, by: 65_536) { _ = stream.receive(bytes[start..<min(bytes.count, start + 65_536)]) }
            return Just(bytes.count).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
        return source
    }

    static let bytes = Data((0..<1_900_000).map { UInt8(truncatingIfNeeded: $0 % 251) })

    @Test func aFilePastOneMegabyteWithinTheBoundIsReadRawWhole() async {
        let raws = Locked(0)
        let source = Self.largeFile(Self.bytes, raws: raws)
        let model = FetchedViewModel(fileAt: RepositoryPath("big.bin") ?? .root, owner: "o", repo: "r", ref: nil, source: source, wholeUpTo: 4 << 20)
        await model.load()
        guard case .file(let path, let size, let bytes?)? = model.value else {
            Issue.record("\(String(describing: model.value))")
            return
        }
        #expect(path == "big.bin" && size == Self.bytes.count && bytes == Self.bytes)
        #expect(model.bytes.map { String(decoding: $0, as: UTF8.self) }?.contains(#""encoding":"none""#) == true)
        let readme = FetchedViewModel(readmeOf: "o", repo: "r", ref: nil, source: source, wholeUpTo: 4 << 20)
        await readme.load()
        guard case .file("docs/README.md", _, let whole?)? = readme.value else {
            Issue.record("\(String(describing: readme.value))")
            return
        }
        #expect(whole == Self.bytes)
    }

    @Test func aFilePastTheBoundIsLeftUnreadAndSaidSo() async {
        let raws = Locked(0)
        let source = Self.largeFile(Self.bytes, raws: raws)
        let model = FetchedViewModel(fileAt: RepositoryPath("big.bin") ?? .root, owner: "o", repo: "r", ref: nil, source: source, wholeUpTo: 1 << 20)
        await model.load()
        guard case .file(_, let size, nil)? = model.value else {
            Issue.record("\(String(describing: model.value))")
            return
        }
        #expect(size == Self.bytes.count)
        #expect(raws.withLock { $0 } == 0)
    }
}
