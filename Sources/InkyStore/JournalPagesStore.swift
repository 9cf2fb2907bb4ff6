// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// The journal by day, for the readable exports (Markdown, CSV) and todo.txt.
extension AppDatabase {
    /// Days with anything on them between `from` and `to` (inclusive, either open), oldest first;
    /// deleted items are left out. Times are shown in `timeZone`.
    public func journalPages(from: Day?, to: Day?, timeZone: TimeZone) throws -> [JournalPage] {
        try read { db in
            let args: StatementArguments = [from, to]
            var pages: [Day: JournalPage] = [:]
            /// The page of `day` so far; nil for a row whose day text is not a day (which no inky writes).
            func page(_ day: Day?) -> JournalPage? {
                day.map { pages[$0] ?? JournalPage(day: $0) }
            }
            let time = ClockTimeText(timeZone: timeZone)
            for row in try Row.fetchAll(db, sql: """
                SELECT q.id, q.answered_at, q.question, q.answer, e.day FROM reflection_qas q
                JOIN entries e ON e.id = q.entry_id WHERE e.deleted_at IS NULL AND \(Self.dayRange("e.day")) ORDER BY q.answered_at, q.id
                """, arguments: args) {
                guard var p = page(Day.fromDatabaseValue(row[4])) else { continue }
                p.answers.append(.init(id: row[0], time: time.text(row[1]), question: row[2], answer: row[3]))
                pages[p.day] = p
            }
            for entry in try Entry.fetchAll(db, sql: """
                SELECT * FROM entries WHERE type = 'raw' AND deleted_at IS NULL AND \(Self.dayRange("day")) ORDER BY created_at, id
                """, arguments: args) {
                guard var p = page(entry.day) else { continue }
                p.entries.append(.init(id: entry.number ?? entry.id, time: time.text(entry.createdAt), title: entry.title, text: entry.text,
                                       tags: try String.fetchAll(db, sql: """
                                           SELECT tags.name FROM tags JOIN entry_tags ON entry_tags.tag_id = tags.id
                                           WHERE entry_tags.entry_id = ? ORDER BY tags.name
                                           """, arguments: [entry.id]), starred: entry.starred))
                pages[p.day] = p
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT t.id, t.created_at, t.text, t.is_done, t.due_day, e.day FROM todo_items t
                JOIN entries e ON e.id = t.entry_id WHERE t.deleted_at IS NULL AND e.deleted_at IS NULL AND \(Self.dayRange("e.day"))
                ORDER BY t.id
                """, arguments: args) {
                guard var p = page(Day.fromDatabaseValue(row[5])) else { continue }
                p.todos.append(.init(id: row[0], time: time.text(row[1]), text: row[2], done: row[3], due: row[4],
                                     tags: try Self.todoTags(row[0], db)))
                pages[p.day] = p
            }
            for goal in try Entry.fetchAll(db, sql: """
                SELECT * FROM entries WHERE type = 'goals' AND deleted_at IS NULL AND \(Self.dayRange("day")) ORDER BY id
                """, arguments: args) {
                guard var p = page(goal.day) else { continue }
                let steps = try Self.goalSteps(goal.id, db).map { (text: $0.bullet, done: $0.isDone) }
                p.goals.append(.init(id: goal.number ?? goal.id, title: goal.title ?? "", progress: goal.progress ?? 0, steps: steps))
                pages[p.day] = p
            }
            for log in try EmotionLog.fetchAll(db, sql: """
                SELECT * FROM emotion_logs WHERE deleted_at IS NULL AND \(Self.dayRange("day")) ORDER BY logged_at, id
                """, arguments: args) {
                guard var p = page(log.day) else { continue }
                p.logs.append(.init(id: log.id, time: time.text(log.loggedAt), rating: log.rating, category: log.category,
                                    feelings: log.feelingList, note: log.note, place: log.place))
                pages[p.day] = p
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT day, top, band FROM mood_results WHERE \(Self.dayRange("day")) ORDER BY observed_at, id
                """, arguments: args) {
                guard var p = page(Day.fromDatabaseValue(row[0])) else { continue }
                let band = BaselineBand(rawValue: row[2]).map(\.phrase) ?? BaselineBand.firstReadingsPhrase
                let top: String = row[1]
                p.mood = top.isEmpty ? band : "\(top), \(band)"
                pages[p.day] = p
            }
            return pages.values.sorted { $0.day < $1.day }
        }
    }

    /// Todos not deleted whose day is in the range, by id, with the tags and day they belong to.
    public func exportedTodos(from: Day?, to: Day?) throws -> [(todo: ListedTodo, day: Day)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT t.*, e.day AS entry_day FROM todo_items t JOIN entries e ON e.id = t.entry_id
                WHERE t.deleted_at IS NULL AND e.deleted_at IS NULL AND \(Self.dayRange("e.day")) ORDER BY t.id
                """, arguments: [from, to]).map { row in
                let item = try TodoItem(row: row)
                return (try Self.listed(item, db), row["entry_day"])
            }
        }
    }

    /// An SQL condition keeping `column` between the statement's first two arguments, two optional days
    /// (inclusive; nil leaves that side open).
    static func dayRange(_ column: String) -> String {
        "(?1 IS NULL OR \(column) >= ?1) AND (?2 IS NULL OR \(column) <= ?2)"
    }
}

/// `HH:MM` of a stored time in a zone.
struct ClockTimeText {
    let calendar: Calendar

    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    func text(_ date: Date) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }
}
