import Models
import ViewModels

/// An item of a repository's branches, tags or releases, as `RefListView` and the repository
/// screen's faces draw it: its row's fields, given the listing's view model (a release's
/// dates are relative to the model's clock).
public protocol ListedRef: Decodable, Sendable {
    /// The fields of its row, in order.
    @MainActor static func fields(_ model: RefListViewModel<Self>) -> [Field<Self>]
}

extension Branch: ListedRef {
    /// `RefListView.branchFields`.
    @MainActor public static func fields(_ model: RefListViewModel<Branch>) -> [Field<Branch>] { RefListView<Branch>.branchFields }
}

extension RepositoryTag: ListedRef {
    /// `RefListView.tagFields`.
    @MainActor public static func fields(_ model: RefListViewModel<RepositoryTag>) -> [Field<RepositoryTag>] { RefListView<RepositoryTag>.tagFields }
}

extension Release: ListedRef {
    /// `RefListView.releaseFields`, dated by the model's clock.
    @MainActor public static func fields(_ model: RefListViewModel<Release>) -> [Field<Release>] {
        RefListView<Release>.releaseFields(relative: { date in MainActor.assumeIsolated { model.relative(date) } })
    }
}
