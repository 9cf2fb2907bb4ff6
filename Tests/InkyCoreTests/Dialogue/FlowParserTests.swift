// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Flow files")
struct FlowParserTests {
    static let minimal = """
        version: 1
        flow: tiny
        start: hello
        close: bye
        states:
          hello:
            say: "Hello."
            next: ask
          ask:
            ask:
              - id: q1
                tone: upbeat
                rank: 2
                text: ["How are you?", "How's it going, {name}?"]
            next: bye
          bye:
            say: ["Bye, {name}.", "Bye."]
        """

    @Test func parsesAMinimalFlow() throws {
        let (flow, issues) = FlowParser.parse(Self.minimal, file: "tiny.yaml")
        #expect(issues.isEmpty)
        let f = try #require(flow)
        #expect(f.name == "tiny")
        #expect(f.states.map(\.id) == ["hello", "ask", "bye"])
        #expect(f.state("ask")?.questions.first?.tone == .upbeat)
        #expect(f.state("ask")?.questions.first?.rank == 2)
        #expect(f.state("ask")?.questions.first?.variants.count == 2)
        #expect(FlowValidator.validate(f).isEmpty)
    }

    @Test(arguments: [
        ("version: 2\nflow: x\nstart: a\nstates: {}\n", "tiny.yaml:1: error: version 2 is not supported; this inky reads version 1"),
        ("flow: x\nstart: a\nstates: {}\n", "tiny.yaml:1: error: missing 'version: 1'"),
        ("version: 1\nflow: x\nstart: a\nstates:\n  a:\n    say: hi\n    nxt: b\n", "tiny.yaml:7: error: unknown key 'nxt' in state 'a' (expected say, ask, next, save)"),
        ("version: 1\nflow: x\nstart: a\nstates:\n  a:\n    ask:\n      - id: q\n        text: hi\n        tone: cheerful\n", "tiny.yaml:9: error: 'tone' of question 'q' must be one of: supportive, neutral, upbeat"),
        ("version: 1\nflow: [x\n", "tiny.yaml:3: error: not valid YAML: did not find expected ',' or ']'"),
    ])
    func reportsProblemsWithFileAndLine(yaml: String, expected: String) {
        let (flow, issues) = FlowParser.parse(yaml, file: "tiny.yaml")
        #expect(flow == nil)
        #expect(issues.map(\.description).contains(expected), "got \(issues.map(\.description))")
    }

    @Test func validatorFindsUnknownUnreachableLoopsAndSlots() throws {
        let yaml = """
            version: 1
            flow: broken
            start: a
            states:
              a:
                ask:
                  - id: q
                    text: "What about {topicc}?"
                next: b
              b:
                say: "Looping."
                next: a
              lonely:
                say: "Nobody comes here."
              c:
                say: "x"
                next: nowhere
            """
        let (flow, parseIssues) = FlowParser.parse(yaml, file: "broken.yaml")
        #expect(parseIssues.isEmpty)
        let messages = FlowValidator.validate(try #require(flow)).map(\.description)
        #expect(messages.contains { $0.hasPrefix("broken.yaml:7: error: unknown slot {topicc} (known: best_day, bright_topic, count, date, day_ref,") })
        #expect(messages.contains("broken.yaml:13: error: state 'lonely' is unreachable: no state leads to it"))
        #expect(messages.contains("broken.yaml:5: error: state 'a' leads into a loop that never ends"))
        #expect(messages.contains("broken.yaml:17: error: state 'c' goes to 'nowhere', which is not defined"))
        #expect(!messages.contains("broken.yaml:15: error: state 'c' leads into a loop that never ends"))
    }

    @Test func aQuestionWhoseEveryTextNeedsANameIsFlagged() throws {
        let yaml = "version: 1\nflow: f\nstart: a\nstates:\n  a:\n    ask:\n      - id: q\n        text: \"Hi {name}?\"\n"
        let (flow, _) = FlowParser.parse(yaml, file: "f.yaml")
        let messages = FlowValidator.validate(try #require(flow)).map(\.description)
        #expect(messages == ["f.yaml:7: error: question 'q': every text uses an optional slot such as {name}; add one without it, or a 'when' that ensures it"])
    }
}
