import Foundation
import Reactive
import Service
import ViewModels

/// What every screen is made from, registered once by the composition root (the CLI's `browse`):
/// the sources its view models read (the service, or stubs in tests), the clock, colour, the
/// filter's pause and scheduler, the configured host's pages and how a failure is worded. A
/// `ScreenRoute` makes its screen from it; nothing is registered per screen.
@MainActor
public struct BrowseEnvironment {
    /// Where commits come from.
    public let commits: any CommitSource
    /// Where a repository's files, README and languages come from.
    public let files: any RepositoryFileSource
    /// Where branches, tags and releases come from.
    public let refs: any RefSource
    /// Where comparisons come from.
    public let comparisons: any ComparisonSource
    /// The configured host's web pages: the only URLs `o` and `y` hand on.
    public let web: WebPages
    /// The clock relative dates are told from.
    public let now: @Sendable () -> Date
    /// Whether a diff is drawn in colour.
    public let color: Bool
    /// Whether browse writes plain lines for a screen reader (`--accessible`): documents and diffs are
    /// then said in words (`MarkdownText.lines(spoken:)`, `DiffLayout.plain`), with no box drawing
    /// or bullets.
    public let accessible: Bool
    /// Words a failure as the CLI does, about a subject (`repository 'o/r'`).
    public let describe: @MainActor (GitHubError, _ subject: String) -> String
    /// Starts a list's live filter, with the pause and on the scheduler given.
    public let startFilter: @MainActor (any LiveFilteredList) -> Void
    /// Where an org's pull requests and issues come from; nil where browse has none to show.
    public let work: (any WorkSource)?
    /// Where one pull request or issue and its parts come from.
    public let workDetails: (any WorkDetailSource)?
    /// The same, answered from the cache alone: what a screen shows before GitHub answers.
    public let rememberedWorkDetails: (any WorkDetailSource)?
    /// When each listing of pull requests or issues was last looked at.
    public let lastLooked: LastLooked?
    /// A live watch of `options` polling on the browser's scheduler: when `remembers`, it starts
    /// from the feed's newest events and records what it shows; else it starts from what was last
    /// seen and records nothing. Where browse has no events source, one that fails saying there
    /// is none.
    public let watch: @MainActor (_ options: WatchOptions, _ remembers: Bool) -> WatchViewModel

    /// Creates the environment; every list's filter settles `filterPause` after the last key, on
    /// `scheduler`; `accessible` when browse writes plain lines for a screen reader.
    public init<S: Scheduler>(
        commits: any CommitSource, files: any RepositoryFileSource, refs: any RefSource, comparisons: any ComparisonSource, web: WebPages,
        now: @escaping @Sendable () -> Date, color: Bool, filterPause: S.SchedulerTimeType.Stride, scheduler: S,
        describe: @escaping @MainActor (GitHubError, _ subject: String) -> String, work: (any WorkSource)? = nil,
        workDetails: (any WorkDetailSource)? = nil, rememberedWorkDetails: (any WorkDetailSource)? = nil, lastLooked: LastLooked? = nil,
        events: (any EventSource)? = nil, eventMemory: (any EventMemory)? = nil, accessible: Bool = false
    ) where S.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
        (self.work, self.workDetails, self.rememberedWorkDetails, self.lastLooked) = (work, workDetails, rememberedWorkDetails, lastLooked)
        (self.commits, self.files, self.refs, self.comparisons) = (commits, files, refs, comparisons)
        (self.web, self.now, self.color, self.describe, self.accessible) = (web, now, color, describe, accessible)
        startFilter = { $0.browse(debounce: filterPause, scheduler: scheduler) }
        let source = events ?? UnavailableWork()
        watch = { options, remembers in
            let memory: any EventMemory
            if let eventMemory, remembers {
                memory = RecordedEvents(memory: eventMemory)
            } else {
                memory = PeekedEvents(memory: eventMemory)
            }
            return WatchViewModel(options: options, source: source, memory: memory, scheduler: scheduler, now: now)
        }
    }
}
