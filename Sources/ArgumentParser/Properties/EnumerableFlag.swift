/// A set of flags of which at most one may be given, one flag per case (`--archived`,
/// `--no-archived`), after swift-argument-parser's protocol of this name: the flags are exclusive
/// because they are one value, and the property reads the case given.
public protocol EnumerableFlag: CaseIterable, Sendable {
    /// The flag's long name for `value`, without `--`.
    static func name(for value: Self) -> String
    /// One line of help for `value`'s flag.
    static func help(for value: Self) -> String
}
