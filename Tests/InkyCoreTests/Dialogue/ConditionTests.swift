// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Conditions and transitions")
struct ConditionTests {
    let facts = ConversationFacts([
        "answer.valence": .number(-0.5), "answer.top": .text("anxiety"), "answer.topics": .list(["work", "sleep"]),
        "first_session": .flag(false), "todos.open": .number(0),
    ])

    @Test(arguments: [
        ("answer.valence < -0.3", true), ("answer.valence >= 0", false), ("answer.valence == -0.5", true),
        ("answer.top == anxiety", true), ("answer.top != anxiety", false), ("answer.topics has work", true),
        ("answer.topics lacks work", false), ("answer.topics has family", false), ("first_session", false),
        ("not first_session", true), ("todos.open", false), ("todos.open > 0", false), ("trend.topic", false),
        ("not trend.topic", true), ("answer.top < 3", false),
    ])
    func evaluation(text: String, expected: Bool) throws {
        let condition = try #require(FlowCondition(text))
        #expect(condition.holds(in: facts) == expected)
        #expect(condition.description == text)
    }

    @Test(arguments: ["", "a b", "a ~ b", "a < b c"])
    func malformed(text: String) { #expect(FlowCondition(text) == nil) }

    static let yaml = """
        version: 1
        flow: branch
        start: checkin
        budget: step
        states:
          checkin:
            ask:
              - id: how
                text: "How are you?"
            next:
              - when: checkin.valence < -0.3
                to: gentle
              - to: open
          gentle:
            ask:
              - id: gentle-q
                tone: supportive
                text: "That sounds heavy. What would help a little?"
            next: step
          open:
            ask:
              - id: open-work
                rank: 5
                when: [answer.topics has work, trend.topic.count >= 3]
                text: "{topic} has come up {count} times lately. How is it sitting with you?"
              - id: open-plain
                text: "What stood out today?"
            next: step
          step:
            ask:
              - id: step-q
                text: "One small next step?"
            save: next-step
        """

    func session(_ facts: ConversationFacts, slots: [String: String] = [:]) -> ReflectionSession {
        let (flow, issues) = FlowParser.parse(Self.yaml, file: "b.yaml")
        #expect(issues.isEmpty)
        #expect(FlowValidator.validate(flow!).isEmpty, "\(FlowValidator.validate(flow!))")
        var s = ReflectionSession(flow: flow!, slots: slots, seed: 1)
        s.update(facts: facts)
        return s
    }

    @Test func aLowCheckInTakesTheGentleBranch() {
        var s = session(ConversationFacts())
        _ = s.start()
        s.update(facts: ConversationFacts(["checkin.valence": .number(-0.6)]))
        _ = s.respond(.answer("rough"))
        #expect(s.current?.questionID == "gentle-q")
        #expect(s.current?.tone == .supportive)
        var fine = session(ConversationFacts())
        _ = fine.start()
        fine.update(facts: ConversationFacts(["checkin.valence": .number(0.4)]))
        _ = fine.respond(.answer("good"))
        #expect(fine.current?.questionID == "open-plain")
    }

    @Test func aRecurringTopicWinsWithItsEvidence() {
        var s = session(ConversationFacts())
        _ = s.start()
        s.update(facts: ConversationFacts(["answer.topics": .list(["work"]), "trend.topic.count": .number(4)]),
                 slots: ["topic": "work", "count": "4"])
        _ = s.respond(.answer("long day at work"))
        #expect(s.current?.questionID == "open-work")
        // (A topic that begins the sentence is capitalised.)
        #expect(s.current?.text == "Work has come up 4 times lately. How is it sitting with you?")
        #expect(s.current?.why.contains("answer.topics has work (answer.topics is work)") == true)
        #expect(s.current?.why.contains("trend.topic.count >= 3 (trend.topic.count is 4.00)") == true)
    }

    @Test func theBudgetJumpsToTheNextStep() {
        var s = session(ConversationFacts())
        _ = s.start()
        s.update(facts: ConversationFacts(["budget.over": .flag(true)]))
        _ = s.respond(.answer("fine"))
        #expect(s.current?.questionID == "step-q")
    }

    @Test func lintFindsUnknownConditionsAndTargets() throws {
        let yaml = "version: 1\nflow: f\nstart: a\nstates:\n  a:\n    ask:\n      - id: q\n        when: mood.sky > 3\n        text: hi\n    next:\n      - when: answer.valence < 0\n        to: nowhere\n      - to: a\n"
        let (flow, parse) = FlowParser.parse(yaml, file: "f.yaml")
        #expect(parse.isEmpty)
        let messages = FlowValidator.validate(try #require(flow)).map(\.description)
        #expect(messages.contains { $0.hasPrefix("f.yaml:7: error: unknown condition 'mood.sky'") })
        #expect(messages.contains("f.yaml:11: error: state 'a' goes to 'nowhere', which is not defined"))
        let bad = FlowParser.parse("version: 1\nflow: f\nstart: a\nstates:\n  a:\n    ask:\n      - id: q\n        when: so very sad\n        text: hi\n", file: "f.yaml").1
        #expect(bad.first?.description.hasPrefix("f.yaml:8: error: 'so very sad' in 'when' of question 'q' is not a condition") == true)
    }
}
