// SPDX-License-Identifier: GPL-3.0-or-later
import InkyData
import Testing
@testable import InkyCore

/// Issue 16, item 7: what the weekly look back knows about the week.
@Suite("Week facts")
struct WeekFactsTests {
    @Test func theShapeOfAWeek() {
        #expect(WeekFacts.shape(of: [(0, 0.2), (3, -0.4)]) == .sparse, "two days are too few")
        #expect(WeekFacts.shape(of: [(0, 0.1), (1, 0.2), (2, 0.05), (5, 0.3)]) == .steady)
        #expect(WeekFacts.shape(of: [(0, -0.6), (1, -0.3), (3, 0.0), (5, 0.2), (6, 0.5)]) == .rising)
        #expect(WeekFacts.shape(of: [(0, 0.6), (2, 0.4), (4, -0.1), (6, -0.5)]) == .falling)
        #expect(WeekFacts.shape(of: [(0, 0.6), (1, -0.5), (2, 0.5), (3, -0.6), (4, 0.6), (6, -0.4)]) == .mixed)
    }

    /// Flipping every reading turns rising into falling and leaves steady, mixed and sparse as they are.
    @Test(arguments: 1...40)
    func mirroredWeeksHaveTheMirroredShape(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let days = (0..<7).filter { _ in Double.random(in: 0...1, using: &generator) < 0.8 }
        let points = days.map { (Double($0), Double.random(in: -1...1, using: &generator)) }
        let mirrored = points.map { ($0.0, -$0.1) }
        let shape = WeekFacts.shape(of: points), flipped = WeekFacts.shape(of: mirrored)
        switch shape {
        case .rising: #expect(flipped == .falling)
        case .falling: #expect(flipped == .rising)
        default: #expect(flipped == shape)
        }
    }

    @Test func theTopicThatWeighedMostAndTheOneThatLifted() {
        func topic(_ term: String, _ count: Int, _ valence: Double) -> Summary.TermTrend {
            Summary.TermTrend(term: term, count: count, averageValence: valence, previousAverageValence: nil, trend: .new)
        }
        let topics = [topic("work", 4, -0.5), topic("family", 2, -0.6), topic("sleep", 1, -0.9),
                      topic("friends", 3, 0.6), topic("food", 2, 0.1)]
        #expect(WeekFacts.heaviest(of: topics)?.term == "family", "heaviest among those mentioned twice or more")
        #expect(WeekFacts.brightest(of: topics)?.term == "friends")
        #expect(WeekFacts.heaviest(of: [topic("work", 3, 0.0)]) == nil, "an even topic did not weigh on the week")
        #expect(WeekFacts.brightest(of: [topic("sleep", 1, 0.9)]) == nil, "a single mention is incidental")
    }

    @Test func onlyAFlowThatAsksReadsTheWeek() throws {
        let weekly = try #require(FlowParser.parse(EmbeddedData.file("Prompts/weekly.yaml") ?? "", file: "weekly.yaml").0)
        let daily = try #require(FlowParser.parse(EmbeddedData.file("Prompts/daily.yaml") ?? "", file: "daily.yaml").0)
        #expect(WeekFacts.isRead(by: weekly))
        #expect(!WeekFacts.isRead(by: daily))
        #expect(FlowValidator.validate(weekly).isEmpty, "\(FlowValidator.validate(weekly))")
        #expect(weekly.states.contains { $0.save == ReflectionTurn.intentionSave })
    }
}
