// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

@Suite("Stored times")
struct TimestampTests {
    private func grdb(_ date: Date) -> String? { date.databaseValue.storage.value as? String }

    /// The hand-written form is GRDB's own, so stored times compare and sort as before.
    @Test func matchesGRDBAtTheEdges() {
        let seconds: [Double] = [
            0, -0.0005, -0.001, 0.0009, 0.9999, 59.9995, 86_399.999, 86_400, -86_400, -86_400.0001,
            951_782_400, 951_868_799.999, 1_795_381_200, 1_795_420_799.5, 4_107_542_400, // 2000-02-29, 2100-03-01
            -11_676_096_000, -11_676_096_000.001, // 1600-01-01 and the moment before (GRDB's own path)
            253_402_300_799.999, 253_402_300_800, // the last millisecond of 9999, then year 10000
            -12_219_292_800, -62_135_596_800, // the Gregorian reform, year 1
        ]
        for s in seconds {
            let date = Date(timeIntervalSince1970: s)
            #expect(Timestamp.text(date) == grdb(date), "\(s)")
        }
    }

    /// Property: any moment from 1600 to 9999, whole or fractional, is written as GRDB writes it.
    @Test func matchesGRDBOnRandomMoments() {
        var generator = SeededGenerator(seed: 20_261_123)
        for _ in 0..<20_000 {
            let s = Double.random(in: -11_676_096_000...253_402_300_799, using: &generator)
            let date = Date(timeIntervalSince1970: s)
            #expect(Timestamp.text(date) == grdb(date), "\(s)")
        }
        for _ in 0..<5_000 { // around now, in whole and half milliseconds
            let s = 1_795_000_000 + Double(Int.random(in: 0..<400_000_000, using: &generator)) / 2000
            let date = Date(timeIntervalSince1970: s)
            #expect(Timestamp.text(date) == grdb(date), "\(s)")
        }
    }

    /// Every record that holds a date stores it through `Timestamp`, not GRDB's formatter.
    @Test func recordsUseTheHandWrittenForm() {
        let strategies: [DatabaseDateEncodingStrategy] = [
            AskedQuestionRecord.databaseDateEncodingStrategy(for: "asked_at"), EmotionLog.databaseDateEncodingStrategy(for: "logged_at"),
            Entry.databaseDateEncodingStrategy(for: "created_at"), GoalItem.databaseDateEncodingStrategy(for: "done_at"),
            MoodRow.databaseDateEncodingStrategy(for: "observed_at"), ReflectionQA.databaseDateEncodingStrategy(for: "created_at"),
            Session.databaseDateEncodingStrategy(for: "started_at"), Setting.databaseDateEncodingStrategy(for: "updated_at"),
            TodoItem.databaseDateEncodingStrategy(for: "done_at"),
            // What inserts store: a row before it has an id.
            Entry.New.databaseDateEncodingStrategy(for: "created_at"), EmotionLog.New.databaseDateEncodingStrategy(for: "logged_at"),
            MoodRow.New.databaseDateEncodingStrategy(for: "observed_at"), ReflectionQA.New.databaseDateEncodingStrategy(for: "answered_at"),
            Session.New.databaseDateEncodingStrategy(for: "started_at"), TodoItem.New.databaseDateEncodingStrategy(for: "created_at"),
        ]
        for strategy in strategies {
            guard case .custom = strategy else { Issue.record("a record keeps GRDB's date formatter"); continue }
        }
    }

    /// Records store their dates through the same text.
    @Test func recordsStoreTheSameText() throws {
        let queue = try DatabaseQueue()
        let date = Date(timeIntervalSince1970: 1_795_420_799.4567)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL, updated_at TEXT NOT NULL)")
            try Setting(key: "k", value: "v", updatedAt: date).insert(db)
        }
        let stored = try queue.read { try String.fetchOne($0, sql: "SELECT updated_at FROM settings") }
        #expect(stored == grdb(date))
        #expect(stored == "2026-11-23 07:59:59.457")
    }
}
