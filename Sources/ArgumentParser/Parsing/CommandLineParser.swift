/// Checks a command's words against its declaration, with swift-argument-parser's rules and
/// wording: `--name value`, `--name=value`, `-L value`, `-L5`, `--` ends options. Everything
/// declared is enforced here (unknown options, missing values, choices, value types, argument
/// counts, exclusions), and the first problem is reported as one precise usage error.
public enum CommandLineParser {
    /// The values `words` give `declaration`'s properties, defaults filled in, or the first
    /// problem as a usage error naming the command.
    public static func parse(_ words: [String], declaration: CommandDeclaration) throws(UsageError) -> ParsedArguments {
        do {
            return try parseWords(words, declaration)
        } catch {
            var error = error
            error.command = error.command ?? declaration.name
            throw error
        }
    }

    private static func parseWords(_ words: [String], _ declaration: CommandDeclaration) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var positionals: [String] = []
        /// An option-with-optional-value given bare right before a positional: if that positional
        /// is one too many, it was most likely meant as the option's value.
        var bareOptionBefore: [Int: OptionDeclaration] = [:]
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (option, attached) = try find(word, in: declaration.options)
            // Flags that set one property (`--archived`, `--no-archived`) are one value: at most one.
            if let other = parsed.given.first(where: { $0.key == option.key && $0.long != option.long }) {
                throw UsageError("'--\(other.long)' cannot be combined with '--\(option.long)'")
            }
            parsed.given.append((option.key, option.long))
            switch option.arity {
            case .flag:
                if attached != nil { throw UsageError("The option '--\(option.long)' does not take a value") }
                parsed.values[option.key] = option.presentValue
            case .value:
                let text: String
                if let attached {
                    text = attached
                } else if index < words.count, !isOptionLike(words[index]) {
                    text = words[index]
                    index += 1
                } else {
                    throw UsageError("Missing value for '\(option.label)'")
                }
                let value = try option.convert(text, option.label)
                if let appending = option.appending, let previous = parsed.values[option.key] ?? option.defaultValue {
                    parsed.values[option.key] = appending(previous, value)
                } else {
                    parsed.values[option.key] = value
                }
            case .optionalValue(_, let accepts):
                if let attached {
                    parsed.values[option.key] = try option.convert(attached, option.label)
                } else if index < words.count, !isOptionLike(words[index]), accepts(words[index]) {
                    parsed.values[option.key] = try option.convert(words[index], option.label)
                    index += 1
                } else {
                    parsed.values[option.key] = option.presentValue
                    bareOptionBefore[positionals.count] = option
                }
            }
        }
        // `repos cache --help` is asking for help, not missing an argument.
        if parsed.wantsHelp { return parsed }
        try assign(positionals, to: declaration.arguments, into: &parsed, bareOptionBefore: bareOptionBefore)
        for group in declaration.exclusive {
            let present = parsed.given.filter { group.contains($0.key) }
            if let first = present.first, let second = present.first(where: { $0.key != first.key }) {
                throw UsageError("'--\(first.long)' cannot be combined with '--\(second.long)'")
            }
        }
        for option in declaration.options where parsed.values[option.key] == nil {
            parsed.values[option.key] = option.defaultValue
        }
        return parsed
    }

    /// Positionals to declared arguments, in order: missing required ones and extra words are
    /// errors; a fixed set of choices is checked.
    private static func assign(
        _ words: [String], to arguments: [ArgumentDeclaration], into parsed: inout ParsedArguments, bareOptionBefore: [Int: OptionDeclaration]
    )
        throws(UsageError)
    {
        for (position, argument) in arguments.enumerated() {
            guard position < words.count else {
                if argument.isOptional {
                    parsed.values[argument.key] = argument.absentValue
                    continue
                }
                throw UsageError("Missing expected argument '<\(argument.name)>'")
            }
            let word = words[position]
            if let choices = argument.choices, !choices.contains(word) {
                let base = "The value '\(UsageError.shown(word))' is invalid for '<\(argument.name)>'"
                let hint = suggestion(for: word, among: choices).map { ". Did you mean '\($0)'?" } ?? ": expected one of \(choices.joined(separator: ", "))"
                throw UsageError(base + hint)
            }
            parsed.values[argument.key] = try argument.convert(word, "<\(argument.name)>")
            if let appending = argument.appending, var joined = parsed.values[argument.key] {
                // The last argument takes every word left.
                for more in words.dropFirst(position + 1) {
                    joined = appending(joined, try argument.convert(more, "<\(argument.name)>"))
                }
                parsed.values[argument.key] = joined
                return
            }
        }
        guard words.count > arguments.count else { return }
        let extra = words[arguments.count]
        if let option = bareOptionBefore[arguments.count] {
            // `--json stars`: the word was meant as the option's value; convert it for the
            // option's own error, or say it is not one.
            _ = try option.convert(extra, option.label)
        }
        throw UsageError("Unexpected argument '\(UsageError.shown(extra))'")
    }

    /// A word that starts an option (a lone `-` and negative numbers are values).
    private static func isOptionLike(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-" && !(word.dropFirst().first?.isNumber ?? false)
    }

    private static func find(_ word: String, in options: [OptionDeclaration]) throws(UsageError) -> (OptionDeclaration, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            guard let option = options.first(where: { $0.long == name || $0.formerNames.contains(name) }) else {
                throw UsageError(unknown("--\(UsageError.shown(name))", candidates: options.map { "--\($0.long)" }))
            }
            return (option, parts.count == 2 ? parts[1] : nil)
        }
        let letters = Array(word.dropFirst())
        guard let letter = letters.first, let option = options.first(where: { $0.short == letter }) else {
            // One letter is too little to guess from: no suggestion for short options.
            throw UsageError("Unknown option '\(UsageError.shown(word))'")
        }
        let rest = String(letters.dropFirst())
        if rest.isEmpty { return (option, nil) }
        if option.isFlag { throw UsageError("Unknown option '\(UsageError.shown(word))'") }
        return (option, rest.hasPrefix("=") ? String(rest.dropFirst()) : rest)
    }

    /// How many of `words` (from the start) are options that `declaration` knows, with their
    /// values: the global options written before the subcommand (`repos -v list`).
    public static func leadingOptions(_ words: [String], in options: [OptionDeclaration]) -> Int {
        var index = 0
        while index < words.count, words[index].hasPrefix("-"), words[index] != "-", words[index] != "--" {
            guard let (option, attached) = try? find(words[index], in: options) else { return index }
            index += 1
            switch option.arity {
            case .flag:
                break
            case .value:
                if attached == nil, index < words.count { index += 1 }
            case .optionalValue(_, let accepts):
                if attached == nil, index < words.count, accepts(words[index]) { index += 1 }
            }
        }
        return index
    }

    /// "Unknown option '--lmit'. Did you mean '--limit'?"
    public static func unknown(_ word: String, candidates: [String], kind: String = "option") -> String {
        let base = "Unknown \(kind) '\(word)'"
        guard let suggestion = suggestion(for: word, among: candidates) else { return base }
        return "\(base). Did you mean '\(suggestion)'?"
    }

    /// The closest candidate within an edit distance of a third of its length (at least 2).
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
