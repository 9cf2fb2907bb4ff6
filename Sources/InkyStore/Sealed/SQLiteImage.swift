// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import GRDBSQLite

/// A whole SQLite database as bytes in memory (`sqlite3_serialize` / `sqlite3_deserialize`).
enum SQLiteImage {
    /// The bytes of `db`'s main database.
    static func serialize(_ db: Database) throws -> Data {
        var size: sqlite3_int64 = 0
        guard let pointer = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
            throw DatabaseError(resultCode: .SQLITE_NOMEM, message: "could not serialize the journal")
        }
        defer { sqlite3_free(pointer) }
        return Data(bytes: pointer, count: Int(size))
    }

    /// A new in-memory database holding `image` (an empty one when `image` is empty).
    static func memoryDatabase(_ image: Data) throws -> DatabaseQueue {
        var config = Configuration()
        config.label = "inky-sealed"
        config.prepareDatabase { db in
            // Sorts and temporary indexes stay in memory: plain text never reaches a temporary file.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
        }
        let queue = try DatabaseQueue(configuration: config)
        guard !image.isEmpty else { return queue }
        var bytes = image
        // A WAL-mode image (bytes 18 and 19 are 2) cannot live in memory; mark it rollback-journal.
        if bytes.count >= 20 && bytes[18] == 2 && bytes[19] == 2 {
            bytes[18] = 1
            bytes[19] = 1
        }
        try queue.inDatabase { db in
            let count = bytes.count
            guard let buffer = sqlite3_malloc64(sqlite3_uint64(count)) else {
                throw DatabaseError(resultCode: .SQLITE_NOMEM, message: "could not load the journal")
            }
            bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: count) }
            let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
            let code = sqlite3_deserialize(db.sqliteConnection, "main", buffer.assumingMemoryBound(to: UInt8.self),
                                           sqlite3_int64(count), sqlite3_int64(count), flags)
            guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "could not load the journal") }
            db.clearSchemaCache()
        }
        return queue
    }
}
