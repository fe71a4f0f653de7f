import CCurl
import Dispatch
import Foundation
import Reactive

/// One libcurl multi handle and the one thread that drives it.
///
/// The thread sleeps in `curl_multi_poll` until a socket is ready, one of libcurl's own timers
/// (connect, low-speed) is due, or `curl_multi_wakeup` says a request was added or cancelled:
/// waiting costs no CPU. Every libcurl call on the multi and easy handles happens on that thread;
/// other threads only queue jobs and cancellations under the lock and wake it.
///
/// Ownership: the multi handle, the easy handles and each `CurlTransfer` belong to the thread's
/// loop and never leave it. An easy handle's callbacks get its transfer through an unretained
/// pointer; the loop's `transfers` dictionary holds the strong reference for exactly as long as
/// the handle is in the multi, and removes the handle from the multi before dropping it, so
/// libcurl never calls back into a freed transfer.
final class CurlMulti: Sendable {
    /// A request waiting for the thread, and what to do with its outcome (nil when cancelled).
    struct Job: Sendable {
        let id: Int
        let request: HTTPRequest
        let complete: @Sendable (Result<HTTPResponse, GitHubError>) -> Void
    }

    private struct Shared {
        /// The multi handle, for `curl_multi_wakeup`; nil once the thread has stopped. Kept under
        /// the lock so a wake-up never races the thread's cleanup.
        var multi: UnsafeMutableRawPointer?
        var waiting: [Job] = []
        var cancelled: Set<Int> = []
        var stopping = false
        var nextID = 0
        var liveHandles = 0
    }

    /// libcurl's global state is set up once per process, before any handle exists.
    private static let globalSetup: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    private let shared = Locked(Shared())
    private let maxConnectionsPerHost: Int
    private let settings: TransportSettings

    /// Starts the thread; `maxConnectionsPerHost` bounds HTTP/1.1 connections (HTTP/2 multiplexes
    /// on one); `settings` are set on every handle.
    init(maxConnectionsPerHost: Int, settings: TransportSettings) {
        self.maxConnectionsPerHost = maxConnectionsPerHost
        self.settings = settings
        guard Self.globalSetup, let multi = curl_multi_init() else { return }
        repos_curl_multi_setopt_long(multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX)
        repos_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
        shared.withLock { $0.multi = multi }
        // The thread takes the handle from the shared state: a C pointer is not Sendable.
        let thread = Thread { [self] in
            if let multi = shared.withLock({ $0.multi }) { run(multi) }
        }
        thread.name = "repos.curl"
        thread.start()
    }

    /// Easy handles now added to the multi: 0 when nothing is in flight, and back to 0 after a
    /// cancellation once the thread has freed the handle.
    var liveHandles: Int { shared.withLock { $0.liveHandles } }

    /// Queues `request`; `complete` is called once, off the multi thread, unless the job is
    /// cancelled first. Returns the job's id, for `cancel`.
    func enqueue(_ request: HTTPRequest, complete: @escaping @Sendable (Result<HTTPResponse, GitHubError>) -> Void) -> Int {
        let (id, running) = shared.withLock { state -> (Int, Bool) in
            state.nextID += 1
            let id = state.nextID
            guard let multi = state.multi, !state.stopping else { return (id, false) }
            state.waiting.append(Job(id: id, request: request, complete: complete))
            curl_multi_wakeup(multi)
            return (id, true)
        }
        if !running {
            DispatchQueue.global().async { complete(.failure(.network("the http client could not start (libcurl)"))) }
        }
        return id
    }

    /// Cancels job `id`: it is dropped if still waiting, else its handle is removed and freed by
    /// the thread. Its completion is never called after this returns.
    func cancel(_ id: Int) {
        shared.withLock { state in
            if let index = state.waiting.firstIndex(where: { $0.id == id }) {
                state.waiting.remove(at: index)
                return
            }
            state.cancelled.insert(id)
            if let multi = state.multi { curl_multi_wakeup(multi) }
        }
    }

    /// Stops the thread; jobs in flight are dropped without completion.
    func stop() {
        shared.withLock { state in
            state.stopping = true
            if let multi = state.multi { curl_multi_wakeup(multi) }
        }
    }

    // MARK: - The multi thread

    private func run(_ multi: UnsafeMutableRawPointer) {
        var transfers: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        var pool: [UnsafeMutableRawPointer] = []
        var running: Int32 = 0
        while true {
            let (jobs, cancelled, stopping) = shared.withLock { state in
                defer {
                    state.waiting = []
                    state.cancelled = []
                }
                return (state.waiting, state.cancelled, state.stopping)
            }
            if stopping { break }
            for (handle, transfer) in transfers where cancelled.contains(transfer.job.id) {
                retire(handle, from: multi, transfers: &transfers, pool: &pool)
            }
            for job in jobs {
                guard let handle = pool.popLast() ?? curl_easy_init() else {
                    DispatchQueue.global().async { job.complete(.failure(.network("the http client could not start (libcurl)"))) }
                    continue
                }
                let transfer = CurlTransfer(job: job)
                transfer.configure(handle, settings: settings)
                transfers[handle] = transfer
                curl_multi_add_handle(multi, handle)
                shared.withLock { $0.liveHandles += 1 }
            }
            curl_multi_perform(multi, &running)
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                    let transfer = transfers[handle]
                else { continue }
                let outcome = transfer.outcome(handle, result: repos_curl_message_result(message))
                let complete = transfer.job.complete
                retire(handle, from: multi, transfers: &transfers, pool: &pool)
                // Off the multi thread: decoding one page must not hold up the others.
                DispatchQueue.global(qos: .userInitiated).async { complete(outcome) }
            }
            // Sleeps until a socket or a libcurl timer needs attention, or a wake-up; the 1 s cap
            // only bounds how late a missed wake-up could be noticed.
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
        for handle in transfers.keys { retire(handle, from: multi, transfers: &transfers, pool: &pool) }
        pool.forEach { curl_easy_cleanup($0) }
        shared.withLock { state in
            state.multi = nil
            curl_multi_cleanup(multi)
        }
    }

    /// Takes `handle` out of the multi, frees its transfer's header list, and keeps the handle
    /// for reuse (connections live in the multi's cache, not in the easy handle).
    private func retire(
        _ handle: UnsafeMutableRawPointer, from multi: UnsafeMutableRawPointer, transfers: inout [UnsafeMutableRawPointer: CurlTransfer],
        pool: inout [UnsafeMutableRawPointer]
    ) {
        curl_multi_remove_handle(multi, handle)
        // Reset first: the handle points at the transfer's header list and error buffer, which
        // go with the transfer.
        curl_easy_reset(handle)
        transfers.removeValue(forKey: handle)?.release()
        if pool.count < maxConnectionsPerHost {
            pool.append(handle)
        } else {
            curl_easy_cleanup(handle)
        }
        shared.withLock { $0.liveHandles -= 1 }
    }
}
