// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// One import as the journal remembers it, with what of it is still in the journal.
public struct ImportRecord: Sendable, Hashable {
    public var id: Int64
    /// `inky`, `jrnl`, `jrnl-json` or `todotxt`.
    public var format: String
    /// The file's name without its folder; nil for standard input.
    public var file: String?
    public var importedAt: Date
    public var undoneAt: Date?
    /// Entries and todos it added that are not removed.
    public var entries: Int
    public var todos: Int
}

/// Why `inky import --undo` could not take an import back; nothing was changed.
public enum ImportUndoRefusal: Error, Sendable, Equatable {
    /// No import with that number (or, with none given, no import at all).
    case notFound(Int64?)
    case alreadyUndone(Int64)
}

extension AppDatabase {
    /// Every import, newest first.
    public func imports() throws -> [ImportRecord] {
        try read { db in try Self.importRecords(db, where: "1") }
    }

    /// Takes a jrnl or todo.txt import back as one unit (an inky export's merge is not recorded: it
    /// keeps the ids it brings, and an export of the result must equal the export imported): its entries and todos go to the trash together (each can be
    /// restored from there), and the entries' mood readings leave the history. With no id, the newest
    /// import not yet undone. Returns the import as it was before.
    public func undoImport(_ id: Int64?, at date: Date, replay context: MoodReplay) throws -> ImportRecord {
        try write { db in
            let found = try id.map { try Self.importRecords(db, where: "id = \($0)").first }
                ?? Self.importRecords(db, where: "undone_at IS NULL").first
            guard let record = found else { throw ImportUndoRefusal.notFound(id) }
            guard record.undoneAt == nil else { throw ImportUndoRefusal.alreadyUndone(record.id) }
            let now = Timestamp.text(date)
            let entryIDs = try Int64.fetchAll(db, sql: """
                SELECT id FROM entries WHERE import_id = ? AND type = 'raw' AND deleted_at IS NULL
                """, arguments: [record.id])
            try db.execute(sql: """
                UPDATE entries SET deleted_at = ?, updated_at = ? WHERE import_id = ? AND type = 'raw' AND deleted_at IS NULL
                """, arguments: [now, now, record.id])
            try db.execute(sql: """
                UPDATE todo_items SET deleted_at = ?, updated_at = ? WHERE import_id = ? AND deleted_at IS NULL
                """, arguments: [now, now, record.id])
            try db.execute(sql: "UPDATE imports SET undone_at = ? WHERE id = ?", arguments: [now, record.id])
            if !entryIDs.isEmpty {
                for chunk in stride(from: 0, to: entryIDs.count, by: 500) {
                    let ids = entryIDs[chunk..<min(entryIDs.count, chunk + 500)].map(String.init).joined(separator: ",")
                    try db.execute(sql: "DELETE FROM mood_results WHERE source_kind = ? AND source_id IN (\(ids))",
                                   arguments: [MoodSourceKind.entry.rawValue])
                }
                try replay(db, prior: context.prior, timeZone: context.timeZone, now: context.now)
            }
            return record
        }
    }

    static func importRecords(_ db: Database, where condition: String) throws -> [ImportRecord] {
        try Row.fetchAll(db, sql: """
            SELECT imports.*,
              (SELECT count(*) FROM entries WHERE import_id = imports.id AND type = 'raw' AND deleted_at IS NULL) AS entry_count,
              (SELECT count(*) FROM todo_items WHERE import_id = imports.id AND deleted_at IS NULL) AS todo_count
            FROM imports WHERE \(condition) ORDER BY id DESC
            """).map { row in
            ImportRecord(id: row["id"], format: row["format"], file: row["file"], importedAt: row["imported_at"],
                         undoneAt: row["undone_at"], entries: row["entry_count"], todos: row["todo_count"])
        }
    }
}
