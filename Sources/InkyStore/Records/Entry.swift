// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// A journal entry: raw writing, a day's todo list, a goal, or a reflection.
public struct Entry: Codable, Sendable, Hashable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case raw, todos, goals, reflection
    }

    public var id: Int64?
    public var type: Kind
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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
