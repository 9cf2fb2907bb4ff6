// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// One todo: a line of a day's `todos` entry, with an optional due day and the time it was done.
public struct TodoItem: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    /// The short, stable id the person types (`inky todo done 12`).
    public let id: Int64
    /// The day's `todos` entry this todo belongs to.
    public var entryId: Int64
    /// 1-based order within that entry.
    public var position: Int
    public var text: String
    public var isDone: Bool
    /// When it is due (stored as `YYYY-MM-DD`), possibly in the future.
    public var dueDay: Day?
    /// When it was marked done; kept for productivity patterns, cleared by undo.
    public var doneAt: Date?
    /// The reflection whose next step created it, if any.
    public var sessionId: Int64?
    public var createdAt: Date
    public var updatedAt: Date
    public var deletedAt: Date?
    /// The todo.txt line it was imported from, given back as it was while the todo is unchanged.
    public var sourceLine: String?
    /// The import that added it, when one did.
    public var importId: Int64?

    public static let databaseTableName = "todo_items"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }
}
