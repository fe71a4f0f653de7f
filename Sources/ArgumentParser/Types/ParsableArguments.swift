/// A type whose properties are command-line parameters (`@Option`, `@Flag`, `@Argument`,
/// `@OptionGroup`): a command, or a group of options several commands share. After
/// swift-argument-parser: the declaration is read off a default instance, and a parsed command
/// line is decoded into a new one.
public protocol ParsableArguments: Decodable, Sendable {
    /// The instance whose property wrappers hold the declarations and defaults.
    init()
    /// Sets of property names of which at most one may be given. Flags that are one value
    /// (`EnumerableFlag`) exclude each other without being listed.
    static var exclusive: [[String]] { get }
}

extension ParsableArguments {
    /// None, unless the type says.
    public static var exclusive: [[String]] { [] }

    /// Every argument, option and exclusion its properties declare, those of its groups
    /// included.
    public static var declaredParts: DeclaredParts {
        var parts = DeclaredParts(exclusive: exclusive)
        for child in Mirror(reflecting: Self()).children {
            // A wrapped property `limit` is stored as `_limit`.
            guard let label = child.label, label.hasPrefix("_"), let property = child.value as? any DeclaredProperty else { continue }
            property.declare(key: String(label.dropFirst()), into: &parts)
        }
        return parts
    }
}
