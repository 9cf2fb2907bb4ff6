// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

extension AppDatabase {
    /// Whether `day` already has a reflection of `flow` with answers.
    public func hasReflection(flow: String, day: Day) throws -> Bool {
        try read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sessions WHERE flow = ? AND day = ? AND answer_count > 0)",
                              arguments: [flow, day]) ?? false
        }
    }

    /// The answer given in one of `states` by the newest earlier reflection of `flow` that has one (on or before
    /// `day`, leaving out session `current`): a weekly reflection's intention, read by the next one.
    public func lastAnswer(flow: String, states: Set<String>, excluding current: Int64, day: Day) throws -> String? {
        guard !states.isEmpty else { return nil }
        return try read { db in
            let marks = Array(repeating: "?", count: states.count).joined(separator: ", ")
            var arguments: StatementArguments = [flow, current, day]
            arguments += StatementArguments(states.sorted())
            return try String.fetchOne(db, sql: """
                SELECT q.answer FROM sessions s JOIN reflection_qas q ON q.entry_id = s.entry_id
                WHERE s.flow = ? AND s.id != ? AND s.day <= ? AND s.answer_count > 0 AND q.state IN (\(marks))
                ORDER BY s.day DESC, s.id DESC, q.position DESC LIMIT 1
                """, arguments: arguments)
        }
    }

    /// History for a session on `day`, leaving out session `current`; every query uses an index.
    public func reflectionHistory(
        excluding current: Int64, day: Day, weekAgo: Day, recentSessions: Int, nextStepStates: Set<String>
    ) throws -> ReflectionHistory {
        try read { db in
            var h = ReflectionHistory()
            h.days = try String.fetchAll(db, sql: """
                SELECT DISTINCT day FROM sessions WHERE answer_count > 0 AND day <= ? AND id != ?
                ORDER BY day DESC LIMIT 400
                """, arguments: [day, current])
            let entries = try Row.fetchAll(db, sql: """
                SELECT id, entry_id FROM sessions WHERE answer_count > 0 AND id != ? AND day <= ?
                ORDER BY day DESC, id DESC LIMIT ?
                """, arguments: [current, day, recentSessions])
            let topics = try db.cachedStatement(sql: """
                SELECT qa_id, term, valence FROM answer_terms WHERE session_id = ? AND kind = 'topic' ORDER BY rowid
                """)
            let mood = try db.cachedStatement(sql: """
                SELECT valence FROM mood_results WHERE source_kind = 'reflection' AND source_id = ? ORDER BY id DESC LIMIT 1
                """)
            for row in entries {
                let session: Int64 = row["id"]
                h.recentSessionValences[session] = try Double.fetchOne(mood, arguments: [session])
                var seen = Set<Int64>()
                for topic in try Row.fetchAll(topics, arguments: [session]) where seen.insert(topic["qa_id"]).inserted {
                    h.recentTopics.append((session, topic["term"], topic["valence"]))
                }
            }
            if let newest = entries.first { h.lastValence = h.recentSessionValences[newest["id"]] }
            if let newest = entries.first, let entry = newest["entry_id"] as Int64? {
                let answers = try Row.fetchAll(db, sql: """
                    SELECT state, answer FROM reflection_qas WHERE entry_id = ? ORDER BY position
                    """, arguments: [entry])
                h.lastNextStep = answers.last { nextStepStates.contains($0["state"]) }?["answer"]
            }
            h.openStepTodos = try Row.fetchAll(db, sql: """
                SELECT id, text FROM todo_items WHERE is_done = 0 AND deleted_at IS NULL AND session_id IS NOT NULL
                AND session_id != ? ORDER BY id DESC LIMIT 20
                """, arguments: [current]).map { ($0["id"], $0["text"]) }
            h.openStepCount = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM todo_items WHERE is_done = 0 AND deleted_at IS NULL AND session_id IS NOT NULL
                """) ?? 0
            h.openTodos = try Int.fetchOne(db, sql: "SELECT count(*) FROM todo_items WHERE is_done = 0 AND deleted_at IS NULL") ?? 0
            h.overdueTodos = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM todo_items WHERE is_done = 0 AND deleted_at IS NULL AND due_day IS NOT NULL AND due_day < ?
                """, arguments: [day]) ?? 0
            h.openGoals = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM entries WHERE type = 'goals' AND deleted_at IS NULL AND completed_at IS NULL
                """) ?? 0
            h.recentMood = try Row.fetchAll(db, sql: """
                SELECT day, smoothed_valence FROM mood_results WHERE day >= ? AND day <= ? ORDER BY observed_at, id
                """, arguments: [weekAgo, day]).compactMap { row in
                Day.fromDatabaseValue(row["day"]).map { ($0, row["smoothed_valence"]) }
            }
            h.latestZ = try Double.fetchOne(db, sql: "SELECT CASE WHEN band <> '' THEN baseline_z_valence END FROM mood_results ORDER BY observed_at DESC, id DESC LIMIT 1")
            return h
        }
    }
}
