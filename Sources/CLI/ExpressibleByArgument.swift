/// A type a command-line word converts to, after swift-argument-parser's protocol of this name:
/// the type owns its conversion, its error wording, how help shows it as a default, and its
/// choices when they are a fixed set.
protocol ExpressibleByArgument: Sendable {
    /// The value `text` names; `label` (`--sort <field>`) is for the error.
    static func convert(_ text: String, label: String) throws(UsageError) -> Self
    /// How help and the man page show this value as a default.
    var defaultValueDescription: String { get }
    /// Every value accepted, when they are a fixed set (checked by the parser, offered by
    /// completions, listed by help); nil for free text.
    static var allValueStrings: [String]? { get }
}

extension ExpressibleByArgument {
    var defaultValueDescription: String { "\(self)" }
    static var allValueStrings: [String]? { nil }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable<String> {
    static func convert(_ text: String, label: String) throws(UsageError) -> Self {
        guard let value = Self(rawValue: text) else {
            let choices = allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("The value '\(InputRules.printable(text))' is invalid for '\(label)': expected one of \(choices)")
        }
        return value
    }

    var defaultValueDescription: String { rawValue }
    static var allValueStrings: [String]? { allCases.map(\.rawValue) }
}

extension String: ExpressibleByArgument {
    static func convert(_ text: String, label: String) throws(UsageError) -> String { text }
}

extension Int: ExpressibleByArgument {
    static func convert(_ text: String, label: String) throws(UsageError) -> Int {
        guard let value = Int(text) else {
            throw UsageError("The value '\(InputRules.printable(text))' is invalid for '\(label)': expected a whole number")
        }
        return value
    }
}

extension Double: ExpressibleByArgument {
    static func convert(_ text: String, label: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw UsageError("The value '\(InputRules.printable(text))' is invalid for '\(label)': expected a number")
        }
        return value
    }

    /// `30`, not `30.0`, for a whole number.
    var defaultValueDescription: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
    }
}
