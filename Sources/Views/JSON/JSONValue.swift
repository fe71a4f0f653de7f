import Foundation

/// A JSON value of our own making (an activity summary, the cache's facts), written compactly by
/// the same writer as GitHub's objects, strings escaped as all our JSON is: no JSON is built by
/// interpolation. `JSONOutput` then lays it out as it does GitHub's.
public indirect enum JSONValue: Sendable {
    /// `null`.
    case null
    /// A whole number.
    case int(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order given.
    case object([(key: String, value: JSONValue)])

    /// `text`, or `null` when there is none.
    public static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// The value as compact JSON.
    public var bytes: Data {
        var out: [UInt8] = []
        append(to: &out)
        return Data(out)
    }

    private func append(to out: inout [UInt8]) {
        switch self {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .int(let number):
            out.append(contentsOf: String(number).utf8)
        case .string(let text):
            JSONFormatter.appendQuoted(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.append(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONFormatter.appendQuoted(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.append(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
