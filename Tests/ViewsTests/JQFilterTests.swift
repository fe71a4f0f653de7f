import CJQ
import Testing
import Views

@Suite struct JQFilterTests {
    private func results(_ program: String, _ input: String, pretty: Bool = false) throws -> [String] {
        let filter = try JQFilter(program)
        let printer = JQPrinter(pretty: pretty, color: false, onTerminal: false, bigIntegers: JQPrinter.bigIntegers(in: input))
        var lines: [String] = []
        try filter.run(input) { lines.append(printer.line($0)) }
        return lines
    }

    @Test func keyOrderNumbersAndNestingComeOutAsTheyWentIn() throws {
        #expect(
            try results(".", #"{"b":1,"a":[true,false,null,{}],"c":{"d":-2.5e-3},"e":[]}"#) == [
                #"{"b":1,"a":[true,false,null,{}],"c":{"d":-0.0025},"e":[]}"# + "\n"
            ])
    }

    @Test func prettyIsLaidOutAsJqDoes() throws {
        #expect(try results(".", #"{"a":[1,2],"b":{}}"#, pretty: true) == ["{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {}\n}\n"])
    }

    @Test func stringsComeOutRawAndManyResultsInOrder() throws {
        #expect(try results(".[]", #"["a\tb","c",3]"#) == ["a\tb\n", "c\n", "3\n"])
    }

    @Test func bigIntegersAreFoundOutsideStringsAndAmbiguousOnesAreLeftOut() throws {
        let found = JQPrinter.bigIntegers(
            in: #"{"s":"12345678901234567890","a":12345678901234567890,"b":9007199254740993,"c":9007199254740992,"x":[18014398509481985,18014398509481984]}"#)
        #expect(found[try #require(Double("12345678901234567890"))] == "12345678901234567890")
        #expect(found[9_007_199_254_740_992] == "9007199254740993" || found[9_007_199_254_740_992] == nil)
        // 2^54 + 1 and 2^54 round to the same double: which one a result means is unknown.
        #expect(found[18_014_398_509_481_984] == nil)
        #expect(found.count <= 2)
    }

    @Test func aCompileErrorIsJqsMessageOnOneLine() {
        #expect(throws: JQFilter.Failure.self) { try JQFilter("map(") }
        do {
            _ = try JQFilter("nosuchfn(1)")
            Issue.record("compiled")
        } catch {
            #expect(error.message.hasPrefix("nosuchfn/1 is not defined"))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func aRuntimeErrorAndInputThatIsNotJSONThrow() throws {
        let filter = try JQFilter(".a")
        do {
            try filter.run("3") { _ in }
            Issue.record("ran")
        } catch {
            #expect(error.message == "Cannot index number with string \"a\"")
        }
        #expect(throws: JQFilter.Failure.self) { try filter.run("{nope") { _ in } }
    }
}
