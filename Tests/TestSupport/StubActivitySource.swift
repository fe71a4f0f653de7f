import Foundation
import Reactive
import Service
import ViewModels

/// A source answering an organization's activity from memory: the one stub of its kind.
public struct StubActivitySource: ActivitySource {
    /// The activity, or the failure, every request gets.
    public let answer: Result<OrganizationActivity, GitHubError>

    /// A source answering `answer`.
    public init(answer: Result<OrganizationActivity, GitHubError>) { self.answer = answer }

    /// The answer.
    public func activity(owner: String, since: Date, until: Date?) -> AnyPublisher<OrganizationActivity, GitHubError> {
        StubSource.Answer(answer).publisher
    }
}
