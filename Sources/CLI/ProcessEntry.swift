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
    public static func run(environment: RunEnvironment) async -> Never {
        limitMallocArenas()
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        let application = Application(environment: environment)
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

    /// Two malloc arenas instead of glibc's eight per core: worker threads otherwise each keep
    /// their own, and a 10,000-repository listing peaked 6 to 10 MB higher (measured with the
    /// earlier URLSession transport).
    /// `mallopt` is not in Swift's Glibc module, so it is looked up by name.
    private static func limitMallocArenas() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let arenaMaximum: Int32 = -8  // M_ARENA_MAX in <malloc.h>
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaximum, 2)
        #endif
    }
}
