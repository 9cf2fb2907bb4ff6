// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import Testing
@testable import InkyCLI

/// Issue 16, item 4: a recurring topic counts this reflection too, and is heavy against the person's own usual.
@Suite("Topic trends")
struct TopicTrendTests {
    @Test func thisReflectionCountsAndTheUsualIsTheOtherAnswers() {
        var facts = ConversationFacts()
        var slots: [String: String] = [:]
        let topics: [(session: Int64?, topic: String, valence: Double)] = [
            (1, "work", -0.5), (2, "work", -0.3), (1, "family", 0.6), (2, "friends", 0.4), (nil, "work", -0.4),
        ]
        ConversationFactsBuilder.trend(of: topics, into: &facts, slots: &slots)
        #expect(facts["trend.topic"] == .text("work"))
        #expect(facts["trend.topic.count"] == .number(3), "two earlier reflections and this one")
        guard case .number(let average)? = facts["trend.topic.valence"], case .number(let relative)? = facts["trend.topic.relative"] else {
            Issue.record("no valence")
            return
        }
        #expect(abs(average - -0.4) < 1e-9)
        #expect(abs(relative - (-0.4 - 0.5)) < 1e-9, "heavier than the other answers' +0.5")
        #expect(slots["topic"] == "work" && slots["count"] == "3")
    }

    @Test func aDayOfHeavyEverythingIsNotHeavierThanUsual() {
        var facts = ConversationFacts()
        var slots: [String: String] = [:]
        let topics: [(session: Int64?, topic: String, valence: Double)] = [
            (1, "work", -0.5), (2, "work", -0.5), (nil, "work", -0.5), (1, "home", -0.5), (2, "sleep", -0.5),
        ]
        ConversationFactsBuilder.trend(of: topics, into: &facts, slots: &slots)
        #expect(facts["trend.topic.relative"] == .number(0))
    }
}
