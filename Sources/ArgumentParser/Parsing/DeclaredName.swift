/// How a property's name becomes its long option name, as swift-argument-parser spells it:
/// `maxWait` is `--max-wait`, `apiURL` is `--api-url`.
public enum DeclaredName {
    /// `text` in kebab case: a hyphen before each capital that follows a lower-case letter or
    /// digit, or that starts a word after an acronym.
    public static func kebab(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append("-")
                }
            }
            result += character.lowercased()
        }
        return result
    }
}
