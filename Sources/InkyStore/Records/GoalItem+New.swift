// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

extension GoalItem {
    /// A goal step not stored yet (and not done): what a new `goal_items` row is given.
    struct New: Encodable, Sendable, PersistableRecord {
        var entryId: Int64
        var position: Int
        var bullet: String

        static let databaseTableName = GoalItem.databaseTableName
        static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
    }
}
