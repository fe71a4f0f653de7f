import Dispatch
import Foundation
import Reactive
import Views
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a `Browser` on the real terminal: reads keys, redraws at most once a frame, follows the
/// terminal's size, suspends on Ctrl-Z, and always leaves the terminal as it found it.
///
/// Everything happens on the main queue: stdin and the signals are dispatch sources, the
/// spinner is `Timer.publish(…).autoconnect()` (subscribed only while something loads, so an idle
/// screen wakes nobody), and a frame is the diff of the renderer's lines against the last ones,
/// written with one `write(2)`.
@MainActor
final class TerminalDriver {
    /// A frame at most every 16 ms: changes within a frame are drawn once.
    static let frameInterval = DispatchTimeInterval.milliseconds(16)
    /// How long a lone Esc waits for the rest of a sequence before it counts as Esc.
    static let escapePause = DispatchTimeInterval.milliseconds(30)
    /// The most bytes read from the terminal at once.
    static let readSize = 4_096

    private let browser: Browser
    private let input: Int32
    private let output: Int32
    private let color: Bool
    private let webBrowser: WebBrowser
    private var parser = KeyParser()
    private var shown: [String] = []
    private var framePending = false
    private var lastFrame = DispatchTime(uptimeNanoseconds: 0)
    private var escapeGeneration = 0
    private var tick = 0
    private var spinner: AnyCancellable?
    private var changes: AnyCancellable?
    private var effects: AnyCancellable?
    private var sources: [any DispatchSourceProtocol] = []
    private var finish: CheckedContinuation<Int32, Never>?

    init(browser: Browser, input: Int32, output: Int32, color: Bool, webBrowser: WebBrowser) {
        self.browser = browser
        self.input = input
        self.output = output
        self.color = color
        self.webBrowser = webBrowser
    }

    /// Browses until `q` (0) or Ctrl-C (130), SIGTERM or SIGHUP (128 + the signal).
    func run() async -> Int32 {
        guard TerminalMode.enter(input: input, output: output) else { return ExitCode.usage.rawValue }
        let code = await withCheckedContinuation { continuation in
            finish = continuation
            start()
        }
        stop()
        return code
    }

