// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// Everything written on one day, as `inky day` shows it.
public struct DayPage: Sendable {
    public var day: Day
    /// Each reflection's answers, in order (skipped questions have empty answers).
    public var reflections: [[ReflectionQA]]
    public var entries: [(entry: Entry, tags: [String])]
    public var logs: [EmotionLog]
    public var todosAdded: [ListedTodo]
    /// Todos completed on this day (added on any day).
    public var todosDone: [ListedTodo]
    public var goals: [ListedGoal]
    public var moods: [StoredMood]

    public var isEmpty: Bool {
        reflections.isEmpty && entries.isEmpty && logs.isEmpty && todosAdded.isEmpty && todosDone.isEmpty
            && goals.isEmpty && moods.isEmpty
    }
}

/// What a month grid marks for one day: how much was written and the day's mood band.
public struct DayMark: Sendable, Hashable {
    public var items: Int
    /// The day has at least one mood reading.
    public var hasReading = false
    /// The day's mean valence against the baseline before it; nil without readings or on the first readings.
    public var band: BaselineBand?
}

extension AppDatabase {
    /// One day's page; `dayStart..<dayEnd` bounds "done on this day" in the person's zone.
    public func dayPage(_ day: Day, dayStart: Date, dayEnd: Date) throws -> DayPage {
        try read { db in
            let answers = try ReflectionQA.fetchAll(db, sql: """
                SELECT reflection_qas.* FROM reflection_qas JOIN entries ON entries.id = reflection_qas.entry_id
                WHERE entries.day = ? AND entries.deleted_at IS NULL
                ORDER BY reflection_qas.entry_id, reflection_qas.position
                """, arguments: [day])
            var reflections: [[ReflectionQA]] = []
            for answer in answers {
                if reflections.last?.last?.entryId == answer.entryId { reflections[reflections.count - 1].append(answer) }
                else { reflections.append([answer]) }
            }
            let entries = try Entry.filter(Column("type") == Entry.Kind.raw.rawValue && Column("day") == day && Column("deleted_at") == nil)
                .order(Column("created_at"), Column("id")).fetchAll(db)
            let logs = try EmotionLog.filter(Column("day") == day && Column("deleted_at") == nil)
                .order(Column("logged_at"), Column("id")).fetchAll(db)
            let added = try TodoItem.fetchAll(db, sql: """
                SELECT todo_items.* FROM todo_items JOIN entries ON entries.id = todo_items.entry_id
                WHERE entries.day = ? AND todo_items.deleted_at IS NULL ORDER BY todo_items.id
                """, arguments: [day])
            let done = try TodoItem.fetchAll(db, sql: """
                SELECT * FROM todo_items WHERE deleted_at IS NULL AND is_done = 1 AND done_at >= ? AND done_at < ? ORDER BY done_at, id
                """, arguments: [Timestamp.text(dayStart), Timestamp.text(dayEnd)])
            let goals = try Entry.filter(Column("type") == Entry.Kind.goals.rawValue && Column("day") == day && Column("deleted_at") == nil)
                .order(Column("id")).fetchAll(db)
            let moods = try MoodRow.filter(Column("day") == day).order(Column("observed_at"), Column("id")).fetchAll(db)
            return DayPage(
                day: day, reflections: reflections,
                entries: try entries.map { ($0, try String.fetchAll(db, sql: """
                    SELECT tags.name FROM tags JOIN entry_tags ON entry_tags.tag_id = tags.id WHERE entry_tags.entry_id = ? ORDER BY tags.name
                    """, arguments: [$0.id])) },
                logs: logs,
                todosAdded: try added.map { try Self.listed($0, db) },
                todosDone: try done.map { try Self.listed($0, db) },
                goals: try goals.map { try Self.listedGoal($0, db) },
                moods: try moods.map(Self.stored))
        }
    }

    /// Marks for each day from `from` to `to` (inclusive) that has something written or a reading.
    /// (A row whose day text is not a day, which no inky writes, marks nothing.)
    public func dayMarks(from: Day, to: Day) throws -> [Day: DayMark] {
        try read { db in
            var marks: [Day: DayMark] = [:]
            let counted = try Row.fetchAll(db, sql: """
                SELECT day, count(*) AS n FROM (
                  SELECT day FROM entries WHERE day BETWEEN ?1 AND ?2 AND deleted_at IS NULL AND type <> 'todos'
                  UNION ALL SELECT day FROM emotion_logs WHERE day BETWEEN ?1 AND ?2 AND deleted_at IS NULL
                  UNION ALL SELECT entries.day FROM todo_items JOIN entries ON entries.id = todo_items.entry_id
                            WHERE entries.day BETWEEN ?1 AND ?2 AND todo_items.deleted_at IS NULL)
                GROUP BY day
                """, arguments: [from, to])
            for row in counted {
                guard let day = Day.fromDatabaseValue(row["day"]) else { continue }
                marks[day, default: DayMark(items: 0)].items = row["n"]
            }
            // The day's mean valence against the baseline before the day (the same for all its readings).
            let days = try Row.fetchAll(db, sql: """
                SELECT day, avg(valence) AS valence, max(json_extract(result, '$.baselineCentre')) AS centre,
                  max(json_extract(result, '$.baselineSpread')) AS spread
                FROM mood_results WHERE day BETWEEN ? AND ? GROUP BY day
                """, arguments: [from, to])
            for row in days {
                guard let day = Day.fromDatabaseValue(row["day"]) else { continue }
                marks[day, default: DayMark(items: 0)].hasReading = true
                marks[day, default: DayMark(items: 0)].band = BaselineBand.of(
                    valence: row["valence"], centre: row["centre"], spread: row["spread"])
            }
            return marks
        }
    }
}
