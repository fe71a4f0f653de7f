import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal as `browse` holds it: raw input (no echo, no line editing, no signals from keys),
/// the alternate screen, the cursor hidden, bracketed paste on, mouse off; and the one way back.
///
/// Restoring is idempotent and async-signal-safe: the bytes that undo the screen changes and the
/// saved `termios` are kept in memory allocated once, so a signal handler can `write(2)` them and
/// `tcsetattr` without allocating. `enter()` installs handlers for the fatal signals (a crash)
/// that restore, then re-raise with the default action, so even a trap leaves a usable terminal.
enum TerminalMode {
    /// What `enter()` writes: alternate screen, cursor hidden, bracketed paste on, mouse
    /// reporting off, screen cleared.
    static let enterBytes = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[H\u{1B}[2J"
    /// What restoring writes: attributes reset, bracketed paste off, cursor shown, primary screen.
    static let restoreBytes = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
    /// What `enter(fullScreen: false)` writes (the accessible mode): bracketed paste on, nothing
    /// that moves the cursor or changes the screen.
    static let enterLineBytes = "\u{1B}[?2004h"
    /// What restoring the accessible mode writes: attributes reset, bracketed paste off.
    static let restoreLineBytes = "\u{1B}[0m\u{1B}[?2004l"

    /// Signals whose default action kills the process and that the driver does not handle
    /// itself (it quits on TERM, HUP, INT and QUIT): a crash's (SEGV, BUS, ILL, FPE, ABRT, TRAP,
    /// SYS) and the others that end a process (USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ, IO).
    /// Handled only to restore the terminal, then re-raised with the default action, so the
    /// process ends as the signal says and the terminal is usable.
    static let fatalSignals = [
        SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO,
    ]

    /// Saved state for the signal handler, allocated once and never freed: the input
    /// descriptor, whether the terminal is held, the saved termios and the restore bytes.
    private struct Saved {
        var input: Int32 = -1
        var output: Int32 = -1
        var held: Int32 = 0
        var fullScreen = true
        var settings = termios()
        var bytes: (UnsafeMutablePointer<UInt8>, Int) = (UnsafeMutablePointer<UInt8>.allocate(capacity: 1), 0)
    }

    // Written only on the main thread, before and after raw mode; read by signal handlers, which
    // only read plain values and call async-signal-safe functions.
    nonisolated(unsafe) private static let saved: UnsafeMutablePointer<Saved> = {
        let pointer = UnsafeMutablePointer<Saved>.allocate(capacity: 1)
        pointer.initialize(to: Saved())
        // Room for the longer of the two restores; `enter` copies in the one it needs.
        let bytes = Array(restoreBytes.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        pointer.pointee.bytes = (buffer, bytes.count)
        return pointer
    }()

    @MainActor private static var exitHookInstalled = false

    /// The size of the terminal on `descriptor` in columns and lines, or nil when it is not a
    /// terminal or will not say.
    static func size(of descriptor: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        #if canImport(Glibc)
            let asked = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
        #else
            let asked = ioctl(descriptor, TIOCGWINSZ, &size)
        #endif
        guard asked == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Puts the terminal on `input`/`output` in browse mode (without the alternate screen and the
    /// hidden cursor unless `fullScreen`); false when `input` is not a terminal.
    @MainActor
    static func enter(input: Int32, output: Int32, fullScreen: Bool = true) -> Bool {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return false }
        saved.pointee.settings = original
        saved.pointee.input = input
        saved.pointee.output = output
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { return false }
        let restoring = Array((fullScreen ? restoreBytes : restoreLineBytes).utf8)
        restoring.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            saved.pointee.bytes.0.update(from: base, count: restoring.count)
        }
        saved.pointee.bytes.1 = restoring.count
        saved.pointee.fullScreen = fullScreen
        saved.pointee.held = 1
        if !exitHookInstalled {
            exitHookInstalled = true
            // Any `exit` while browsing (the Ctrl-C path calls it) leaves a usable terminal.
            atexit { TerminalMode.restore() }
        }
        for signal in fatalSignals { installRestoringHandler(signal) }
        writeAll(output, Array((fullScreen ? enterBytes : enterLineBytes).utf8))
        return true
    }

    /// Puts the terminal back as it was: cooked mode, primary screen, cursor shown. Safe to call
    /// any number of times, and from a signal handler.
    static func restore() {
        let state = saved.pointee
        guard state.held == 1 else { return }
        saved.pointee.held = 0
        var remaining = state.bytes.1
        var cursor = UnsafeRawPointer(state.bytes.0)
        while remaining > 0 {
            let wrote = write(state.output, cursor, remaining)
            if wrote < 0, errno == EINTR { continue }
            guard wrote > 0 else { break }
            remaining -= wrote
            cursor += wrote
        }
        var original = state.settings
        _ = tcsetattr(state.input, TCSAFLUSH, &original)
    }

    /// Re-enters browse mode after a suspension (Ctrl-Z, then `fg`).
    @MainActor
    static func reenter() {
        let state = saved.pointee
        guard state.held == 0, state.input >= 0 else { return }
        _ = enter(input: state.input, output: state.output, fullScreen: state.fullScreen)
    }

    /// Writes every byte, retrying short writes and interruptions.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard var cursor = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let wrote = write(descriptor, cursor, remaining)
                if wrote < 0, errno == EINTR || errno == EAGAIN { continue }
                guard wrote > 0 else { return }
                remaining -= wrote
                cursor += wrote
            }
        }
    }

    private static func installRestoringHandler(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in
                TerminalMode.restore()
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        #else
            action.__sigaction_u.__sa_handler = { number in
                TerminalMode.restore()
                Darwin.signal(number, SIG_DFL)
                raise(number)
            }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }
}
