// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// Writes of a reflection session: each committed on its own, so a crash keeps what was given.
extension AppDatabase {
    /// Records the start of a session and returns its id.
    public func startSession(flow: String, day: Day, seed: UInt64, at date: Date) throws -> Int64 {
        try write { db in
            try Session.New(flow: flow, day: day, seed: seed, startedAt: date).insertStored(db).id
        }
    }

    /// Remembers that a question was asked in a session.
    public func recordAsked(sessionID: Int64, questionID: String, variant: Int? = nil, at date: Date) throws {
        try write { db in
            try AskedQuestionRecord(sessionId: sessionID, questionId: questionID, variant: variant, askedAt: date).insert(db)
            try db.execute(sql: "UPDATE sessions SET question_count = question_count + 1 WHERE id = ?", arguments: [sessionID])
        }
    }

    /// Commits one answer with its topics and keywords; the first answer of a session also creates its reflection entry.
    public func appendAnswer(
        sessionID: Int64, state: String, questionID: String, question: String, answer: String, at date: Date,
        topics: [String] = [], keywords: [String] = [], valence: Double = 0
    ) throws -> ReflectionQA {
        try write { db in
            guard var session = try Session.fetchOne(db, key: sessionID) else {
                throw StoreError.sqlite(path: location.database.path, code: 0, meaning: "session \(sessionID) is missing")
            }
            let entryID: Int64
            if let existing = session.entryId {
                entryID = existing
                try db.execute(sql: "UPDATE entries SET updated_at = ? WHERE id = ?", arguments: [Timestamp.text(date), existing])
            } else {
                entryID = try Entry.New(type: .reflection, title: "Reflection", day: session.day, at: date).insertStored(db).id
                session.entryId = entryID
            }
            session.answerCount += 1
            try session.update(db)
            let qa = try ReflectionQA.New(
                entryId: entryID, sessionId: sessionID, position: session.answerCount,
                state: state, questionId: questionID, question: question, answer: answer, answeredAt: date).insertStored(db)
            try Self.insertTerms(of: qa.id, session: sessionID, day: session.day, topics: topics, keywords: keywords, valence: valence, db)
            return qa
        }
    }

    /// An answer's topics and keywords, in the analyzer's order and each once: the first topic is the answer's
    /// main one (trends read it).
    static func insertTerms(of qaID: Int64, session: Int64, day: Day, topics: [String], keywords: [String], valence: Double,
                            _ db: Database) throws {
        let insert = try db.cachedStatement(sql: """
            INSERT INTO answer_terms (qa_id, session_id, kind, term, valence, day) VALUES (?, ?, ?, ?, ?, ?)
            """)
        for (kind, terms) in [("topic", topics), ("keyword", keywords)] {
            var seen = Set<String>()
            for term in terms where seen.insert(term).inserted {
                try insert.execute(arguments: [qaID, session, kind, term, valence, day])
            }
        }
    }

    /// Records how and when a session ended.
    public func endSession(sessionID: Int64, reason: String, at date: Date) throws {
        try write { db in
            try db.execute(
                sql: "UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id = ?",
                arguments: [Timestamp.text(date), reason, sessionID])
        }
    }

    /// Ids of questions asked since `date`, to avoid repeating them.
    public func recentlyAskedQuestionIDs(since date: Date) throws -> Set<String> {
        try read { db in
            Set(try String.fetchAll(db, sql: "SELECT DISTINCT question_id FROM asked_questions WHERE asked_at >= ?", arguments: [Timestamp.text(date)]))
        }
    }

    /// The wordings of questions asked since `date`, least recently asked first: (question id, its text's
    /// index), for rotating the wording of questions asked every evening.
    public func askedWordings(since date: Date) throws -> [(questionID: String, variant: Int)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT question_id, variant, MAX(asked_at) AS last FROM asked_questions
                WHERE asked_at >= ? AND variant IS NOT NULL GROUP BY question_id, variant ORDER BY last, question_id, variant
                """, arguments: [Timestamp.text(date)]).map { ($0["question_id"], $0["variant"]) }
        }
    }

    /// The answers of one session, in order.
    public func answers(sessionID: Int64) throws -> [ReflectionQA] {
        try read { db in
            try ReflectionQA.filter(Column("session_id") == sessionID).order(Column("position")).fetchAll(db)
        }
    }

    /// All sessions, oldest first.
    public func sessions() throws -> [Session] {
        try read { db in try Session.order(Column("id")).fetchAll(db) }
    }

    /// The answers of every reflection on `day`, in order.
    public func answers(onDay day: Day) throws -> [ReflectionQA] {
        try read { db in
            try ReflectionQA.fetchAll(db, sql: """
                SELECT reflection_qas.* FROM reflection_qas
                JOIN entries ON entries.id = reflection_qas.entry_id
                WHERE entries.day = ? AND entries.deleted_at IS NULL
                ORDER BY reflection_qas.entry_id, reflection_qas.position
                """, arguments: [day])
        }
    }
}

extension AppDatabase {
    /// Records a photo attached in a session, by path and content hash (the file is not copied).
    public func addAttachment(sessionID: Int64, path: String, sha256: String, at date: Date) throws -> Int64 {
        try write { db in
            let entryID = try Int64.fetchOne(db, sql: "SELECT entry_id FROM sessions WHERE id = ?", arguments: [sessionID])
            try db.execute(
                sql: "INSERT INTO attachments (entry_id, session_id, path, sha256, created_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [entryID, sessionID, path, sha256, Timestamp.text(date)])
            return db.lastInsertedRowID
        }
    }
}
