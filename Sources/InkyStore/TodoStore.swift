// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A todo id that does not exist, or whose todo was removed.
public struct TodoNotFound: Error, Sendable, Equatable {
    public var id: Int64
}

/// A todo as a list shows it: the item, its tags, and the day of the reflection it came from.
public struct ListedTodo: Sendable, Hashable {
    public var item: TodoItem
    public var tags: [String]
    /// The day of the reflection whose next step created it; nil when written by hand.
    public var reflectionDay: Day?
}

/// Todos: one `todos` entry per day holds that day's items; each write is one transaction.
extension AppDatabase {
    /// The title of each day's `todos` entry.
    public static let todosEntryTitle = "Todos"

    /// Adds a todo to `day`'s todos entry (created on the day's first todo), with its tags;
    /// throws `TagLimitReached` for an 11th tag, writing nothing.
    public func addTodo(
        text: String, day: Day, dueDay: Day? = nil, tags: [String] = [], sessionID: Int64? = nil, at date: Date
    ) throws -> TodoItem {
        try write { db in
            let tagIDs = try Self.ensureTags(tags, in: db, at: date)
            let entryID: Int64
            if let existing = try Int64.fetchOne(db, sql: """
                SELECT id FROM entries WHERE type = 'todos' AND day = ? AND deleted_at IS NULL ORDER BY id LIMIT 1
                """, arguments: [day]) {
                entryID = existing
                try db.execute(sql: "UPDATE entries SET updated_at = ? WHERE id = ?", arguments: [Timestamp.text(date), existing])
            } else {
                entryID = try Entry.New(type: .todos, title: Self.todosEntryTitle, day: day, at: date).insertStored(db).id
            }
            let position = (try Int.fetchOne(db, sql: "SELECT max(position) FROM todo_items WHERE entry_id = ?",
                                             arguments: [entryID]) ?? 0) + 1
            let item = try TodoItem.New(entryId: entryID, position: position, text: text, dueDay: dueDay, sessionId: sessionID,
                                        at: date).insertStored(db)
            for tagID in tagIDs {
                try db.execute(sql: "INSERT OR IGNORE INTO todo_item_tags (todo_id, tag_id) VALUES (?, ?)",
                               arguments: [item.id, tagID])
            }
            return item
        }
    }

    /// A todo that is not deleted; throws `TodoNotFound` otherwise.
    public func todo(_ id: Int64) throws -> ListedTodo {
        try read { db in try Self.listed(Self.liveTodo(id, db), db) }
    }

    /// How open todos are ordered.
    public enum TodoOrder: String, Sendable, CaseIterable {
        /// By due day, undated last, then as added.
        case due
        /// By todo.txt priority, `(A)` first and none last, then by due day.
        case priority
    }

    /// Todos not deleted: open ones in `order`, then id; with `includeDone`, the done ones follow, by id.
    public func todos(includeDone: Bool = false, order: TodoOrder = .due) throws -> [ListedTodo] {
        try read { db in
            let priority = order == .priority ? "CASE WHEN text GLOB '([A-Z]) *' THEN substr(text, 2, 1) ELSE '~' END, " : ""
            let open = try TodoItem.fetchAll(db, sql: """
                SELECT * FROM todo_items WHERE deleted_at IS NULL AND is_done = 0
                ORDER BY \(priority)due_day IS NULL, due_day, id
                """)
            let done = includeDone
                ? try TodoItem.fetchAll(db, sql: "SELECT * FROM todo_items WHERE deleted_at IS NULL AND is_done = 1 ORDER BY id")
                : []
            return try (open + done).map { try Self.listed($0, db) }
        }
    }

    /// Marks a todo done (keeping the first completion time if it already was) or open again
    /// (clearing it).
    public func setTodoDone(_ id: Int64, done: Bool, at date: Date) throws -> ListedTodo {
        try write { db in
            var item = try Self.liveTodo(id, db)
            if done {
                if !item.isDone { item.doneAt = date }
                item.isDone = true
            } else {
                item.isDone = false
                item.doneAt = nil
            }
            item.updatedAt = date
            try item.update(db)
            return try Self.listed(item, db)
        }
    }

    /// Replaces a todo's text.
    public func editTodo(_ id: Int64, text: String?, due: DueChange? = nil, addingTags tags: [String] = [],
                         at date: Date) throws -> ListedTodo {
        try write { db in
            var item = try Self.liveTodo(id, db)
            if let text { item.text = text }
            switch due {
            case .set(let day)?: item.dueDay = day
            case .clear?: item.dueDay = nil
            case nil: break
            }
            item.updatedAt = date
            try item.update(db)
            for tagID in try Self.ensureTags(tags, in: db, at: date) {
                try db.execute(sql: "INSERT OR IGNORE INTO todo_item_tags (todo_id, tag_id) VALUES (?, ?)", arguments: [id, tagID])
            }
            return try Self.listed(item, db)
        }
    }

    /// How `editTodo` changes a due day.
    public enum DueChange: Sendable, Equatable {
        case set(Day)
        case clear
    }

    /// Soft-deletes a todo: it leaves every list, and a trash can restore it.
    public func removeTodo(_ id: Int64, at date: Date) throws -> TodoItem {
        try write { db in
            var item = try Self.liveTodo(id, db)
            item.deletedAt = date
            item.updatedAt = date
            try item.update(db)
            return item
        }
    }

    /// The tags of a todo, by name.
    public func tags(ofTodo id: Int64) throws -> [String] {
        try read { db in try Self.todoTags(id, db) }
    }

    static func liveTodo(_ id: Int64, _ db: Database) throws -> TodoItem {
        guard let item = try TodoItem.fetchOne(db, key: id), item.deletedAt == nil else { throw TodoNotFound(id: id) }
        return item
    }

    static func todoTags(_ id: Int64, _ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT tags.name FROM tags JOIN todo_item_tags ON todo_item_tags.tag_id = tags.id
            WHERE todo_item_tags.todo_id = ? ORDER BY tags.name
            """, arguments: [id])
    }

    static func listed(_ item: TodoItem, _ db: Database) throws -> ListedTodo {
        let day = try item.sessionId.flatMap { session in
            try Day.fetchOne(db, sql: "SELECT day FROM sessions WHERE id = ?", arguments: [session])
        }
        return ListedTodo(item: item, tags: try todoTags(item.id, db), reflectionDay: day)
    }
}
