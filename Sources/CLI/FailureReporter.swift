import Foundation
import Service
import Views

/// How a run reports a failure: one `Error:` line on stderr, with advice for this configuration
/// and GitHub's words made safe, and the documented exit code.
@MainActor
struct FailureReporter {
    let context: RunEnvironment
    let settings: RunSettings
    let progress: ProgressSlot

    /// Reports `error` about `subject` and returns its exit code.
    func fail(_ error: GitHubError, subject: String) -> Int32 {
        progress.clear()
        let advice = ErrorAdvice(tokenSource: settings.tokenSource, now: context.now(), timeZone: settings.timeZone, maxWait: settings.maxWait)
        context.stderr.write("Error: \(SafeText.line(advice.message(for: error, subject: subject)))\n")
        return ExitCode(error).rawValue
    }

    /// Reports a failure to render: a `--jq` program's error on its input, or (it cannot happen
    /// with our models, but is not hidden) a view's.
    func renderFailed(_ error: any Error) -> Int32 {
        progress.clear()
        if let failure = error as? JQFilter.Failure {
            context.stderr.write("Error: jq: \(SafeText.line(failure.message))\n")
            return ExitCode.failure.rawValue
        }
        context.stderr.write("Error: could not write output: \(SafeText.line("\(error)"))\n")
        return ExitCode.failure.rawValue
    }
}
