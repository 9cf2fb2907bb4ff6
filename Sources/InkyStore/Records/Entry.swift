// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// A journal entry: raw writing, a day's todo list, a goal, or a reflection.
public struct Entry: Codable, Sendable, Hashable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case raw, todos, goals, reflection
    }

    /// The row id: what other rows, the trash, the search index and mood readings refer to.
    public var id: Int64?
    public var type: Kind
    /// The number people see and type (entry 3, goal 1): counted per type, never reused; set on insert.
    public var number: Int64?
    public var title: String?
    public var text: String
    /// The day the entry belongs to, `YYYY-MM-DD`.
    public var day: String
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

    public init(type: Kind, title: String? = nil, text: String = "", day: String, at date: Date) {
        self.type = type
        self.title = title
        self.text = text
        self.day = day
        createdAt = date
        updatedAt = date
    }

    /// Takes the next number of the entry's type, inside the inserting write.
    public mutating func willInsert(_ db: Database) throws {
        if number == nil { number = try AppDatabase.nextEntryNumber(type: type.rawValue, db) }
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
