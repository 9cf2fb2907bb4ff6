// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// Why the journal could not be opened or written. Never carries journal text.
public enum StoreError: Error, Sendable, Equatable {
    /// The data folder cannot be created or written.
    case folderNotWritable(path: String)
    /// The path exists but is not a folder.
    case folderIsAFile(path: String)
    /// The file is not a SQLite database, or is one that inky did not make.
    case notADatabase(path: String)
    /// The file was written by a newer inky (it has migrations this one does not know).
    case newerVersion(path: String, unknown: [String])
    /// The database file is damaged.
    case corrupt(path: String)
    /// Another process held the database longer than the busy timeout.
    case locked(path: String)
    /// The file or its folder is read-only.
    case readOnly(path: String)
    /// The disk is full.
    case diskFull(path: String)
    /// Any other SQLite failure, by its result code.
    case sqlite(path: String, code: Int32, meaning: String)

    /// Translates a GRDB/SQLite error into a StoreError for `path`.
    public static func wrap(_ error: any Error, path: String) -> any Error {
        if error is StoreError { return error }
        guard let db = error as? DatabaseError else { return error }
        switch db.resultCode {
        case .SQLITE_NOTADB: return StoreError.notADatabase(path: path)
        case .SQLITE_CORRUPT: return StoreError.corrupt(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return StoreError.locked(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: return StoreError.readOnly(path: path)
        case .SQLITE_FULL: return StoreError.diskFull(path: path)
        case .SQLITE_IOERR:
            // A write that fails for lack of space surfaces as an I/O error on some file systems.
            return StoreError.sqlite(path: path, code: db.extendedResultCode.rawValue, meaning: "the disk could not be written (it may be full)")
        default:
            return StoreError.sqlite(path: path, code: db.extendedResultCode.rawValue, meaning: db.extendedResultCode.description)
        }
    }
}
