import Foundation

/// A line of shell split as bash splits it, enough for the README's examples: words (quotes and
/// `$(…)`/`<(…)` kept whole, with their quoting), then commands at `;` and `&&`; a `#` that
/// starts a word ends the line.
struct ShellWords {
    /// The commands of the line, each its words, operators (`|`, `>`, `&`) among them as words.
    let commands: [[String]]

    init(_ line: String) {
        var commands: [[String]] = [[]]
        var word = ""
        var quote: Character?
        var depth = 0
        var characters = line.makeIterator()
        var pending: Character?
        func endWord() {
            if !word.isEmpty { commands[commands.count - 1].append(word) }
            word = ""
        }
        reading: while let character = pending ?? characters.next() {
            pending = nil
            if let open = quote {
                word.append(character)
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                word.append(character)
            case "(":
                depth += 1
                word.append(character)
            case ")":
                depth -= 1
                word.append(character)
            case _ where depth > 0:
                word.append(character)
            case " ", "\t":
                endWord()
            case "#" where word.isEmpty:
                break reading
            case ";":
                endWord()
                commands.append([])
            case "&":
                endWord()
                let next = characters.next()
                if next == "&" {
                    commands.append([])
                } else {
                    commands[commands.count - 1].append("&")
                    pending = next
                }
            case "|", ">":
                endWord()
                commands[commands.count - 1].append(String(character))
            default:
                word.append(character)
            }
        }
        endWord()
        self.commands = commands.filter { !$0.isEmpty }
    }

    /// Whether `word` is a leading `NAME=value`.
    static func isAssignment(_ word: String) -> Bool {
        word.range(of: #"^[A-Za-z_][A-Za-z0-9_]*="#, options: .regularExpression) != nil
    }
}