    private func start() {
        changes = browser.changes.sink { [weak self] in
            MainActor.assumeIsolated { self?.scheduleFrame() }
        }
        effects = browser.effects.sink { [weak self] effect in
            MainActor.assumeIsolated { self?.perform(effect) }
        }
        let read = DispatchSource.makeReadSource(fileDescriptor: input, queue: .main)
        read.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        read.resume()
        sources.append(read)
        // SIGTSTP from anywhere (`kill -TSTP`, not only Ctrl-Z) suspends as Ctrl-Z does: the
        // terminal is given back before the process stops.
        // SIGINT is the run's own (Application.main: cancel, restore, exit 130); setting it to
        // SIG_IGN here again would undo the handler libdispatch installed for that source on
        // Linux, and `kill -INT` would then be ignored.
        for number in [SIGWINCH, SIGCONT, SIGTSTP, SIGTERM, SIGHUP, SIGQUIT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.received(signal: number) } }
            source.resume()
            sources.append(source)
        }
        browser.start()
        drawNow(full: true)
    }

    private func stop() {
        for source in sources { source.cancel() }
        sources = []
        spinner = nil
        changes = nil
        effects = nil
        TerminalMode.restore()
    }

    private func end(_ code: Int32) {
        guard let finish else { return }
        self.finish = nil
        finish.resume(returning: code)
    }

    private func received(signal number: Int32) {
        switch number {
        case SIGWINCH:
            if let size = TerminalMode.size(of: output) { browser.resize(width: size.width, height: size.height) }
            drawNow(full: true)
        case SIGCONT:
            TerminalMode.reenter()
            drawNow(full: true)
        case SIGTSTP:
            suspend()
        default:
            end(128 + number)
        }
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, Self.readSize) }
        guard count > 0 else {
            // The terminal is gone (EOF or an error other than a retry): nobody is left to browse.
            if count == 0 || (errno != EINTR && errno != EAGAIN) { end(ExitCode.success.rawValue) }
            return
        }
        handle(parser.feed(buffer.prefix(count)))
        if parser.isHoldingEscape {
            escapeGeneration += 1
            let generation = escapeGeneration
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.escapePause) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.escapeGeneration == generation else { return }
                    self.handle(self.parser.flush())
                }
            }
        }
    }

    private func handle(_ keys: [Key]) {
        for key in keys {
            if key == .control("z") {
                suspend()
                continue
            }
            if key == .control("l") {
                drawNow(full: true)
                continue
            }
            guard finish != nil else { return }
            browser.keys.send(key)
        }
    }

    private func perform(_ effect: BrowseEffect) {
        switch effect {
        case .quit: end(ExitCode.success.rawValue)
        case .interrupt: end(ExitCode.interrupted.rawValue)
        case .openURL(let url): openInBrowser(url)
        case .copy(let text): copyToClipboard(text)
        case .note, .openCommits, .openCommit, .openDetails, .back: break
        }
    }

    /// Ctrl-Z: the terminal restored, then the process stopped as the shell expects; `fg`'s
    /// SIGCONT brings it back to browse mode and a full redraw. SIGSTOP rather than SIGTSTP: the
    /// kernel discards SIGTSTP in a process group with no shell above it (`sh -c`, a launcher),
    /// where Ctrl-Z would then silently do nothing; a stop by SIGSTOP is the same to a shell.
    private func suspend() {
        TerminalMode.restore()
        raise(SIGSTOP)
        TerminalMode.reenter()
        drawNow(full: true)
    }

    /// Draws soon after a change: on the main queue's next turn (the change announced by
    /// `objectWillChange` is made by then) when no frame was drawn within `frameInterval`, else
    /// once that interval has passed, so a burst of changes is one frame.
    private func scheduleFrame() {
        guard !framePending else { return }
        framePending = true
        let due = lastFrame + Self.frameInterval
        let draw: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated {
                self?.framePending = false
                self?.drawNow(full: false)
            }
        }
        if due <= .now() {
            DispatchQueue.main.async(execute: draw)
        } else {
            DispatchQueue.main.asyncAfter(deadline: due, execute: draw)
        }
    }

    /// Draws the screen: only the lines that changed, unless `full`; one write.
    private func drawNow(full: Bool) {
        guard finish != nil else { return }
        let (width, height) = browser.size
        let lines = BrowseRenderer.render(browser.screen(tick: tick), width: width, height: height, color: color)
        var frame = full || lines.count != shown.count ? "\u{1B}[H\u{1B}[2J" : ""
        for (row, line) in lines.enumerated() where full || lines.count != shown.count || shown[row] != line {
            frame += "\u{1B}[\(row + 1);1H" + line
        }
        shown = lines
        lastFrame = .now()
        if !frame.isEmpty { TerminalMode.writeAll(output, Array(frame.utf8)) }
        followSpinner()
    }

    /// Ticks while something loads, and not otherwise.
    private func followSpinner() {
        if browser.isBusy, spinner == nil {
            spinner = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.tick += 1
                    self.drawNow(full: false)
                }
            }
        } else if !browser.isBusy, spinner != nil {
            spinner = nil
        }
    }

    /// Opens `url` (a page of the configured host) with the web browser; the status line says
    /// whether it was opened, and shows the URL when it was not.
    private func openInBrowser(_ url: URL) {
        let browser = self.browser
        browser.showNote("opening \(url.absoluteString)…")
        webBrowser.open(url) { outcome in
            switch outcome {
            case .opened(let command): browser.showNote("opened \(url.absoluteString) with \(command)")
            case .failed(let reason): browser.showNote("not opened (\(reason)): \(url.absoluteString)")
            }
        }
    }

    /// OSC 52: the terminal puts the text on the system clipboard, over ssh and tmux too.
    private func copyToClipboard(_ text: String) {
        let encoded = Data(text.utf8).base64EncodedString()
        TerminalMode.writeAll(output, Array("\u{1B}]52;c;\(encoded)\u{07}".utf8))
    }
}
