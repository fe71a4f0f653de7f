/// What one property wrapper of a command (`@Option`, `@Flag`, `@Argument`, `@OptionGroup`)
/// adds to the command's declaration, given the property's name.
protocol DeclaredProperty {
    /// Appends this property's arguments and options to `parts`.
    func declare(key: String, into parts: inout DeclaredParts)
}

/// The arguments, options and exclusions a type's properties declare, in the order they are
/// written.
public struct DeclaredParts: Sendable {
    /// Positional arguments, in order.
    public var arguments: [ArgumentDeclaration] = []
    /// Options and flags.
    public var options: [OptionDeclaration] = []
    /// Sets of property names of which at most one may be given.
    public var exclusive: [[String]] = []
}
