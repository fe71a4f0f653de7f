import Models
import Testing

/// A commit's title is its message's first line, whatever the line ending, as git and GitHub
/// title it.
@Suite struct CommitTitleTests {
    @Test(arguments: [
        ("Fix it\n\nBecause", "Fix it", ["Fix it", "", "Because"]),
        (
            "Update pkg/config/app_config.go\r\n\r\nPrint out error\r\n", "Update pkg/config/app_config.go",
            ["Update pkg/config/app_config.go", "", "Print out error", ""]
        ),
        ("One line", "One line", ["One line"]),
        ("", "", [""]),
        ("a\rb\r\nc", "a\rb", ["a\rb", "c"]),
        ("\r\nbody", "", ["", "body"]),
    ])
    func titleAndLines(message: String, title: String, lines: [String]) {
        let git = Commit.GitCommit(author: nil, committer: nil, message: message)
        #expect(git.title == title)
        #expect(git.lines == lines)
    }
}
