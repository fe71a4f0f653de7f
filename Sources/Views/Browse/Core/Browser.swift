import Foundation
import Reactive
import Service

/// The interactive view of `repos browse`: a stack of screen states over the same view models
/// the one-shot commands use. It hands each key to the top screen (or to the help overlay), runs
/// the navigation the screens ask for, passes the terminal's effects on to the driver through
/// `effects`, and says through `changes` when what it shows will change. It never touches the
/// terminal or the network: the driver owns the terminal, the view models own the data, and the
/// next screens are made by the routes the screens open, from the one `BrowseEnvironment`.
@MainActor
public final class Browser {
    /// How long the filter's text must be still before the rows follow it.
    public static let filterPause = SchedulerStride.milliseconds(120)
    /// Spinner frames, one per tick.
    static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// Sends before anything the screen shows changes: the driver redraws on its next frame.
    public let changes = PassthroughSubject<Void, Never>()
    /// The key presses, as the driver reads them; each is acted on as it arrives, on the main
    /// queue.
    public let keys = PassthroughSubject<Key, Never>()
    /// What the keys ask of the driver (quit, open a URL, copy).
    public let effects = PassthroughSubject<BrowseEffect, Never>()
    /// The terminal's size in columns and lines.
    public private(set) var size: (width: Int, height: Int)
    /// The screens, the first at the bottom.
    public private(set) var stack: [any ScreenState]
    private let environment: BrowseEnvironment
    private var keyPresses: AnyCancellable?
    private var observation: AnyCancellable?
    private var requested: AnyCancellable?
    private var wait: ServiceWait?
    /// Where the help overlay is scrolled, while it is shown.
    private var helpTop: Int?
    private var note: String?
    /// Whether the terminal shows only ASCII, where the help spells its keys out and so may be
    /// longer to scroll.
    private let showsOnlyASCII: Bool

    /// Creates the browser on `first`; the screens it opens are made from `environment`; on a
    /// terminal that `showsOnlyASCII`, its help is scrolled as the renderer spells it.
    public init(first: any ScreenState, environment: BrowseEnvironment, size: (width: Int, height: Int), showsOnlyASCII: Bool = false) {
        stack = [first]
        self.environment = environment
        self.size = size
        self.showsOnlyASCII = showsOnlyASCII
        keyPresses = keys.sink { [weak self] key in
            // The driver sends on the main queue, where the browser lives.
            MainActor.assumeIsolated {
                for effect in self?.handle(key) ?? [] { self?.effects.send(effect) }
            }
        }
    }

    private var top: any ScreenState { stack[stack.count - 1] }
    private var context: ScreenContext { ScreenContext(width: size.width, height: size.height, web: environment.web, accessible: environment.accessible) }

    /// Starts loading the first screen.
    public func start() {
        observeTop()
        for effect in run(top.start()) { effects.send(effect) }
    }

    /// True while the top screen waits on the network: the spinner turns.
    public var isBusy: Bool { top.isBusy }

    /// Shows `text` in the status line until the next key.
    public func showNote(_ text: String) {
        changes.send()
        note = text
    }

    /// The service is waiting before its next request: a countdown takes the status line while
    /// it lasts.
    public func waiting(_ wait: ServiceWait) {
        changes.send()
        self.wait = wait
    }

    /// A new terminal size.
    public func resize(width: Int, height: Int) {
        changes.send()
        size = (max(1, width), max(1, height))
    }

    /// Acts on one key; returns what the driver must do.
    public func handle(_ key: Key) -> [BrowseEffect] {
        changes.send()
        note = nil
        if let helpTop {
            return scrollHelp(key, from: helpTop)
        }
        if !top.isTypingText {
            switch KeyBinding.action(for: key) {
            case .quit?: return [.quit]
            case .interrupt?: return [.interrupt]
            case .help?:
                helpTop = 0
                return []
            default: break
            }
        }
        return run(top.update(key, context: context))
    }

    /// The help overlay's keys: ↑↓ and pages scroll it, `q` quits, Ctrl-C interrupts, any other
    /// key closes it.
    private func scrollHelp(_ key: Key, from line: Int) -> [BrowseEffect] {
        var cursor = ListCursor()
        cursor.scroll(to: line, count: Int.max, rows: 0)
        let action = KeyBinding.action(for: key)
        let length = BrowseRenderer.helpLength(screen(tick: 0), width: size.width, showsOnlyASCII: showsOnlyASCII)
        if let action, cursor.scroll(action, count: length, rows: ScreenLayout(height: size.height).textLines) {
            helpTop = cursor.top
            return []
        }
        helpTop = nil
        if action == .quit || action == .interrupt { return [action == .quit ? .quit : .interrupt] }
        return []
    }

    /// Runs the navigation among `effects`; returns the rest for the driver.
    private func run(_ effects: [BrowseEffect]) -> [BrowseEffect] {
        var forDriver: [BrowseEffect] = []
        for effect in effects {
            switch effect {
            case .open(let route): forDriver += push(route.screen(in: environment))
            case .load(let load): load.start()
            case .chooseRef(let ref): forDriver += run(top.choose(ref: ref))
            case .back:
                guard stack.count > 1 else { continue }
                stack.removeLast().stop()
                observeTop()
            case .note(let text): note = text
            case .quit, .interrupt, .openURL, .copy: forDriver.append(effect)
            }
        }
        return forDriver
    }

    /// Shows `screen` on top and runs what it asks for at its start; returns the driver's part.
    private func push(_ screen: any ScreenState) -> [BrowseEffect] {
        stack.append(screen)
        observeTop()
        return run(screen.start())
    }

    /// The screen as it stands, the spinner at `tick`.
    public func screen(tick: Int) -> BrowseScreen {
        var screen = top.screen(context)
        if isBusy { screen.busy = String(Self.spinner[tick % Self.spinner.count]) }
        screen.showsHelp = helpTop != nil
        screen.helpTop = helpTop ?? 0
        switch screen.footer {
        case .filter, .pick: return screen
        default: break
        }
        // Esc offers a way back only where there is one: the first screen has none.
        let away = stack.count > 1 ? "esc to go back" : "q to quit"
        if let note {
            screen.footer = .status(note)
        } else if isBusy, let wait, let line = wait.line(now: environment.now()) {
            screen.footer = .error(line + (stack.count > 1 ? " — esc to go back, q to quit" : " — q to quit"))
        } else if let failure = top.failure {
            let text = environment.describe(failure, top.subject)
            screen.message = text
            if screen.rows.isEmpty, screen.lines == nil {
                // Nothing loaded: an error screen, the whole error in the body and no column
                // headings over rows that never came.
                screen.columns = []
                screen.emptyText = "✗ " + text
                screen.footer = .error("not loaded — r to retry, " + away)
            } else {
                // What is held stays on screen, the error under it.
                screen.footer = .error(text + " — r to retry, ? to read it whole")
            }
        }
        return screen
    }

    /// Follows the top screen: any change it will make is a change to draw, and what it asks for
    /// once its data is in is run as a key's effects are.
    private func observeTop() {
        let changes = self.changes
        observation = top.changes.sink { changes.send() }
        requested = top.requests.sink { [weak self] asked in
            // Screens send on the main queue, where the browser lives.
            MainActor.assumeIsolated {
                guard let self else { return }
                self.changes.send()
                for effect in self.run(asked) { self.effects.send(effect) }
            }
        }
    }
}
