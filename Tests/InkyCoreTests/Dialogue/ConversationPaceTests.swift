// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// Issue 16, items 3, 5 and 6: short answers, the wording of ritual questions, the person's own words,
/// and nothing upbeat after a low answer.
@Suite("Conversation pace and tone")
struct ConversationPaceTests {
    @Test(arguments: ["fine", "ok", "tired", "idk", "nope", "same as always", "fine i guess", "no idea honestly", "not bad"])
    func aFewWordsThatSayLittleAreShort(answer: String) {
        #expect(ShortAnswer.isShort(answer, question: "How are you?", lexicon: ShippedReplies.lexicon, maximumWords: 3))
    }

    @Test(arguments: ["lonely and flat", "a long walk", "my sister called", "fine, but the day was long and hard"])
    func wordsThatSaySomethingAreNotShort(answer: String) {
        #expect(!ShortAnswer.isShort(answer, question: "How are you?", lexicon: ShippedReplies.lexicon, maximumWords: 3))
    }

    @Test func anOfferedOptionIsShort() {
        let question = "How does your body feel: tired, restless, settled?"
        #expect(ShortAnswer.isShort("restless I guess", question: question, lexicon: ShippedReplies.lexicon, maximumWords: 3))
        #expect(!ShortAnswer.isShort("restless I guess", question: "How are you?", lexicon: ShippedReplies.lexicon, maximumWords: 3))
    }

    /// A ritual question's wording: one never asked first, else the one asked longest ago.
    @Test func theWordingRotates() {
        let texts = ["A?", "B?", "C?"]
        var generator = SeededGenerator(seed: 1)
        var lastAsked: [String: Double] = [:]
        var asked: [String] = []
        for evening in 1...6 {
            let chosen = QuestionPicker.filledVariant(of: texts, id: "q", slots: [:], lastAsked: lastAsked, using: &generator)!
            asked.append(chosen.text)
            lastAsked[QuestionPicker.variantKey(id: "q", index: chosen.index)] = Double(evening)
        }
        #expect(Set(asked.prefix(3)) == Set(texts))
        #expect(Array(asked.suffix(3)) == Array(asked.prefix(3)))
    }

    @Test func aVariantInThePersonsWordsIsPreferredWhenItCanBeFilled() {
        var generator = SeededGenerator(seed: 3)
        let texts = ["Plain?", "You said {echo}. More?"]
        for _ in 0..<20 {
            #expect(QuestionPicker.filledVariant(of: texts, slots: ["echo": "it rained"], preferring: ["echo"], using: &generator)?.text
                == "You said it rained. More?")
            #expect(QuestionPicker.filledVariant(of: texts, slots: [:], preferring: ["echo"], using: &generator)?.text == "Plain?")
        }
    }

    static let flow: FlowScript = FlowParser.parse("""
        version: 1
        flow: test
        start: one
        states:
          one:
            ask:
              - id: one
                text: "How was it?"
            next: two
          two:
            ask:
              - id: bright
                theme: gratitude
                tone: upbeat
                text: "What made you glad?"
              - id: gentle
                theme: self-kindness
                tone: supportive
                text: "What would be kind to yourself now?"
              - id: echo
                theme: moments
                tone: neutral
                text: ["Anything else?", "You said {echo}. What else?"]
        """, file: "t.yaml").0!

    @Test func nothingUpbeatFollowsALowAnswer() {
        for seed in UInt64(0)..<40 {
            var session = ReflectionSession(flow: Self.flow, slots: [:], seed: seed)
            _ = session.start()
            session.update(facts: ConversationFacts([ReflectionSession.lowAnswerFact: .flag(true)]))
            guard case .ask(let q)? = session.respond(.answer("awful")).last else { Issue.record("no question"); return }
            #expect(q.tone != .upbeat, "seed \(seed)")
        }
    }

    @Test func aQuestionThatCanSayBackTheAnswerIsPreferredUntilOneHas() {
        for seed in UInt64(0)..<40 {
            var session = ReflectionSession(flow: Self.flow, slots: [:], seed: seed)
            _ = session.start()
            session.update(facts: ConversationFacts(), slots: ["echo": "the bus was late"])
            guard case .ask(let q)? = session.respond(.answer("the bus was late")).last else { Issue.record("no question"); return }
            #expect(q.text == "You said the bus was late. What else?")
            #expect(q.echoes == ["echo"])
        }
    }

    @Test func aQuestionsThemeIsRead() throws {
        let two = try #require(Self.flow.state("two"))
        #expect(two.questions.map(\.theme) == ["gratitude", "self-kindness", "moments"])
        let (_, problems) = FlowParser.parse("""
            version: 1
            flow: test
            start: one
            states:
              one:
                ask:
                  - id: one
                    theme: [a, b]
                    text: "How was it?"
            """, file: "t.yaml")
        #expect(problems.contains { $0.message.contains("'theme' of question 'one'") })
    }
}
