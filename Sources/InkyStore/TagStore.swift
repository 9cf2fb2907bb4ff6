// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

extension AppDatabase {
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
    public func hasReflection(on day: String) throws -> Bool {
        try read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sessions WHERE day = ? AND answer_count > 0)", arguments: [day]) ?? false
        }
    }
}
