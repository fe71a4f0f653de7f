import Foundation

/// A model that can carry the bytes GitHub sent for it.
///
/// The models decode GitHub's objects to validate, filter, sort and draw tables; JSON output is
/// GitHub's own object, so the service attaches the object's bytes here when the output needs
/// them (and only then: a table holds no raw bytes). The bytes are not part of `Codable`.
public protocol JSONCarrying {
    /// The object exactly as GitHub sent it, or nil when it was not kept.
    var json: Data? { get set }
}
