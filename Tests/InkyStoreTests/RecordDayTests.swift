// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

/// Records carry their day as `Day` (issue 19, item 3), while every `day` column keeps the `YYYY-MM-DD` text it held.
@Suite("Days in records")
struct RecordDayTests {
    let day = Day("2026-11-20")!
    /// A whole second, which the row holds exactly.
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    func journal() throws -> AppDatabase {
        try AppDatabase.emptyInMemory(location: StoreLocation(folder: FileManager.default.temporaryDirectory))
    }

    /// The text in a row's `day` column.
    func dayText(_ table: String, _ id: Int64, _ db: AppDatabase) throws -> String? {
        try db.read { try String.fetchOne($0, sql: "SELECT day FROM \(table) WHERE id = ?", arguments: [id]) }
    }

    @Test func eachRecordsDayIsStoredAsItsTextAndReadBackAsADay() throws {
        let db = try journal()
        let entry = try db.addEntry(text: "a walk by the canal", day: day, tags: [], at: now)
        #expect(try entry.day == day && db.rawEntry(entry.number ?? entry.id).day == day)
        #expect(try dayText("entries", entry.id, db) == "2026-11-20")

        let session = try db.startSession(flow: "daily", day: day, seed: 1, at: now)
        _ = try db.appendAnswer(sessionID: session, state: "s", questionID: "q", question: "Q?", answer: "calm by the water", at: now)
        #expect(try db.sessions().first?.day == day && dayText("sessions", session, db) == "2026-11-20")
        #expect(try db.reflection(number: session).day == day)

        let log = try db.addEmotionLog(EmotionLog.New(day: day, loggedAt: now, rating: 6, category: nil, feelings: ["calm"],
                                                      note: nil, place: nil, at: now))
        #expect(try log.day == day && db.emotionLog(log.id).day == day)
        #expect(try dayText("emotion_logs", log.id, db) == "2026-11-20")

        let signal = MoodSignal.text(valence: 0.4, arousal: 0.5, distribution: .uniform, confidence: 0.6, at: now)
        let mood = try db.recordMood(source: .log, sourceID: log.id, day: day, record: MoodRecord(at: now, signals: [signal]),
                                     prior: .unknown, timeZone: TimeZone(identifier: "UTC")!, now: now)
        #expect(try mood.day == day && db.mood(id: mood.id)?.day == day)
        #expect(try dayText("mood_results", mood.id, db) == "2026-11-20")

        #expect(try db.search(SearchRequest(expression: "canal")).hits.map(\.day) == [day])
        let page = try db.dayPage(day, dayStart: now.addingTimeInterval(-43_200), dayEnd: now.addingTimeInterval(43_200))
        #expect(page.day == day && page.entries.map(\.entry.day) == [day] && page.logs.map(\.day) == [day])

        let replay = MoodReplay(prior: .unknown, timeZone: TimeZone(identifier: "UTC")!, now: now)
        _ = try db.removeEntry(entry.number ?? entry.id, at: now, replay: replay)
        #expect(try db.trash().map(\.day) == [day])
    }

    @Test func aTodosDueDayAndReflectionDayAreDays() throws {
        let db = try journal()
        let due = try #require(Day("2026-11-25"))
        let session = try db.startSession(flow: "daily", day: day, seed: 1, at: now)
        let todo = try db.addTodo(text: "call", day: day, dueDay: due, sessionID: session, at: now)
        #expect(todo.dueDay == due)
        #expect(try db.todo(todo.id).item.dueDay == due && db.todo(todo.id).reflectionDay == day)
        #expect(try db.read { try String.fetchOne($0, sql: "SELECT due_day FROM todo_items WHERE id = ?", arguments: [todo.id]) }
                == "2026-11-25")
    }

    /// A row written as text, as every journal before typed days holds it, reads back as the same day.
    @Test func aDayWrittenAsTextReadsBackUnchanged() throws {
        let db = try journal()
        let entry = try db.addEntry(text: "written before", day: day, tags: [], at: now)
        try db.write { try $0.execute(sql: "UPDATE entries SET day = '2025-02-28' WHERE id = ?", arguments: [entry.id]) }
        let read = try db.read { try Entry.fetchOne($0, key: entry.id) }
        #expect(read?.day == Day(year: 2025, month: 2, day: 28))
        #expect(read?.day.description == "2025-02-28")
    }

    /// A search hit whose day does not read as a day (no inky writes one) is passed over, not a crash.
    @Test func searchPassesOverARowWhoseDayIsNotADay() throws {
        let db = try journal()
        _ = try db.addEntry(text: "a heron by the canal", day: day, tags: [], at: now)
        let broken = try db.addEntry(text: "the canal froze over", day: day, tags: [], at: now)
        #expect(try db.search(SearchRequest(expression: "canal")).hits.count == 2)
        try db.write {
            try $0.execute(sql: "UPDATE search_index SET day = 'not a day' WHERE kind = 'entry' AND ref_id = ?", arguments: [broken.id])
        }
        let results = try db.search(SearchRequest(expression: "canal"))
        #expect(results.hits.map(\.day) == [day] && results.hits.map(\.snippet).allSatisfy { $0.contains("heron") })
    }

    /// Open ends of a day range leave that side open; given ends are inclusive.
    @Test func journalPagesKeepTheirDayRange() throws {
        let db = try journal()
        let next = try #require(Day("2026-11-21"))
        _ = try db.addEntry(text: "one", day: day, tags: [], at: now)
        _ = try db.addEntry(text: "two", day: next, tags: [], at: now)
        let utc = TimeZone(identifier: "UTC")!
        #expect(try db.journalPages(from: nil, to: nil, timeZone: utc).map(\.day) == [day, next])
        #expect(try db.journalPages(from: next, to: nil, timeZone: utc).map(\.day) == [next])
        #expect(try db.journalPages(from: nil, to: day, timeZone: utc).map(\.day) == [day])
        #expect(try db.journalPages(from: day, to: day, timeZone: utc).flatMap(\.entries).map(\.text) == ["one"])
    }
}
