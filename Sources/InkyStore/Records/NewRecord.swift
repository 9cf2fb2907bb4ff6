// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

/// A row not stored yet (no id), and the record with a non-optional id it becomes once inserted.
///
/// GRDB's advice for records whose id is never nil: one type for the new row, one for the stored
/// record. The stored record is built from the values just written rather than read back with
/// `insertAndFetch`, whose `RETURNING` would give dates rounded to the stored millisecond where
/// callers went on with the exact ones (a log's time feeds its mood reading).
protocol NewRecord: MutablePersistableRecord {
    associatedtype Stored
    /// The stored record: these values under the row id SQLite gave them.
    func stored(id: Int64) -> Stored
}

extension NewRecord {
    /// Inserts the row and returns the stored record, with its id.
    func insertStored(_ db: Database) throws -> Stored {
        var row = self
        try row.insert(db)
        return row.stored(id: db.lastInsertedRowID)
    }
}
