import Foundation

/// Our own READMEs in the shapes real ones take, in `Fixtures/readmes/`.
public enum MarkdownFixtures {
    /// The folder.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/readmes")

    /// The README `name` (without `.md`).
    public static func url(_ name: String) -> URL {
        folder.appendingPathComponent(name + ".md")
    }
}
