import Dispatch
import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Publishes the response of one URLSession data task, started on the first demand and cancelled
/// with the subscription.
struct DataTaskPublisher: Publisher {
    typealias Output = HTTPResponse
    typealias Failure = GitHubError

    let session: URLSession
    let request: HTTPRequest

    func receive<S: Subscriber>(subscriber: S) where S.Input == HTTPResponse, S.Failure == GitHubError {
        subscriber.receive(subscription: Inner(downstream: subscriber, session: session, request: request))
    }

    private final class Inner<Downstream: Subscriber>: Subscription
    where Downstream.Input == HTTPResponse, Downstream.Failure == GitHubError {
        static var deliveryQueue: DispatchQueue { DispatchQueue.global(qos: .userInitiated) }

        private struct State {
            var downstream: Downstream?
            var task: URLSessionDataTask?
            var started = false
        }

        private let state: Locked<State>
        private let session: URLSession
        private let request: HTTPRequest

        init(downstream: Downstream, session: URLSession, request: HTTPRequest) {
            state = Locked(State(downstream: downstream))
            self.session = session
            self.request = request
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            let start = state.withLock { state -> Bool in
                guard !state.started, state.downstream != nil else { return false }
                state.started = true
                return true
            }
            guard start else { return }
            var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
            for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
            let timeout = request.timeout
            let url = request.url
            let task = session.dataTask(with: urlRequest) { [weak self] data, response, error in
                let outcome = Self.outcome(data: data, response: response, error: error, url: url, timeout: timeout)
                guard let inner = self else { return }
                // Off the session's serial delegate queue: decoding one page there would hold up
                // the delivery of every other page in flight.
                Self.deliveryQueue.async { inner.finish(outcome) }
            }
            let cancelledMeanwhile = state.withLock { state -> Bool in
                guard state.downstream != nil else { return true }
                state.task = task
                return false
            }
            guard !cancelledMeanwhile else { return }
            task.resume()
            // URLSession on Linux does not enforce `timeoutInterval` against a server that accepts
            // and never answers (measured: it waits forever), so the deadline is ours.
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
                self?.expire(after: timeout)
            }
        }

        private func expire(after seconds: Double) {
            let pending = state.withLock { state -> (Downstream, URLSessionDataTask?)? in
                guard let downstream = state.downstream else { return nil }
                defer {
                    state.downstream = nil
                    state.task = nil
                }
                return (downstream, state.task)
            }
            guard let (downstream, task) = pending else { return }
            task?.cancel()
            downstream.receive(completion: .failure(.timeout(seconds: seconds)))
        }

        func cancel() {
            let task = state.withLock { state -> URLSessionDataTask? in
                defer {
                    state.downstream = nil
                    state.task = nil
                }
                return state.task
            }
            task?.cancel()
        }

        private func finish(_ outcome: Result<HTTPResponse, GitHubError>?) {
            let downstream = state.withLock { state -> Downstream? in
                defer {
                    state.downstream = nil
                    state.task = nil
                }
                return state.downstream
            }
            guard let downstream, let outcome else { return }
            switch outcome {
            case .success(let response):
                _ = downstream.receive(response)
                downstream.receive(completion: .finished)
            case .failure(let error):
                downstream.receive(completion: .failure(error))
            }
        }

        /// The response, or the error; nil for a task we cancelled ourselves.
        private static func outcome(data: Data?, response: URLResponse?, error: (any Error)?, url: URL?, timeout: Double) -> Result<HTTPResponse, GitHubError>? {
            if let error {
                let code = (error as? URLError)?.code
                let host = url?.host ?? "the server"
                switch code {
                case .cancelled?: return nil
                case .timedOut?: return .failure(.timeout(seconds: timeout))
                case .cannotConnectToHost?: return .failure(.network("could not connect to \(host)"))
                case .cannotFindHost?, .dnsLookupFailed?: return .failure(.network("unknown host \(host)"))
                case .networkConnectionLost?: return .failure(.network("connection to \(host) lost mid-response"))
                // libcurl reports a body cut short (fewer bytes than Content-Length) as unknown.
                case .unknown?: return .failure(.network("connection to \(host) failed or closed early"))
                case .notConnectedToInternet?: return .failure(.network("not connected to the internet"))
                case .badServerResponse?: return .failure(.network("malformed http response from \(host)"))
                case .secureConnectionFailed?, .serverCertificateUntrusted?, .serverCertificateHasBadDate?:
                    return .failure(.network("tls connection to \(host) failed"))
                default: return .failure(.network("request to \(host) failed (\((error as NSError).code))"))
                }
            }
            guard let http = response as? HTTPURLResponse, let responseURL = http.url ?? url else {
                return .failure(.network("no http response"))
            }
            var headers: [String: String] = [:]
            for (name, value) in http.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name] = value }
            }
            return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data(), url: responseURL))
        }
    }
}
