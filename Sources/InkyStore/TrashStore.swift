// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// What the trash holds: removed entries, goals, todos, emotion logs and reflections.
public enum TrashKind: String, Sendable, CaseIterable, Codable {
    case entry = "e", goal = "g", todo = "t", log = "l", reflection = "r"

    /// The kind's name as people read it.
    public var name: String {
        switch self {
        case .entry: "entry"
        case .goal: "goal"
        case .todo: "todo"
        case .log: "log"
        case .reflection: "reflection"
        }
    }
}

/// A removed item as the trash lists it. Its number is typed with the kind's letter: `t12`, `e3`.
public struct TrashItem: Sendable, Hashable {
    public var kind: TrashKind
    /// The number people know it by: an entry's or goal's number, a reflection's (its session), a todo's or log's id.
    public var id: Int64
    /// Its row in its table (`entries` for entries, goals and reflections).
    public var rowID: Int64
    public var day: Day
    public var deletedAt: Date
    /// When the item was written (a log: when it was logged).
    public var createdAt: Date
    /// The item's text (entry text, goal, todo, log note or feelings), for a short preview.
    public var text: String

    public var handle: String { kind.rawValue + String(id) }

    /// Reads a typed handle such as `t12`; nil when it is not one.
    public static func parse(handle: String) -> (TrashKind, Int64)? {
        let lowered = handle.lowercased()
        guard let first = lowered.first, let kind = TrashKind(rawValue: String(first)),
              let id = Int64(lowered.dropFirst()), id > 0 else { return nil }
        return (kind, id)
    }
}

/// A trash handle that names nothing in the trash.
public struct TrashItemNotFound: Error, Sendable, Equatable {
    public var handle: String
}

/// The trash (Thoughtful's Recently Deleted): removal is a soft delete, restore undoes it, and
/// items removed more than `trashDays` ago are deleted for good.
extension AppDatabase {
    /// How long removed items wait in the trash.
    public static let trashDays = 30

    /// Everything in the trash, most recently removed first.
    public func trash() throws -> [TrashItem] {
        try read { db in try Self.trashItems(db, where: "deleted_at IS NOT NULL") }
    }

    /// One item in the trash; throws `TrashItemNotFound` when it is not there.
    public func trashItem(_ kind: TrashKind, id: Int64) throws -> TrashItem {
        try read { db in try Self.trashItem(kind, id: id, db) }
    }

    /// A removed emotion log, whole (to derive the reading its restore brings back).
    public func trashedEmotionLog(_ id: Int64) throws -> EmotionLog? {
        try read { db in try EmotionLog.filter(key: id).filter(Column("deleted_at") != nil).fetchOne(db) }
    }

    /// Puts an item back, with the mood reading a restored entry or log brings back (nil for none).
    public func restore(_ kind: TrashKind, id: Int64, reading: MoodRecord?, replay: MoodReplay) throws -> TrashItem {
        try write { db in
            let item = try Self.trashItem(kind, id: id, db)
            let date = replay.now
            let table = Self.table(of: kind)
            let id = item.rowID
            try db.execute(sql: "UPDATE \(table) SET deleted_at = NULL, updated_at = ? WHERE id = ?", arguments: [Timestamp.text(date), id])
            switch kind {
            case .entry:
                try replaceReading(db, source: .entry, sourceID: id, day: item.day, record: reading, replay: replay)
            case .log:
                try replaceReading(db, source: .log, sourceID: id, day: item.day, record: reading, replay: replay)
            case .reflection:
                // Its answers count again, so history, streaks and summaries see it.
                try db.execute(sql: """
                    UPDATE sessions SET answer_count = (SELECT count(*) FROM reflection_qas WHERE entry_id = ?1) WHERE entry_id = ?1
                    """, arguments: [id])
                if let session = try Int64.fetchOne(db, sql: "SELECT id FROM sessions WHERE entry_id = ? ORDER BY id LIMIT 1", arguments: [id]) {
                    try replaceReading(db, source: .reflection, sourceID: session, day: item.day, record: reading, replay: replay)
                }
            case .goal, .todo:
                break
            }
            return item
        }
    }

