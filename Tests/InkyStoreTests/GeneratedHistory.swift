// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore

/// Writes a daily history through the store's own API: each day a reflection of three answers with
/// topics and keywords, a mood reading (a self-report and a text signal), every third day a todo
/// (most of them done), every fourth a tagged entry; and a goal with steps.
///
/// Used by the summary store tests, and by `Benchmarks/summary.sh` (through `INKY_SUMMARY_HISTORY`)
/// to make the 1- and 10-year journals the summary benchmark reads.
enum GeneratedHistory {
    static let topics = ["work", "sleep", "family", "friends", "exercise", "food", "money", "home"]
    static let tags = ["running", "reading", "garden"]

    static func fill(_ db: AppDatabase, days: Int, ending end: Day, seed: UInt64 = 7) throws {
        var g = SeededGenerator(seed: seed)
        func unit() -> Double { Double(g.next(upperBound: UInt64(2001))) / 1000 - 1 }
        let first = end.adding(days: -(days - 1))
        let goal = try db.addGoal(text: "Run a 10k", steps: ["5k", "8k", "10k"], day: first, at: noon(first))
        for n in 0..<days {
            let day = first.adding(days: n)
            let at = noon(day).addingTimeInterval(Double(n % 12) * 3600 - 4 * 3600)
            let session = try db.startSession(flow: "daily", day: day, seed: UInt64(n), at: at)
            let mood = 0.6 * sin(Double(n) / 9) + 0.3 * unit()
            for position in 0..<3 {
                let topic = topics[Int(g.next(upperBound: UInt64(topics.count)))]
                let valence = max(-1, min(1, mood + 0.3 * unit() - (topic == "work" ? 0.3 : 0)))
                _ = try db.appendAnswer(sessionID: session, state: "open", questionID: "q\(position)", question: "Q?",
                                        answer: "an answer about \(topic)", at: at.addingTimeInterval(Double(position) * 40),
                                        topics: [topic], keywords: [topic, "day"], valence: valence)
            }
            try db.endSession(sessionID: session, reason: "complete", at: at.addingTimeInterval(180))
            let rating = (mood + 1) * 5
            let signals = [
                MoodSignal.selfReport(rating: rating.rounded(), at: at),
                MoodSignal.text(valence: mood, arousal: 0.5, distribution: EmotionDistribution(normalizing: [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]),
                                confidence: 0.6, at: at),
            ]
            _ = try db.recordMood(source: .reflection, sourceID: session, day: day, record: MoodRecord(at: at, signals: signals),
                                  prior: .unknown, timeZone: TimeZone(identifier: "UTC")!, now: at)
            if n % 3 == 0 {
                let todo = try db.addTodo(text: "todo \(n)", day: day, at: at)
                if n % 6 == 0 { _ = try db.setTodoDone(todo.id, done: true, at: at.addingTimeInterval(3600)) }
            }
            if n % 4 == 0 { _ = try db.addEntry(text: "an entry", day: day, tags: [tags[n % tags.count]], at: at) }
        }
        _ = try db.markGoalStepDone(goal.number, step: 1, at: noon(end))
    }

    static func noon(_ day: Day) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
    }
}
