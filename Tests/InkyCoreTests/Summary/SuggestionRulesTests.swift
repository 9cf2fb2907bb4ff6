// SPDX-License-Identifier: GPL-3.0-or-later
import InkyData
import Testing
@testable import InkyCore

@Suite("Suggestion rules")
struct SuggestionRulesTests {
    @Test func shippedRulesAreValid() throws {
        let text = try #require(EmbeddedData.file(SuggestionRules.path))
        let (rules, problems) = SuggestionRules.parse(text)
        #expect(problems.isEmpty, "\(problems)")
        let set = try #require(rules)
        #expect(set.rules.count >= 8)
        // Whatever the facts, some rule applies.
        #expect(set.pick(facts: [:])?.rule == "steady")
    }

    @Test func highestRankWinsAndSlotsFill() throws {
        let yaml = """
            version: 1
            rules:
              - id: calm
                text: "Keep going."
              - id: topic
                rank: 5
                when: ["heaviest_topic_valence <= -0.2"]
                text: "About {heaviest_topic}: go gently."
              - id: streak
                rank: 5
                when: ["streak >= 3", "top_emotion == calm"]
                text: "{streak} days in a row."
            """
        let set = try #require(SuggestionRules.parse(yaml).0)
        #expect(set.pick(facts: ["streak": .number(4)])?.rule == "calm", "every condition must hold")
        #expect(set.pick(facts: ["streak": .number(4), "top_emotion": .text("calm")])?.text == "4 days in a row.")
        // A rule whose slot has no value is passed over.
        #expect(set.pick(facts: ["heaviest_topic_valence": .number(-0.5)])?.rule == "calm")
        let both: [String: SuggestionFacts.Value] = ["heaviest_topic": .text("work"), "heaviest_topic_valence": .number(-0.5),
                                                     "streak": .number(3), "top_emotion": .text("calm")]
        #expect(set.pick(facts: both)?.text == "About work: go gently.", "equal ranks: the first in the file")
    }

    @Test func lintFindsMistakes() {
        let yaml = """
            version: 1
            rules:
              - id: a
                when: ["moodiness > 3", "streak >> 2", "top_emotion < joy", "streak >= lots"]
                text: "Hello {nobody}."
              - id: a
                text: "Again."
                colour: blue
            """
        let (set, problems) = SuggestionRules.parse(yaml, file: "Prompts/suggestions.yaml")
        #expect(set == nil)
        let messages = problems.map(\.message).joined(separator: "\n")
        for expected in ["unknown fact 'moodiness'", "unknown operator '>>'", "compare it with == or !=", "is a number, not 'lots'",
                         "unknown slot {nobody}", "used twice", "unknown key 'colour'"] {
            #expect(messages.contains(expected), "missing: \(expected)")
        }
        #expect(problems.allSatisfy { $0.line > 0 }, "each problem has its line")
        #expect(SuggestionRules.parse("version: 1\nrules:\n  - id: x\n    when: [\"streak > 1\"]\n    text: hi\n").1
            .contains { $0.message.contains("always a suggestion") })
        #expect(SuggestionRules.parse("version: 2\nrules: []").0 == nil)
    }
}
