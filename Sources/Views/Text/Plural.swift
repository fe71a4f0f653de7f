/// "1 repository", "2 repositories": counts with the right form of the noun.
public enum Plural {
    /// `count` and `singular`, or `plural` (default: `singular` + "s") when `count` is not 1.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
