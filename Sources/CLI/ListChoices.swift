import ArgumentParser
import ViewModels

/// GitHub's `type` for a repository listing, as `--type` takes it.
enum RepositoryKind: String, CaseIterable, ExpressibleByArgument {
    case all, `public`, `private`, forks, sources, member
}

/// `--direction`.
enum SortDirection: String, CaseIterable, ExpressibleByArgument {
    case asc, desc
}

/// `--archived` or `--no-archived`.
enum ArchivedFlag: EnumerableFlag {
    case archived, noArchived

    static func name(for value: ArchivedFlag) -> String { DeclaredName.kebab("\(value)") }

    static func help(for value: ArchivedFlag) -> String {
        value == .archived ? "Only archived repositories." : "Leave out archived repositories."
    }

    /// The view model's filter.
    var filter: RepositoryListOptions.ArchivedFilter { self == .archived ? .only : .exclude }
}

/// `--fork` or `--source`.
enum ForkFlag: EnumerableFlag {
    case fork, source

    static func name(for value: ForkFlag) -> String { "\(value)" }

    static func help(for value: ForkFlag) -> String {
        value == .fork ? "Only forks." : "Only repositories that are not forks."
    }

    /// The view model's filter.
    var filter: RepositoryListOptions.ForkFilter { self == .fork ? .only : .exclude }
}

extension RepositoryListOptions.Sort: ExpressibleByArgument {}
