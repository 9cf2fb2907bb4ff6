// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

/// An insert hands back the stored record: its id finds the row, and it is what reading the row gives.
@Suite("Inserted records")
struct InsertedRecordTests {
    let tmp = TemporaryFolder()
    let day = Day("2026-11-20")!
    /// A whole second, which the row holds exactly, so the record handed back and the one read back are equal.
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    func journal() throws -> AppDatabase {
        try AppDatabase(location: StoreLocation(folder: tmp.url.appendingPathComponent("journal")), at: now)
    }

    @Test func entriesTodosAndGoalsComeBackAsStored() throws {
        let db = try journal()
        let first = try db.addEntry(text: "one", day: day, tags: ["walk"], at: now)
        let second = try db.addEntry(text: "two", title: "Second", day: day, tags: [], at: now)
        #expect(first.id != second.id && second.number == 2)
        #expect(try db.read { try Entry.fetchOne($0, key: second.id) } == second)
        #expect(try db.tags(ofEntry: first.id) == ["walk"])
        let todo = try db.addTodo(text: "call", day: day, dueDay: Day("2026-11-25")!, tags: ["family"], at: now)
        #expect(try db.todo(todo.id).item == todo)
        let goal = try db.addGoal(text: "run", steps: ["shoes", "1k"], day: day, at: now)
        #expect(try db.goal(goal.number) == goal && goal.steps.map(\.position) == [1, 2])
    }

    @Test func logsAnswersAndReadingsComeBackAsStored() throws {
        let db = try journal()
        let log = try db.addEmotionLog(EmotionLog.New(day: day, loggedAt: now, rating: 7, category: "joy", feelings: ["calm", "warm"],
                                                      note: "tea", place: nil, at: now))
        #expect(try db.emotionLog(log.id) == log)
        let session = try db.startSession(flow: "daily", day: day, seed: 3, at: now)
        let qa = try db.appendAnswer(sessionID: session, state: "s", questionID: "q", question: "Q?", answer: "fine", at: now)
        #expect(try db.read { try ReflectionQA.fetchOne($0, key: qa.id) } == qa)
        #expect(try db.read { try Session.fetchOne($0, key: session) }?.entryId == qa.entryId)
        let signal = MoodSignal.text(valence: 0.4, arousal: 0.5, distribution: .uniform, confidence: 0.6, at: now)
        let mood = try db.recordMood(source: .log, sourceID: log.id, day: day, record: MoodRecord(at: now, signals: [signal]),
                                     prior: .unknown, timeZone: TimeZone(identifier: "UTC")!, now: now)
        #expect(try db.mood(id: mood.id) == mood)
    }

    /// The record handed back keeps the exact time it was given (a log's time feeds its mood
    /// reading), though the row holds it to the millisecond.
    @Test func aLogKeepsItsExactTime() throws {
        let db = try journal()
        let exact = now.addingTimeInterval(0.000_123)
        let log = try db.addEmotionLog(EmotionLog.New(day: day, loggedAt: exact, rating: 5, category: nil, feelings: [],
                                                      note: nil, place: nil, at: exact))
        #expect(log.loggedAt == exact)
        #expect(try db.emotionLog(log.id).loggedAt == now)
    }
}
