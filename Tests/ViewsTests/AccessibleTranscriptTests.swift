import Testing
import Views

/// What `browse --accessible` says, in order: a screen's title before anything said on it.
@Suite struct AccessibleTranscriptTests {
    /// A face still loading whose selection is already there (the Files face after Tab, its
    /// first row in from the cache) says its title first, then the selection.
    @Test func aFacesTitleComesBeforeItsSelectionEvenWhileItLoads() {
        var transcript = AccessibleTranscript()
        let readme = BrowseScreen(title: "o/r — [README] · Files", position: "1/3", lines: ["# R", "text", "more"], footer: .keys([]), spoken: "# R")
        #expect(transcript.lines(for: readme).first == "o/r — [README] · Files")
        var files = BrowseScreen(title: "o/r — README · [Files]", busy: "⠋", position: "1/12", rows: [[".github/"]], footer: .keys([]), spoken: ".github/")
        files.spokenPlace = "1 of 12"
        #expect(transcript.lines(for: files) == ["o/r — README · [Files], loading", "1 of 12: .github/"])
        files.busy = nil
        #expect(transcript.lines(for: files).isEmpty)
    }
}
