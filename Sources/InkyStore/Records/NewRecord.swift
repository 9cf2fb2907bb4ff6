// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

/// A row not stored yet (no id), and the record with a non-optional id it becomes once inserted.
///
/// GRDB's advice for records whose id is never nil: one type for the new row, one for the stored
/// record. The stored record is built from the values just written rather than read back with
/// `insertAndFetch`, whose `RETURNING` would give dates rounded to the stored millisecond where
/// callers went on with the exact ones (a log's time feeds its mood reading).
///
/// A new row goes to its stored record's table, with the columns and times the stored records use:
/// properties in snake case, times as `Timestamp` writes them.
protocol NewRecord: MutablePersistableRecord {
    associatedtype Stored: TableRecord
    /// The stored record: these values under the row id SQLite gave them.
    func stored(id: Int64) -> Stored
}

extension NewRecord {
    /// The stored record's table.
    static var databaseTableName: String { Stored.databaseTableName }
    /// Properties become snake-case columns, as the stored records read them.
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
    /// Times are written as every stored record writes them.
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { Timestamp.encoding }

    /// Inserts the row and returns the stored record, with its id.
    func insertStored(_ db: Database) throws -> Stored {
        var row = self
        try row.insert(db)
        return row.stored(id: db.lastInsertedRowID)
    }
}