    /// Deletes for good what was removed before `cutoff` (everything in the trash when nil); returns how many.
    /// `now` dates the note of the highest numbers deleted (so they are never given again).
    @discardableResult
    public func emptyTrash(removedBefore cutoff: Date?, now: Date) throws -> Int {
        try write { db in
            let condition = cutoff == nil ? "deleted_at IS NOT NULL" : "deleted_at IS NOT NULL AND deleted_at < ?"
            let arguments: StatementArguments = cutoff.map { [Timestamp.text($0)] } ?? []
            var count = 0
            for table in ["todo_items", "emotion_logs", "entries"] {
                let kindFilter = table == "entries" ? " AND type IN ('raw', 'goals', 'reflection')" : ""
                let ids = try Int64.fetchAll(db, sql: "SELECT id FROM \(table) WHERE \(condition)\(kindFilter)", arguments: arguments)
                guard !ids.isEmpty else { continue }
                if table == "entries" { try Self.keepHighestNumbers(removing: condition, arguments: arguments, at: now, db) }
                let source = table == "emotion_logs" ? "log" : table == "entries" ? "entry" : nil
                for id in ids {
                    if let source {
                        try db.execute(sql: "DELETE FROM mood_results WHERE source_kind = ? AND source_id = ?", arguments: [source, id])
                    }
                    try db.execute(sql: "DELETE FROM \(table) WHERE id = ?", arguments: [id])
                }
                count += ids.count
            }
            return count
        }
    }

    /// Whether anything in the trash was removed before `cutoff` (a read, so most runs write nothing).
    public func trashHasItems(removedBefore cutoff: Date) throws -> Bool {
        try read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM todo_items WHERE deleted_at < ?1)
                    OR EXISTS (SELECT 1 FROM emotion_logs WHERE deleted_at < ?1)
                    OR EXISTS (SELECT 1 FROM entries INDEXED BY entries_in_trash WHERE deleted_at < ?1 AND type IN ('raw', 'goals', 'reflection'))
                """, arguments: [Timestamp.text(cutoff)]) ?? false
        }
    }

    /// Notes, per entry type, the highest number among the rows about to be deleted for good, so
    /// that a number is never given twice (`nextEntryNumber` reads it).
    static func keepHighestNumbers(removing condition: String, arguments: StatementArguments, at date: Date, _ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT type, max(number) AS highest FROM entries WHERE \(condition) AND number IS NOT NULL GROUP BY type
            """, arguments: arguments)
        for row in rows {
            guard let type = Entry.Kind(rawValue: row["type"]) else { continue }
            let highest: Int64 = row["highest"]
            let key = SettingName.highestNumber(type).key
            let kept = try String.fetchOne(db, sql: "SELECT value FROM settings WHERE key = ?", arguments: [key]).flatMap { Int64($0) } ?? 0
            if highest > kept { try Setting(key: key, value: String(highest), updatedAt: date).save(db) }
        }
    }

    static func trashItem(_ kind: TrashKind, id: Int64, _ db: Database) throws -> TrashItem {
        guard let item = try trashItems(db, where: "deleted_at IS NOT NULL").first(where: { $0.kind == kind && $0.id == id })
        else { throw TrashItemNotFound(handle: kind.rawValue + String(id)) }
        return item
    }

    static func table(of kind: TrashKind) -> String {
        switch kind {
        case .entry, .goal, .reflection: "entries"
        case .todo: "todo_items"
        case .log: "emotion_logs"
        }
    }

    static func trashItems(_ db: Database, where condition: String) throws -> [TrashItem] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT CASE type WHEN 'raw' THEN 'e' ELSE 'g' END AS kind, coalesce(number, id) AS number, id, day, deleted_at, created_at,
                   CASE type WHEN 'raw' THEN text ELSE coalesce(title, '') END AS text
              FROM entries WHERE type IN ('raw', 'goals') AND \(condition)
            UNION ALL
            SELECT 't', id, id, (SELECT day FROM entries WHERE entries.id = todo_items.entry_id), deleted_at, created_at, text
              FROM todo_items WHERE \(condition)
            UNION ALL
            SELECT 'l', id, id, day, deleted_at, logged_at, coalesce(note, replace(feelings, ',', ', '))
              FROM emotion_logs WHERE \(condition)
            UNION ALL
            SELECT 'r', coalesce((SELECT min(sessions.id) FROM sessions WHERE sessions.entry_id = entries.id), number, id), id, day,
                   deleted_at, created_at,
                   coalesce((SELECT answer FROM reflection_qas WHERE entry_id = entries.id ORDER BY position LIMIT 1), '')
              FROM entries WHERE type = 'reflection' AND \(condition)
            ORDER BY deleted_at DESC, kind, number DESC
            """)
        return rows.map { row in
            TrashItem(kind: TrashKind(rawValue: row["kind"]) ?? .entry, id: row["number"], rowID: row["id"], day: row["day"],
                      deletedAt: row["deleted_at"], createdAt: row["created_at"], text: row["text"])
        }
    }
}
