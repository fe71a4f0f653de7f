import Foundation
import Models
import Reactive
import Service
import ViewModels
import Views

/// One run of `repos watch`: the view model polling, each new event written as it arrives and
/// flushed (through `--jq`, per event), and on a terminal a status line kept below them on
/// stderr; notes for people (how many arrived while away, reconnecting) on stderr. It ends only
/// with a failure that will not pass, or Ctrl-C.
@MainActor
final class WatchSession {
    private let run: CommandRun
    private let options: WatchOptions
    /// Whether a status line is drawn: a person reads a table on a terminal.
    private let drawsStatus: Bool
    private var subscriptions: [AnyCancellable] = []
    /// The `sequence` of the last event written.
    private var written = 0
    /// The status line's text while it is showing.
    private var shownStatus: String?
    private var announcedAway: Int?
    private var announcedTrouble: WatchStatus?
    /// Where `perform` waits, until the watch ends.
    private var finished: CheckedContinuation<Int32, Never>?
    private var model: WatchViewModel?

    /// What the service tells a watch whose status line speaks for it: nothing to draw.
    private nonisolated static func ignore(_ event: ServiceEvent) {}

    /// A watch of `options` for `run`.
    init(run: CommandRun, options: WatchOptions) {
        self.run = run
        self.options = options
        drawsStatus = run.environment.stderrIsTerminal && run.settings.format == .table
    }

    /// The run's one service; on a terminal the status line says what it is doing, so it draws
    /// no progress line.
    private var service: GitHubService { run.service(label: "events", onScreen: drawsStatus ? Self.ignore : nil) }

    /// The login of the token's user, for `--member`.
    func login() async -> Result<String, GitHubError> {
        do {
            for try await user in service.authenticatedUser().values {
                if let login = user.login { return .success(login) }
            }
        } catch let error as GitHubError {
            return .failure(error)
        } catch {
            return .failure(.network("\(error)"))
        }
        return .failure(.noResult)
    }

    /// Watches until a failure that will not pass (its exit code) or Ctrl-C (the process ends
    /// with 130 there).
    func perform() async -> Int32 {
        let environment = run.environment
        let memory = SeenEvents(directory: environment.cacheDirectory, now: environment.now)
        let source: any EventSource = service
        let model = WatchViewModel(options: options, source: source, memory: memory, scheduler: DispatchQueue.main, now: environment.now)
        self.model = model
        let view = WatchView(run.output, timeZone: run.settings.timeZone)
        run.onInterrupt { [self] in
            model.cancel()
            clearStatus()
            environment.stdout.flush()
        }
        return await withCheckedContinuation { (finished: CheckedContinuation<Int32, Never>) in
            self.finished = finished
            // The model publishes on the main actor: its polls are received on the main queue.
            model.$events.sink { [self] events in MainActor.assumeIsolated { write(events, view: view) } }.store(in: &subscriptions)
            model.$status.sink { [self] status in MainActor.assumeIsolated { report(status, view: view) } }.store(in: &subscriptions)
            model.$error.compactMap { $0 }
                .sink { [self] error in
                    MainActor.assumeIsolated {
                        clearStatus()
                        end(run.fail(error, subject: subject))
                    }
                }
                .store(in: &subscriptions)
            model.start()
        }
    }

    /// The feeds, for messages.
    private var subject: String {
        options.feeds.map { feed -> String in
            switch feed {
            case .organization(let org): return "organization '\(org)'"
            case .repository(let owner, let repo): return "repository '\(owner)/\(repo)'"
            case .member(let user, let org): return "organization '\(org)' as '\(user)' sees it"
            }
        }.joined(separator: ", ")
    }

    /// Writes the events past the last one written, then flushes.
    private func write(_ events: [WatchedEvent], view: WatchView) {
        let fresh = events.filter { $0.sequence > written }
        guard let last = fresh.last else { return }
        written = last.sequence
        clearStatus()
        let stdout = run.environment.stdout
        do {
            try run.write({ try view.render(fresh, now: run.environment.now(), to: &$0) }, to: stdout, perLine: true)
        } catch {
            stdout.flush()
            // A --jq program that fails on an event ends the watch, as it ends any run.
            return end(run.renderFailed(error))
        }
        stdout.flush()
        // A reader gone (`| head -5`) ends the watch as it ends any listing: quietly, with success.
        if stdout.readerGone { return end(ExitCode.success.rawValue) }
        redrawStatus()
    }

    /// Ends the watch with `code`, once.
    private func end(_ code: Int32) {
        model?.cancel()
        subscriptions.removeAll()
        finished?.resume(returning: code)
        finished = nil
    }

    /// Notes what a person should know of `status`, and redraws the status line.
    private func report(_ status: WatchStatus, view: WatchView) {
        if let away = status.arrivedWhileAway, away != announcedAway {
            announcedAway = away
            clearStatus()
            let count = away == 0 ? "No events" : Plural.count(away, "event")
            run.environment.stderr.write("\(count) arrived since you last watched.\n")
        }
        if !drawsStatus, let seconds = status.reconnectingIn, status != announcedTrouble {
            announcedTrouble = status
            let reason = status.trouble.map { " (\(SafeText.line($0.description)))" } ?? ""
            run.environment.stderr.write("Note: the events feed could not be read\(reason); reconnecting in \(seconds) s.\n")
        } else if status.reconnectingIn == nil, announcedTrouble != nil {
            announcedTrouble = nil
            if !drawsStatus { run.environment.stderr.write("Note: reconnected.\n") }
        }
        guard drawsStatus else { return }
        shownStatus = view.statusLine(status)
        redrawStatus()
    }

    private func redrawStatus() {
        guard drawsStatus, let shownStatus else { return }
        run.environment.stderr.write("\r\u{1B}[K" + shownStatus)
    }

    /// Erases the status line, so what is written next starts a clean line.
    private func clearStatus() {
        guard drawsStatus, shownStatus != nil else { return }
        run.environment.stderr.write("\r\u{1B}[K")
    }
}
