// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// A compact look at a run of days: mood per day, reflections, todos.
public struct WeekDigest: Sendable {
    /// The last smoothed valence of each day that has a mood reading.
    public var moodByDay: [String: Double] = [:]
    /// The average of those, and of the same number of days before.
    public var average: Double?
    public var previousAverage: Double?
    public var reflections = 0
    public var answers = 0
    public var todosDone = 0
    public var todosOpen = 0
}

extension AppDatabase {
    /// The digest of `from...to` (days as `YYYY-MM-DD`), compared with the as many days before `from`.
    public func weekDigest(from: String, to: String, previousFrom: String) throws -> WeekDigest {
        try read { db in
            var d = WeekDigest()
            for row in try Row.fetchAll(db, sql: """
                SELECT day, smoothed_valence FROM mood_results WHERE day >= ? AND day <= ? ORDER BY observed_at, id
                """, arguments: [from, to]) {
                d.moodByDay[row["day"]] = row["smoothed_valence"]
            }
            if !d.moodByDay.isEmpty { d.average = d.moodByDay.values.reduce(0, +) / Double(d.moodByDay.count) }
            d.previousAverage = try Double.fetchOne(db, sql: """
                SELECT avg(smoothed_valence) FROM mood_results WHERE day >= ? AND day < ?
                """, arguments: [previousFrom, from])
            let sessions = try Row.fetchOne(db, sql: """
                SELECT count(*) AS n, coalesce(sum(answer_count), 0) AS a FROM sessions WHERE answer_count > 0 AND day >= ? AND day <= ?
                """, arguments: [from, to])
            d.reflections = sessions?["n"] ?? 0
            d.answers = sessions?["a"] ?? 0
            d.todosDone = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM todo_items WHERE is_done = 1 AND deleted_at IS NULL AND date(done_at) >= ? AND date(done_at) <= ?
                """, arguments: [from, to]) ?? 0
            d.todosOpen = try Int.fetchOne(db, sql: "SELECT count(*) FROM todo_items WHERE is_done = 0 AND deleted_at IS NULL") ?? 0
            return d
        }
    }
}
