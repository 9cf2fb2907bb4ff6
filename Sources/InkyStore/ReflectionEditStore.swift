// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A reflection as `inky reflection` lists it: numbered by its session, with its answers in order.
public struct ListedReflection: Sendable, Hashable {
    /// The number people type (`inky reflection show 3`): the session's.
    public var number: Int64
    public var day: Day
    public var flow: String
    public var startedAt: Date
    /// The reflection's entry row (the trash lists the reflection as `r` and its number).
    public var entryID: Int64
    public var answers: [ReflectionQA]
}

/// A reflection number that names no reflection in view.
public struct ReflectionNotFound: Error, Sendable, Equatable {
    public var number: Int64
}

/// An answer number a reflection does not have.
public struct ReflectionAnswerNotFound: Error, Sendable, Equatable {
    public var number: Int64
    public var answer: Int
    public var count: Int
}

/// Reflections shown, edited and removed like entries; removing one puts it in the trash.
///
/// A session's `answer_count` counts its answers in view: a removed reflection's is 0 (so history,
/// streaks, trends and summaries pass it over), and a restore counts them again.
extension AppDatabase {
    /// Reflections with answers, newest first, between two days when given.
    public func reflections(from: Day? = nil, to: Day? = nil, limit: Int? = nil) throws -> [ListedReflection] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT s.id, s.day, s.flow, s.started_at, s.entry_id FROM sessions s JOIN entries e ON e.id = s.entry_id
                WHERE s.answer_count > 0 AND e.deleted_at IS NULL AND \(Self.dayRange("s.day"))
                ORDER BY s.day DESC, s.id DESC LIMIT ?3
                """, arguments: [from, to, limit ?? -1])
            return try rows.map { try Self.listedReflection($0, db) }
        }
    }

    /// One reflection in view, by its number; throws `ReflectionNotFound`.
    public func reflection(number: Int64) throws -> ListedReflection {
        try read { db in try Self.liveReflection(number, db) }
    }

    /// Rewrites answer `position` (1-based) of a reflection, with the topics and keywords read in it, and
    /// replaces the reflection's mood reading with `reading`; the history is replayed.
    public func editReflectionAnswer(
        number: Int64, answer position: Int, text: String, topics: [String], keywords: [String], valence: Double,
        reading: MoodRecord?, replay: MoodReplay
    ) throws -> ListedReflection {
        try write { db in
            let reflection = try Self.liveReflection(number, db)
            guard var qa = reflection.answers.first(where: { $0.position == position }) else {
                throw ReflectionAnswerNotFound(number: number, answer: position, count: reflection.answers.count)
            }
            qa.answer = text
            try qa.update(db)
            try db.execute(sql: "DELETE FROM answer_terms WHERE qa_id = ?", arguments: [qa.id])
            try Self.insertTerms(of: qa.id, session: number, day: reflection.day, topics: topics, keywords: keywords, valence: valence, db)
            try db.execute(sql: "UPDATE entries SET updated_at = ? WHERE id = ?", arguments: [Timestamp.text(replay.now), reflection.entryID])
            if reading != nil {
                try replaceReading(db, source: .reflection, sourceID: number, day: reflection.day, record: reading, replay: replay)
            }
            return try Self.liveReflection(number, db)
        }
    }

    /// Moves a reflection to the trash; its mood reading leaves the history until it is restored.
    public func removeReflection(number: Int64, at date: Date, replay: MoodReplay) throws -> ListedReflection {
        try write { db in
            let reflection = try Self.liveReflection(number, db)
            try db.execute(sql: "UPDATE entries SET deleted_at = ?, updated_at = ? WHERE id = ?",
                           arguments: [Timestamp.text(date), Timestamp.text(date), reflection.entryID])
            try db.execute(sql: "UPDATE sessions SET answer_count = 0 WHERE entry_id = ?", arguments: [reflection.entryID])
            try replaceReading(db, source: .reflection, sourceID: number, day: reflection.day, record: nil, replay: replay)
            return reflection
        }
    }

    /// The answers of a removed reflection (by its entry), to read its mood again when it is restored.
    public func trashedReflectionAnswers(entryID: Int64) throws -> [String] {
        try read { db in
            try String.fetchAll(db, sql: "SELECT answer FROM reflection_qas WHERE entry_id = ? ORDER BY position", arguments: [entryID])
        }
    }

    static func liveReflection(_ number: Int64, _ db: Database) throws -> ListedReflection {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT s.id, s.day, s.flow, s.started_at, s.entry_id FROM sessions s JOIN entries e ON e.id = s.entry_id
            WHERE s.id = ? AND s.answer_count > 0 AND e.deleted_at IS NULL
            """, arguments: [number]) else { throw ReflectionNotFound(number: number) }
        return try listedReflection(row, db)
    }

    static func listedReflection(_ row: Row, _ db: Database) throws -> ListedReflection {
        let entryID: Int64 = row["entry_id"]
        return ListedReflection(
            number: row["id"], day: row["day"], flow: row["flow"], startedAt: row["started_at"], entryID: entryID,
            answers: try ReflectionQA.fetchAll(db, sql: "SELECT * FROM reflection_qas WHERE entry_id = ? ORDER BY position",
                                               arguments: [entryID]))
    }
}
