/// A type a command-line word converts to, after swift-argument-parser's protocol of this name:
/// the type owns its conversion, its error wording, how help shows it as a default, and its
/// choices when they are a fixed set.
public protocol ExpressibleByArgument: Sendable {
    /// The value `text` names; `label` (`--sort <field>`) is for the error.
    static func convert(_ text: String, label: String) throws(UsageError) -> Self
    /// How help and the man page show this value as a default.
    var defaultValueDescription: String { get }
    /// Every value accepted, when they are a fixed set (checked by the parser, offered by
    /// completions, listed by help); nil for free text.
    static var allValueStrings: [String]? { get }
}

extension ExpressibleByArgument {
    /// The value as Swift prints it.
    public var defaultValueDescription: String { "\(self)" }
    /// Free text: no fixed set.
    public static var allValueStrings: [String]? { nil }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable<String> {
    /// The case whose raw value is `text`, or an error listing them.
    public static func convert(_ text: String, label: String) throws(UsageError) -> Self {
        guard let value = Self(rawValue: text) else {
            let choices = allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("The value '\(UsageError.shown(text))' is invalid for '\(label)': expected one of \(choices)")
        }
        return value
    }

    /// The raw value.
    public var defaultValueDescription: String { rawValue }
    /// Every case's raw value.
    public static var allValueStrings: [String]? { allCases.map(\.rawValue) }
}

extension String: ExpressibleByArgument {
    /// The word itself.
    public static func convert(_ text: String, label: String) throws(UsageError) -> String { text }
}

extension Int: ExpressibleByArgument {
    /// A whole number, or an error.
    public static func convert(_ text: String, label: String) throws(UsageError) -> Int {
        guard let value = Int(text) else {
            throw UsageError("The value '\(UsageError.shown(text))' is invalid for '\(label)': expected a whole number")
        }
        return value
    }
}

extension Double: ExpressibleByArgument {
    /// A finite number, or an error.
    public static func convert(_ text: String, label: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw UsageError("The value '\(UsageError.shown(text))' is invalid for '\(label)': expected a number")
        }
        return value
    }

    /// `30`, not `30.0`, for a whole number.
    public var defaultValueDescription: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
    }
}
