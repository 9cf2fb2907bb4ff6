// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// Reads for `inky summary`: one query per section, bounded to the period and the one before it.
extension AppDatabase {
    /// Days fetched per step while walking a reflection streak back in time.
    static let streakChunk = 370

    /// What a summary of `period` needs; `timeZone` gives readings their local hour and the
    /// period its instants (for todos marked done).
    public func summaryInput(for period: SummaryPeriod, timeZone: TimeZone) throws -> SummaryInput {
        let from = period.windowStart.description, to = period.to.description
        let periodFrom = period.from.description
        let start = Timestamp.text(Self.startOfDay(period.from, timeZone))
        let end = Timestamp.text(Self.startOfDay(period.to.adding(days: 1), timeZone))
        return try read { db in
            var input = SummaryInput(period: period)
            // Mood readings (mood_results_on_day), with the person's own rating from the stored signals.
            input.readings = try Row.fetchAll(db, sql: """
                SELECT m.day, m.observed_at, m.valence, m.smoothed_valence, json_extract(m.result, '$.baselineCentre') AS centre,
                  json_extract(m.result, '$.baselineSpread') AS spread, m.top,
                  m.conflict, m.corrected,
                  (SELECT avg(json_extract(s.value, '$.rating')) FROM json_each(m.record, '$.signals') AS s
                     WHERE json_extract(s.value, '$.source') = 'selfReport') AS rating
                FROM mood_results AS m WHERE m.day >= ? AND m.day <= ? ORDER BY m.observed_at, m.id
                """, arguments: [from, to]).compactMap { row -> SummaryReading? in
                guard let day = Day.fromDatabaseValue(row["day"]) else { return nil }
                let at: Date = row["observed_at"]
                let seconds = Int(at.timeIntervalSince1970) + timeZone.secondsFromGMT(for: at)
                return SummaryReading(
                    day: day, hour: ((seconds % 86_400 + 86_400) % 86_400) / 3600,
                    valence: row["valence"], smoothedValence: row["smoothed_valence"], baselineCentre: row["centre"],
                    baselineSpread: row["spread"],
                    top: EmotionCategory(rawValue: row["top"]),
                    conflict: row["conflict"], corrected: row["corrected"], rating: row["rating"])
            }
            // Topics and keywords of answers (sessions_on_day, then answer_terms_on_session).
            input.terms = try Row.fetchAll(db, sql: """
                SELECT t.kind, t.term, t.day, t.valence FROM sessions AS s JOIN answer_terms AS t ON t.session_id = s.id
                WHERE s.day >= ? AND s.day <= ? AND s.answer_count > 0
                """, arguments: [from, to]).compactMap { row in
                guard let day = Day.fromDatabaseValue(row["day"]), let kind = SummaryInput.Term.Kind(rawValue: row["kind"]) else { return nil }
                return SummaryInput.Term(kind: kind, term: row["term"], day: day, valence: row["valence"])
            }
            // Tags of entries and of todos (entries_on_day).
            input.tags = try Row.fetchAll(db, sql: """
                SELECT e.day AS day, tags.name AS name FROM entries AS e
                  JOIN entry_tags ON entry_tags.entry_id = e.id JOIN tags ON tags.id = entry_tags.tag_id
                  WHERE e.day >= ? AND e.day <= ? AND e.deleted_at IS NULL
                UNION
                SELECT e.day, tags.name FROM entries AS e JOIN todo_items AS i ON i.entry_id = e.id
                  JOIN todo_item_tags ON todo_item_tags.todo_id = i.id JOIN tags ON tags.id = todo_item_tags.tag_id
                  WHERE e.day >= ? AND e.day <= ? AND e.deleted_at IS NULL AND i.deleted_at IS NULL
                """, arguments: [from, to, from, to]).compactMap { row in
                Day.fromDatabaseValue(row["day"]).map { ($0, (row["name"] as String).lowercased()) }
            }
            // Reflections of the period (sessions_on_day).
            input.reflections = try Row.fetchAll(db, sql: """
                SELECT day, answer_count, (julianday(ended_at) - julianday(started_at)) * 1440 AS minutes
                FROM sessions WHERE answer_count > 0 AND day >= ? AND day <= ? ORDER BY day, id
                """, arguments: [periodFrom, to]).compactMap { row in
                Day.fromDatabaseValue(row["day"]).map {
                    SummaryInput.Reflection(day: $0, answers: row["answer_count"], minutes: (row["minutes"] as Double?).map { max(0, $0) })
                }
            }
            input.streakRun = try Self.streakRun(db, endingOn: period.to)
            // Todos: added on the period's days (by their todos entry's day), done within its instants, open now.
            let todos = try Row.fetchOne(db, sql: """
                SELECT count(*) AS added, coalesce(sum(i.is_done), 0) AS added_done FROM todo_items AS i
                JOIN entries AS e ON e.id = i.entry_id
                WHERE e.type = 'todos' AND e.day >= ? AND e.day <= ? AND i.deleted_at IS NULL AND e.deleted_at IS NULL
                """, arguments: [periodFrom, to])
            input.todos.added = todos?["added"] ?? 0
            input.todos.addedDone = todos?["added_done"] ?? 0
            input.todos.done = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM todo_items WHERE is_done = 1 AND deleted_at IS NULL AND done_at >= ? AND done_at < ?
                """, arguments: [start, end]) ?? 0
            input.todos.open = try Int.fetchOne(db, sql: "SELECT count(*) FROM todo_items WHERE is_done = 0 AND deleted_at IS NULL") ?? 0
            // Goals open now, or reached during the period.
            input.goals = try Row.fetchAll(db, sql: """
                SELECT coalesce(e.number, e.id) AS number, e.title, e.progress, e.completed_at >= ? AND e.completed_at < ? AS reached,
                  (SELECT count(*) FROM goal_items WHERE entry_id = e.id) AS steps,
                  (SELECT count(*) FROM goal_items WHERE entry_id = e.id AND is_done = 1) AS steps_done,
                  (SELECT count(*) FROM goal_items WHERE entry_id = e.id AND is_done = 1 AND done_at >= ? AND done_at < ?) AS steps_now
                FROM entries AS e WHERE e.type = 'goals' AND e.deleted_at IS NULL
                  AND (e.completed_at IS NULL OR (e.completed_at >= ? AND e.completed_at < ?))
                ORDER BY e.completed_at IS NOT NULL, e.number, e.id
                """, arguments: [start, end, start, end, start, end]).map { row in
                SummaryInput.Goal(id: row["number"], text: row["title"] ?? "", progress: row["progress"] ?? 0,
                                  steps: row["steps"], stepsDone: row["steps_done"], stepsDoneInPeriod: row["steps_now"],
                                  completedInPeriod: row["reached"] ?? false)
            }
            // Traits as of the period's end, from the stored readings (as the pipeline computes them).
            let valences = try Self.traitValences(db, endingOn: period.to)
            if !valences.isEmpty {
                input.traits = valences.count >= MoodTraits.minimumDays
                    ? .ready(MoodTraits.compute(valences: valences))
                    : .notEnoughDays(have: valences.count, need: MoodTraits.minimumDays)
            }
            return input
        }
    }

    /// The run of days with a reflection ending on `end` or the day before, back to the first gap.
    /// Each chunk of days is counted first and read (as whole-day offsets from `end`, no text to
    /// parse) only when it has a gap, so a long streak costs one small query per chunk.
    static func streakRun(_ db: Database, endingOn end: Day) throws -> Streak.Run? {
        let count = try db.cachedStatement(sql: """
            SELECT count(DISTINCT day) FROM sessions WHERE answer_count > 0 AND day >= ? AND day <= ?
            """)
        let offsets = try db.cachedStatement(sql: """
            SELECT DISTINCT CAST(julianday(?) - julianday(day) AS INTEGER) AS back FROM sessions
            WHERE answer_count > 0 AND day >= ? AND day <= ? ORDER BY back
            """)
        var latest: Int? // offset from `end` of the run's latest day: 0 or 1
        var length = 0
        var nearest = 0 // offset of the chunk's latest day
        func run() -> Streak.Run? { latest.map { Streak.Run(latest: end.adding(days: -$0), length: length) } }
        while true {
            let farthest = nearest + streakChunk - 1
            let range: StatementArguments = [end.adding(days: -farthest).description, end.adding(days: -nearest).description]
            if try Int.fetchOne(count, arguments: range) == streakChunk {
                if latest == nil { latest = 0 }
                length += streakChunk
            } else {
                for back in try Int.fetchAll(offsets, arguments: [end.description] + range) {
                    let expected = latest.map { $0 + length } ?? (back == 0 ? 0 : 1)
                    guard back == expected else { return run() }
                    if latest == nil { latest = back }
                    length += 1
                }
            }
            guard let first = latest, first + length - 1 == farthest else { return run() }
            nearest = farthest + 1
        }
    }

    /// The mean fused valence of each of the last `MoodTraits.windowDays` days with readings up
    /// to `end`, oldest first: what `MoodTraits` reads (mood numbers only).
    static func traitValences(_ db: Database, endingOn end: Day) throws -> [Double] {
        try Double.fetchAll(db, sql: """
            SELECT avg(valence) FROM mood_results WHERE day <= ? GROUP BY day ORDER BY day DESC LIMIT ?
            """, arguments: [end.description, MoodTraits.windowDays]).reversed()
    }

    static func startOfDay(_ day: Day, _ timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
    }
}
