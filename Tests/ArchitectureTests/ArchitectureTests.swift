import Foundation
import Testing

/// The rules of ARCHITECTURE.md that a machine can check, checked by reading `Sources/` and
/// `Package.swift`, after rust-analyzer's tidy tests and ArchUnit. Each failure names the rule, the
/// file and the line that breaks it.
@Suite struct ArchitectureTests {
    /// The layers, lowest first: a target may depend on those below it, never above.
    static let layers = ["Reactive", "JSON", "Models", "Service", "ViewModels", "Views", "CLI", "repos"]
    /// The targets of ours, whose names an `import` may be.
    static let ours = Set(layers + ["ArgumentParser", "CCurl", "CJQ", "CMarkGFM", "CBuildInfo"])

    @Test func everyImportIsADeclaredDependency() throws {
        let declared = try SourceTree.declaredDependencies()
        var breaks: [String] = []
        for file in try SourceTree.files() {
            let allowed = declared[file.target] ?? []
            for (number, line) in file.code {
                let words = line.split(separator: " ")
                guard words.count == 2, words[0] == "import", Self.ours.contains(String(words[1])) else { continue }
                if !allowed.contains(String(words[1])) { breaks.append("\(file.path):\(number): imports \(words[1]), not a dependency of \(file.target)") }
            }
        }
        #expect(breaks.isEmpty, "every import of ours is declared in Package.swift:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func noLayerDependsOnOneAboveIt() throws {
        var breaks: [String] = []
        for (target, dependencies) in try SourceTree.declaredDependencies() {
            guard let level = Self.layers.firstIndex(of: target) else { continue }
            for dependency in dependencies {
                if let other = Self.layers.firstIndex(of: dependency), other >= level { breaks.append("Package.swift: \(target) depends on \(dependency)") }
                if target != "CLI", dependency == "ArgumentParser" { breaks.append("Package.swift: \(target) depends on ArgumentParser") }
            }
        }
        // The components beside the layers use nothing of ours.
        for component in ["ArgumentParser", "JSON", "Reactive"] {
            if let uses = try SourceTree.declaredDependencies()[component], !uses.isEmpty {
                breaks.append("Package.swift: \(component) depends on \(uses.sorted())")
            }
        }
        #expect(breaks.isEmpty, "layers point one way (CLI → Views → ViewModels → Service → Models → JSON):\n\(breaks.joined(separator: "\n"))")
    }

    @Test func environmentNamesOnlyInEnvironmentVariable() throws {
        let home = "Sources/CLI/Run/EnvironmentVariable.swift"
        let names = try SourceTree.environmentNames(in: home)
        #expect(names.isSuperset(of: ["GH_TOKEN", "PATH", "BROWSER", "HOME", "TERM", "LESS"]), "\(names.sorted())")
        let breaks = try SourceTree.files().filter { $0.path != home }.flatMap { file in
            file.code.compactMap { number, line in
                // Quoted as a key, or written as a shell names it in help text (`$REPOS_ORG`); a
                // column headed with the same word (browse's `LANG`) names no variable.
                names.first {
                    (line.contains("\"\($0)\"") && !line.contains(".init(\"\($0)\"")) || line.range(of: "\\$\($0)\\b", options: .regularExpression) != nil
                }
                .map { "\(file.path):\(number): \($0)" }
            }
        }
        #expect(breaks.isEmpty, "environment variable names only in \(home):\n\(breaks.joined(separator: "\n"))")
    }

    @Test func theProcessAndTheClockAreReadOnlyInRunEnvironment() throws {
        let readers = [
            "ProcessInfo", "getenv(", "NSHomeDirectory(", "CommandLine.arguments", "TimeZone.current", ": TimeZone = .current", "?? .current", "Date()",
        ]
        // The run environment reads them; the timer publisher's `Date` is Combine's own API.
        let allowed = ["Sources/CLI/Run/RunEnvironment.swift", "Sources/Reactive/Timers/Timer+Publish.swift"]
        let breaks = try SourceTree.files().filter { !allowed.contains($0.path) }.flatMap { file in
            file.code.compactMap { number, line in readers.first { line.contains($0) }.map { "\(file.path):\(number): \($0)" } }
        }
        #expect(breaks.isEmpty, "the process and the clock are read only in RunEnvironment:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func oneUncheckedSendableTheLockBox() throws {
        let found = try SourceTree.files().flatMap { file in file.code.filter { $0.1.contains("@unchecked Sendable") }.map { "\(file.path):\($0.0)" } }
        #expect(found == ["Sources/Reactive/Locked.swift:20"], "the one @unchecked Sendable is Locked's: \(found)")
    }

