import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process around `Application`: signals, the real streams, and the exit.
public enum ProcessEntry {
    /// Runs `repos` for this process and exits with its code.
    ///
    /// A closed stdout (`repos list | head -1`) must not kill the process with SIGPIPE, so it is
    /// ignored and the write reports EPIPE instead. Ctrl-C cancels the requests in flight and exits
    /// with 130.
    @MainActor
    public static func run(context: RunContext) async -> Never {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        let application = Application(context: context)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        interrupt.setEventHandler {
            MainActor.assumeIsolated { application.interrupt() }
            exit(ExitCode.interrupted.rawValue)
        }
        interrupt.resume()
        let code = await application.run()
        interrupt.cancel()
        exit(code)
    }
}
