/// Splits a command's words by its spec, with swift-argument-parser's rules and wording:
/// `--name value`, `--name=value`, `-L value`, `-L5`, `--` ends options.
enum ArgumentParser {
    static func parse(_ words: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (option, attached) = try find(word, in: spec)
            switch option.value {
            case .none:
                if attached != nil { throw UsageError("The option '--\(option.long)' does not take a value", command: spec.name) }
                parsed.flags.insert(option.long)
            case .required:
                if let attached {
                    parsed.values[option.long, default: []].append(attached)
                } else if index < words.count, !isOptionLike(words[index]) {
                    parsed.values[option.long, default: []].append(words[index])
                    index += 1
                } else {
                    throw UsageError("Missing value for '\(option.label)'", command: spec.name)
                }
            case .optional(_, let accepts):
                if let attached {
                    parsed.values[option.long, default: []].append(attached)
                } else if index < words.count, !isOptionLike(words[index]), accepts(words[index]) {
                    parsed.values[option.long, default: []].append(words[index])
                    index += 1
                } else {
                    parsed.flags.insert(option.long)
                }
            }
        }
        return parsed
    }

    /// A word that starts an option (a lone `-` and negative numbers are values).
    private static func isOptionLike(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-" && !(word.dropFirst().first?.isNumber ?? false)
    }

    private static func find(_ word: String, in spec: CommandSpec) throws(UsageError) -> (CommandSpec.Option, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let attached = body.contains("=") ? String(body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[1]) : nil
            guard let option = spec.options.first(where: { $0.long == name }) else {
                throw UsageError(unknown("--\(InputRules.printable(name))", candidates: spec.options.map { "--\($0.long)" }), command: spec.name)
            }
            return (option, attached)
        }
        let letters = Array(word.dropFirst())
        guard let letter = letters.first, let option = spec.options.first(where: { $0.short == letter }) else {
            // One letter is too little to guess from: no suggestion for short options.
            throw UsageError("Unknown option '\(InputRules.printable(word))'", command: spec.name)
        }
        let rest = String(letters.dropFirst())
        if rest.isEmpty { return (option, nil) }
        if case .none = option.value {
            throw UsageError("Unknown option '\(word)'", command: spec.name)
        }
        return (option, rest.hasPrefix("=") ? String(rest.dropFirst()) : rest)
    }

    /// "Unknown option '--lmit'. Did you mean '--limit'?"
    static func unknown(_ word: String, candidates: [String], kind: String = "option") -> String {
        let base = "Unknown \(kind) '\(word)'"
        guard let suggestion = suggestion(for: word, among: candidates) else { return base }
        return "\(base). Did you mean '\(suggestion)'?"
    }

    /// The closest candidate within an edit distance of a third of its length (at least 2).
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
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
