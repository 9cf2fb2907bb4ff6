// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A tag name the journal does not have.
public struct TagNotFound: Error, Sendable, Equatable {
    public var name: String
}

/// A rename to a name another tag already has (merging is what joins two tags).
public struct TagNameTaken: Error, Sendable, Equatable {
    public var name: String
}

extension AppDatabase {
    /// Takes a tag off every entry and todo that carries it (they stay as they are) and frees its slot;
    /// returns how many items carried it.
    public func removeTag(_ name: String) throws -> Int {
        try write { db in
            let id = try Self.tagID(name, in: db)
            let uses = try Self.uses(of: id, in: db)
            try db.execute(sql: "DELETE FROM tags WHERE id = ?", arguments: [id]) // the links go with it (ON DELETE CASCADE)
            return uses
        }
    }

    /// Gives a tag a new name (a change of case included); refuses a name another tag has.
    public func renameTag(_ name: String, to newName: String) throws {
        try write { db in
            let id = try Self.tagID(name, in: db)
            guard let new = Self.normalisedTags([newName]).first else { throw TagNotFound(name: newName) }
            if let other = try Int64.fetchOne(db, sql: "SELECT id FROM tags WHERE name = ? COLLATE NOCASE", arguments: [new]),
               other != id {
                throw TagNameTaken(name: new)
            }
            try db.execute(sql: "UPDATE tags SET name = ? WHERE id = ?", arguments: [new, id])
        }
    }

    /// Moves every use of tag `name` to tag `target` (an item carrying both keeps one) and removes `name`;
    /// returns how many items carried `name`.
    public func mergeTag(_ name: String, into target: String) throws -> Int {
        try write { db in
            let from = try Self.tagID(name, in: db), into = try Self.tagID(target, in: db)
            guard from != into else { return 0 }
            let uses = try Self.uses(of: from, in: db)
            try db.execute(sql: "INSERT OR IGNORE INTO entry_tags (entry_id, tag_id) SELECT entry_id, ? FROM entry_tags WHERE tag_id = ?",
                           arguments: [into, from])
            try db.execute(sql: "INSERT OR IGNORE INTO todo_item_tags (todo_id, tag_id) SELECT todo_id, ? FROM todo_item_tags WHERE tag_id = ?",
                           arguments: [into, from])
            try db.execute(sql: "DELETE FROM tags WHERE id = ?", arguments: [from])
            return uses
        }
    }

    /// Makes room for `wanted`: when the tags it adds would pass the limit, removes the tags no entry or todo
    /// carries (not even one in the trash), so their slots count no more; never one of `wanted` (names
    /// compared ignoring case).
    static func freeUnusedTags(in db: Database, for wanted: [String]) throws {
        let wanted = Set(wanted.map { $0.lowercased() })
        let known = Set(try String.fetchAll(db, sql: "SELECT name FROM tags").map { $0.lowercased() })
        guard known.count + wanted.subtracting(known).count > maximumTags else { return }
        let unused = try Row.fetchAll(db, sql: """
            SELECT id, name FROM tags WHERE id NOT IN (SELECT tag_id FROM entry_tags) AND id NOT IN (SELECT tag_id FROM todo_item_tags)
            """)
        for row in unused where !wanted.contains((row["name"] as String).lowercased()) {
            try db.execute(sql: "DELETE FROM tags WHERE id = ?", arguments: [row["id"] as Int64])
        }
    }

    private static func tagID(_ name: String, in db: Database) throws -> Int64 {
        let plain = normalisedTags([name]).first ?? name
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM tags WHERE name = ? COLLATE NOCASE", arguments: [plain]) else {
            throw TagNotFound(name: plain)
        }
        return id
    }

    /// Entries and todos carrying the tag, those in the trash included.
    private static func uses(of id: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT (SELECT count(*) FROM entry_tags WHERE tag_id = ?) + (SELECT count(*) FROM todo_item_tags WHERE tag_id = ?)
            """, arguments: [id, id]) ?? 0
    }

    /// Every tag with how many entries and todos (not deleted) carry it, by name.
    public func tagCounts() throws -> [(name: String, count: Int)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT tags.name AS name,
                  (SELECT count(*) FROM entry_tags JOIN entries ON entries.id = entry_tags.entry_id
                     WHERE entry_tags.tag_id = tags.id AND entries.deleted_at IS NULL)
                  + (SELECT count(*) FROM todo_item_tags JOIN todo_items ON todo_items.id = todo_item_tags.todo_id
                     WHERE todo_item_tags.tag_id = tags.id AND todo_items.deleted_at IS NULL) AS count
                FROM tags ORDER BY tags.name COLLATE NOCASE
                """).map { ($0["name"], $0["count"]) }
        }
    }

    /// Whether a reflection with at least one answer exists for `day`.
    public func hasReflection(on day: Day) throws -> Bool {
        try read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sessions WHERE day = ? AND answer_count > 0)", arguments: [day]) ?? false
        }
    }
}
