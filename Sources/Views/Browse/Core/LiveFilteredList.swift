import Reactive
import ViewModels

/// A list whose filter follows the text as it is typed, after a pause on a scheduler: what
/// `BrowseEnvironment` starts for every list screen, so the pause and the scheduler are given once.
@MainActor
public protocol LiveFilteredList {
    /// Starts the live filter, settling after `debounce` on `scheduler`, and the loading.
    func browse<S: Scheduler>(debounce: S.SchedulerTimeType.Stride, scheduler: S)
}

extension RepositoryListViewModel: LiveFilteredList {}
extension CommitListViewModel: LiveFilteredList {}
extension RefPickerViewModel: LiveFilteredList {}
