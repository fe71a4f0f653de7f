import Foundation
import Reactive
import Views
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a `Browser` on a terminal: hands it keys, draws it at most once a frame, follows the
/// terminal's size, suspends on Ctrl-Z and SIGTSTP, runs the effects only a terminal can (open a
/// page, copy), and ends on `q`, Ctrl-C or a signal.
///
/// Its time is a scheduler's and its terminal a `TerminalPort`, both given, so frame and resize
/// coalescing, the Esc pause and the spinner are tested on a `TestScheduler` with a recording
/// terminal; `LiveTerminal` feeds it the real keys and signals. Everything happens on the main
/// actor. A full-screen frame is the diff of the renderer's lines against the last ones, written
/// at once; the accessible mode writes the `AccessibleTranscript`'s lines instead, and no spinner.
@MainActor
final class TerminalDriver<S: Scheduler> {
    /// A frame at most every 16 ms: changes within a frame are drawn once.
    static var frameInterval: S.SchedulerTimeType.Stride { .milliseconds(16) }
    /// How long a lone Esc waits for the rest of a sequence before it counts as Esc.
    static var escapePause: S.SchedulerTimeType.Stride { .milliseconds(30) }
    /// The spinner's tick, while something loads.
    static var spinnerInterval: S.SchedulerTimeType.Stride { .milliseconds(100) }

    /// Called once, with the exit code, when browsing ends.
    var onEnd: ((Int32) -> Void)?

    private let browser: Browser
    private let port: any TerminalPort
    private let scheduler: S
    private let color: Bool
    private let accessible: Bool
    /// Whether the terminal shows only ASCII: frames and lines are folded to it.
    private let showsOnlyASCII: Bool
    private let webBrowser: WebBrowser
    private var parser = KeyParser()
    private var transcript: AccessibleTranscript
    private var shown: [String] = []
    private var framePending = false
    private var fullPending = false
    private var lastFrame: S.SchedulerTimeType?
    private var escapeGeneration = 0
    private var tick = 0
    private var spinner: (any Cancellable)?
    private var subscriptions: [AnyCancellable] = []
    private var ended = false

    /// A driver for `browser` on `port`, its time `scheduler`'s.
    init(browser: Browser, port: any TerminalPort, scheduler: S, color: Bool, accessible: Bool, showsOnlyASCII: Bool = false, webBrowser: WebBrowser) {
        self.browser = browser
        self.port = port
        self.scheduler = scheduler
        self.color = color
        self.accessible = accessible
        self.showsOnlyASCII = showsOnlyASCII
        transcript = AccessibleTranscript(spellsKeys: showsOnlyASCII)
        self.webBrowser = webBrowser
    }

    /// Starts: the browser's first screen loads, and is drawn.
    func begin() {
        subscriptions = [
            browser.changes.sink { [weak self] in MainActor.assumeIsolated { self?.scheduleFrame() } },
            browser.effects.sink { [weak self] effect in MainActor.assumeIsolated { self?.perform(effect) } },
        ]
        browser.start()
        draw(full: true)
    }

    /// Stops drawing and ticking.
    func finish() {
        spinner?.cancel()
        spinner = nil
        subscriptions = []
    }

    /// Ends browsing with `code`, once.
    func end(_ code: Int32) {
        guard !ended else { return }
        ended = true
        onEnd?(code)
    }

