// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// One step of a goal (a `goals` entry), numbered by its position.
public struct GoalItem: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    public let id: Int64
    /// The goal's entry.
    public var entryId: Int64
    /// 1-based step number, as the person types it (`inky goal step done 7 2`).
    public var position: Int
    public var bullet: String
    public var isDone: Bool
    public var doneAt: Date?

    public static let databaseTableName = "goal_items"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }
}