    @Test func everyViewModelIsAnObservableObject() throws {
        let declarations = try SourceTree.files().filter { $0.target == "ViewModels" }.flatMap { file in
            file.code.filter { $0.1.contains("final class ") && $0.1.contains("ViewModel") }.map { (file.path, $0.0, $0.1) }
        }
        #expect(declarations.count >= 4)
        let breaks = declarations.filter { !$0.2.contains("ObservableObject") }.map { "\($0.0):\($0.1)" }
        #expect(breaks.isEmpty, "every view model is an ObservableObject:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func oneTestFolderPerTarget() throws {
        let tests = try FileManager.default.contentsOfDirectory(atPath: SourceTree.root.appendingPathComponent("Tests").path)
        let libraries = Self.layers.filter { $0 != "repos" } + ["ArgumentParser"]
        let missing = libraries.filter { !tests.contains($0 + "Tests") }
        #expect(missing.isEmpty, "each target has its test folder: missing \(missing.map { "Tests/\($0)Tests" })")
    }

    @Test func eachOfTheTenBehavioursIsInTheFileTheTableNames() throws {
        let text = try String(contentsOf: SourceTree.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let table = text.components(separatedBy: "| behaviour | its one file | there |\n|---|---|---|\n").dropFirst().first?.components(separatedBy: "\n\n")
            .first
        let rows = (table ?? "").split(separator: "\n").map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(rows.count == 10, "ARCHITECTURE.md has the ten behaviours table")
        for row in rows where row.count == 3 {
            let path = row[1].components(separatedBy: "`").dropFirst().first ?? ""
            let symbol = row[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let file = try? String(contentsOf: SourceTree.root.appendingPathComponent(path), encoding: .utf8)
            #expect(file?.contains(symbol) == true, "\(row[0]): \(path) holds \(symbol)")
        }
    }

    /// Every name ARCHITECTURE.md cites in backticks is in `Sources/`: a type, a member or a
    /// folder the map names and the code no longer has is a failure, not drift.
    @Test func everyNameArchitectureCitesExists() throws {
        let text = try String(contentsOf: SourceTree.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let words = try SourceTree.words()
        let breaks = SourceTree.citations(in: text).compactMap { cited -> String? in
            if cited.contains("/") || cited.hasSuffix(".swift") || cited.hasSuffix(".md") {
                return FileManager.default.fileExists(atPath: SourceTree.root.appendingPathComponent(cited).path) ? nil : "\(cited): no such file or folder"
            }
            let missing = SourceTree.identifiers(in: cited).filter { !words.contains($0) }
            return missing.isEmpty ? nil : "`\(cited)`: \(missing.joined(separator: ", ")) not in Sources"
        }
        #expect(breaks.isEmpty, "ARCHITECTURE.md cites only what Sources has:\n\(breaks.joined(separator: "\n"))")
    }

    /// A type the code map cites under a folder is declared in that folder, or the sentence
    /// names the target it is from (`the Service's values (\`Page\`)`): a name moved to another
    /// file or folder fails here, not only a name removed.
    @Test func everyTypeTheMapCitesLivesWhereTheMapSays() throws {
        let text = try String(contentsOf: SourceTree.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let declared = try SourceTree.declarations()
        var breaks: [String] = []
        for (block, folders) in SourceTree.mapBlocks(of: text) {
            let words = Set(block.split { !$0.isLetter }.map(String.init))
            for cited in SourceTree.citations(in: block) {
                // A type of ours: the first name of the citation, declared somewhere in Sources.
                guard let name = SourceTree.identifiers(in: cited).first, let paths = declared[name] else { continue }
                let placed = paths.contains { path in folders.contains { path.hasPrefix($0 + "/") } }
                let targets = Set(paths.compactMap { $0.split(separator: "/").dropFirst().first.map(String.init) })
                if !placed, targets.isDisjoint(with: words) {
                    breaks.append("`\(cited)` is cited under \(folders.joined(separator: ", ")) but declared in \(paths.sorted().joined(separator: ", "))")
                }
            }
        }
        #expect(breaks.isEmpty, "ARCHITECTURE.md's code map places each type where it is:\n\(breaks.joined(separator: "\n"))")
    }

    /// ARCHITECTURE.md is a map, not a history.
    @Test func theArchitectureMapIsShort() throws {
        let size = try Data(contentsOf: SourceTree.root.appendingPathComponent("ARCHITECTURE.md")).count
        #expect(size <= 9_000, "ARCHITECTURE.md is \(size) bytes; keep it at most 9,000")
    }

    /// Every bound lives in `Limit`: a constant named as a bound (`max…`, `…Bound`, `…Limit`, but
    /// not a `default…`, which is a value to change) or a `maxSomething:` default, given a number,
    /// anywhere else is a bound typed twice or hidden.
    @Test func everyBoundIsALimit() throws {
        let home = "Sources/Models/Limit.swift"
        let bound = try Regex(#"(static let (?!default)(max[A-Z]\w*|\w+(Bound|Limit))\s*=\s*[0-9])|(max[A-Z]\w*: Int = [0-9])"#)
        // Reactive's demand (`.max(1)`) and Combine's own API are not bounds of ours.
        let breaks = try SourceTree.files().filter { $0.path != home && $0.target != "Reactive" }.flatMap { file in
            file.code.filter { $0.1.contains(bound) }.map { "\(file.path):\($0.0): \($0.1.trimmingCharacters(in: .whitespaces))" }
        }
        #expect(breaks.isEmpty, "bounds are cases of Limit, in \(home):\n\(breaks.joined(separator: "\n"))")
    }

    /// How long a pause or a reset lasts is decided in RetryPolicy alone; RateBudget counts and
    /// PageFetcher carries out.
    @Test func everyWaitIsDecidedInRetryPolicy() throws {
        let home = "Sources/Service/Limits/RetryPolicy.swift"
        let arithmetic = try Regex(#"retryAfter \?\?|timeIntervalSince\(\w+\) \+ 1|\.slowingDown\(|\.waitingForRateLimit\("#)
        let found = try SourceTree.files().filter { $0.target == "Service" }.flatMap { file in
            file.code.filter { $0.1.contains(arithmetic) }.map { "\(file.path):\($0.0)" }
        }
        #expect(!found.isEmpty && found.allSatisfy { $0.hasPrefix(home) }, "waits are decided in \(home):\n\(found.joined(separator: "\n"))")
    }

    @Test func noTryBangInSources() throws {
        let breaks = try SourceTree.files().flatMap { file in file.code.filter { $0.1.contains("try!") }.map { "\(file.path):\($0.0)" } }
        #expect(breaks.isEmpty, "no try! in Sources:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func everyKeyLineComesFromKeyBinding() throws {
        let breaks = try SourceTree.files().flatMap { file in
            file.code.filter { $0.1.contains(".keys(\"") || $0.1.contains(".keys([\"") }.map { "\(file.path):\($0.0)" }
        }
        #expect(breaks.isEmpty, "key lines come from KeyBinding.hints(for:):\n\(breaks.joined(separator: "\n"))")
    }

    @Test func noJSONIsBuiltByInterpolation() throws {
        // A quoted key written around an interpolation, `"\"\(name)\":"`, or an object literal
        // opened in a string, `"{\"`.
        let breaks = try SourceTree.files().flatMap { file in
            file.code.filter { ($0.1.contains(#"\"\("#) && $0.1.contains(#")\":"#)) || $0.1.contains(#""{\""#) }.map {
                "\(file.path):\($0.0): \($0.1.trimmingCharacters(in: .whitespaces))"
            }
        }
        #expect(breaks.isEmpty, "JSON is written by the JSON component (JSONValue, JSONFormatter), never interpolated:\n\(breaks.joined(separator: "\n"))")
    }

    @Test func noTestWaitsWithoutABound() throws {
        // A wait with no bound hangs the whole run when what it waits for never comes; under a
        // bound (`bounded`, `finishes`, `eventually`, a timeout) it fails the one test, saying
        // what it waited for. Each form, and what bounds it:
        // - a semaphore's, a group's or a condition's `.wait()`: give it a timeout;
        // - `waitpid` blocking (flags 0): poll it with WNOHANG against a deadline;
        // - `for await` over a stream, or awaiting a task's or a future's `.value`: inside a
        //   `bounded(` (or `finishes`) closure, on the same line or one enclosing it. A loop in a
        //   `Task { … }` is let through: the task's `.value` is then awaited, and that await is
        //   checked in its turn.
        let forms: [(name: String, pattern: String, boundedBy: [String])] = [
            ("a wait() with no timeout", #"\.wait\(\s*\)"#, []),
            ("a blocking waitpid", #"\bwaitpid\([^;]*,\s*0\s*\)"#, []),
            ("a for await", #"\bfor\s+(try\s+)?await\b"#, ["bounded(", "finishes", "Task {"]),
            ("an awaited .value", #"(\bawait\s+|\basync let \w+ = )[\w.$]+\.value\b"#, ["bounded(", "finishes", "Task {"]),
        ]
        let compiled = try forms.map { ($0.name, try NSRegularExpression(pattern: $0.pattern), $0.boundedBy) }
        var breaks: [String] = []
        for file in try SourceTree.files(under: "Tests") where !file.path.hasPrefix("Tests/ArchitectureTests/") {
            for (index, (number, line)) in file.code.enumerated() {
                for (name, pattern, boundedBy) in compiled where pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    let enclosing = [line] + Self.enclosingLines(of: index, in: file.code)
                    if !enclosing.contains(where: { text in boundedBy.contains { text.contains($0) } }) {
                        breaks.append("\(file.path):\(number): \(name): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(breaks.isEmpty, "every wait in Tests/ has a bound:\n\(breaks.joined(separator: "\n"))")
    }

    /// The lines that open the blocks around line `index`, innermost first, up to its function:
    /// each line before it indented less than the last (the code is `swift format`ted).
    static func enclosingLines(of index: Int, in code: [(Int, String)]) -> [String] {
        let indent = { (line: String) in line.prefix { $0 == " " }.count }
        var (level, found) = (indent(code[index].1), [String]())
        for (_, line) in code[..<index].reversed() where indent(line) < level {
            found.append(line)
            level = indent(line)
            if level == 0 || line.contains("func ") { break }
        }
        return found
    }
}