    /// Bytes read from the terminal.
    func input(_ bytes: some Collection<UInt8>) {
        handle(parser.feed(bytes))
        guard parser.isHoldingEscape else { return }
        escapeGeneration += 1
        let generation = escapeGeneration
        scheduler.schedule(after: scheduler.now.advanced(by: Self.escapePause)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.escapeGeneration == generation else { return }
                self.handle(self.parser.flush())
            }
        }
    }

    /// A signal the terminal's loop received.
    func received(signal number: Int32) {
        switch number {
        case SIGWINCH:
            if let size = port.size { browser.resize(width: size.width, height: size.height) }
            fullPending = true
        case SIGCONT:
            port.reenter()
            fullPending = true
            scheduleFrame()
        case SIGTSTP: suspend()
        default: end(128 + number)
        }
    }

    private func handle(_ keys: [Key]) {
        for key in keys where !ended {
            switch KeyBinding.action(for: key) {
            case .suspend?: suspend()
            case .redraw?:
                fullPending = true
                scheduleFrame()
            default: browser.keys.send(key)
            }
        }
    }

    private func perform(_ effect: BrowseEffect) {
        switch effect {
        case .quit: end(ExitCode.success.rawValue)
        case .interrupt: end(ExitCode.interrupted.rawValue)
        case .openURL(let url): open(url)
        case .copy(let text):
            // OSC 52: the terminal puts the text on the system clipboard, over ssh and tmux too.
            port.write(Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8))
        case .note, .open, .load, .chooseRef, .back: break
        }
    }

    /// Opens `url` (a page of the configured host) with the web browser; the status line says
    /// whether it was opened, and shows the URL when it was not.
    private func open(_ url: URL) {
        let browser = self.browser
        browser.showNote("opening \(url.absoluteString)…")
        webBrowser.open(url) { outcome in
            switch outcome {
            case .opened(let command): browser.showNote("opened \(url.absoluteString) with \(command)")
            case .failed(let reason): browser.showNote("not opened (\(reason)): \(url.absoluteString)")
            }
        }
    }

    private func suspend() {
        port.suspend()
        draw(full: true)
    }

    /// Draws soon after a change: on the scheduler's next turn (the change announced by
    /// `objectWillChange` is made by then) when no frame was drawn within `frameInterval`, else
    /// once that interval has passed, so a burst of changes, resizes included, is one frame.
    private func scheduleFrame() {
        guard !framePending else { return }
        framePending = true
        let draw: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.framePending = false
                self.draw(full: self.fullPending)
            }
        }
        if let lastFrame, scheduler.now < lastFrame.advanced(by: Self.frameInterval) {
            scheduler.schedule(after: lastFrame.advanced(by: Self.frameInterval), draw)
        } else {
            scheduler.schedule(draw)
        }
    }

    /// Draws the screen: only the lines that changed, unless `full`; one write. A spinner's
    /// tick (`spinnerTick`) is not a frame that changes wait behind: the rows a page brings are drawn at once
    /// even just after the spinner turned (ticks come ten times a second, so frames stay bounded).
    private func draw(full: Bool, spinnerTick: Bool = false) {
        guard !ended else { return }
        fullPending = false
        if !spinnerTick { lastFrame = scheduler.now }
        let screen = browser.screen(tick: tick)
        if accessible {
            let spoken = transcript.lines(for: screen)
            let lines = showsOnlyASCII ? spoken.map(ASCIIFold.fold) : spoken
            if !lines.isEmpty { port.write(Array(lines.map { $0 + "\n" }.joined().utf8)) }
            return
        }
        let (width, height) = browser.size
        let lines = BrowseRenderer.render(screen, width: width, height: height, color: color, showsOnlyASCII: showsOnlyASCII)
        let whole = full || lines.count != shown.count
        var frame = whole ? "\u{1B}[H\u{1B}[2J" : ""
        for (row, line) in lines.enumerated() where whole || shown[row] != line {
            frame += "\u{1B}[\(row + 1);1H" + line
        }
        shown = lines
        if !frame.isEmpty { port.write(Array(frame.utf8)) }
        followSpinner()
    }

    /// Ticks while something loads, and not otherwise; never in the accessible mode.
    private func followSpinner() {
        if browser.isBusy, spinner == nil {
            let start = scheduler.now.advanced(by: Self.spinnerInterval)
            spinner = scheduler.schedule(after: start, interval: Self.spinnerInterval, tolerance: scheduler.minimumTolerance, options: nil) {
                [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.tick += 1
                    self.draw(full: false, spinnerTick: true)
                }
            }
        } else if !browser.isBusy, let running = spinner {
            running.cancel()
            spinner = nil
        }
    }

    /// Whether the spinner is subscribed, for tests.
    var isSpinning: Bool { spinner != nil }
}
