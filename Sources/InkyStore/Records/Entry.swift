// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A journal entry: raw writing, a day's todo list, a goal, or a reflection.
public struct Entry: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case raw, todos, goals, reflection
    }

    /// The row id: what other rows, the trash, the search index and mood readings refer to.
    public let id: Int64
    public var type: Kind
    /// The number people see and type (entry 3, goal 1): counted per type, never reused; set on insert.
    public var number: Int64?
    public var title: String?
    public var text: String
    /// The day the entry belongs to (stored as `YYYY-MM-DD`).
    public var day: Day
    public var progress: Int?
    public var completedAt: Date?
    public var createdAt: Date
    public var updatedAt: Date
    public var deletedAt: Date?
    /// Marked as special (jrnl's `*`).
    public var starred = false
    /// The import that added it, when one did.
    public var importId: Int64?

    public static let databaseTableName = "entries"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }
}
