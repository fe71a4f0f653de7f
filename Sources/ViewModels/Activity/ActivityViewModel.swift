import Foundation
import Models
import Reactive
import Service

/// The state of `repos activity`: the org's activity in a window, loaded through `Resource`'s
/// pipeline, and the report computed from it.
@MainActor
public final class ActivityViewModel: ObservableObject, LoadableViewModel {
    /// The loaded activity, nil until loaded.
    @Published public private(set) var activity: OrganizationActivity?
    /// True while it loads.
    @Published public private(set) var isLoading = false
    /// Why loading failed, or nil.
    @Published public private(set) var error: GitHubError?
    private let resource = Resource<OrganizationActivity?>(empty: nil)
    /// The organization or user.
    public let owner: String
    /// The window's start.
    public let since: Date
    /// The window's end, or nil for now.
    public let until: Date?
    private let source: any ActivitySource
    private let now: @Sendable () -> Date

    /// Creates the view model.
    public init(owner: String, since: Date, until: Date?, source: any ActivitySource, now: @escaping @Sendable () -> Date) {
        self.owner = owner
        self.since = since
        self.until = until
        self.source = source
        self.now = now
        // The loader's state, published as this view model's own.
        resource.$value.assign(to: &$activity)
        resource.publish(isLoading: &$isLoading, error: &$error)
    }

    /// Loads the activity.
    public func load() async {
        await resource.load(source.activity(owner: owner, since: since, until: until).map { Optional($0) }.eraseToAnyPublisher())
    }

    /// Cancels the load (Ctrl-C).
    public func cancel() { resource.cancel() }

    /// The report, once loaded.
    public var report: ActivityReport? {
        activity.map { ActivityReport($0, since: since, until: until ?? now()) }
    }

    /// "3 hours ago" for `date`, from the injected clock.
    public func relative(_ date: Date) -> String {
        RelativeTime.describe(date, now: now())
    }
}
