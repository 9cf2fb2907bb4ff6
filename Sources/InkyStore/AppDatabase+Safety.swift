// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

extension AppDatabase {
    /// A consistent copy of the journal, also while other processes write: through SQLite's backup
    /// API for a plain journal, re-sealed from the latest commit for an encrypted one. The copy goes
    /// to `destination` (which must not exist), or to a new file in `backups/`.
    public func backup(to destination: URL?, now: Date) throws -> URL {
        let url = try destination ?? BackupFolder.newURL(in: location, reason: "manual", sealed: isEncrypted, now: now)
        guard !FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileWriteFileExists) }
        switch backend {
        case .plain(let queue):
            try Self.copy(queue, to: url)
        case .sealed(let store):
            // A sealed copy is checked by its seal when it is opened; its checksum guards the bytes after.
            try AtomicFile.replace(url, with: try store.sealedFile())
            try BackupFolder.noteChecksum(of: url)
        }
        return url
    }

    /// Whether SQLite's `quick_check` finds the file sound: every page of every table and index readable
    /// and well formed (it leaves out only the slower check that indexes agree with their tables). About
    /// 6 ms on a 10,000-entry journal.
    /// (Damage can surface as the read's closing `COMMIT` fails, so the whole read is inside the check.)
    static func isSound(_ reader: some DatabaseReader) throws -> Bool {
        do {
            return try reader.read { try String.fetchAll($0, sql: "PRAGMA quick_check") } == ["ok"]
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            return false
        }
    }

    /// `PRAGMA integrity_check` and `PRAGMA foreign_key_check`: an empty list when the journal is sound.
    public func integrityProblems() throws -> [String] {
        try read(Self.integrityProblems)
    }

    static func integrityProblems(_ db: Database) throws -> [String] {
        do {
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
            let foreign = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
                "foreign key in \(row[0] as String? ?? "?") row \(row[1] as Int64? ?? 0)"
            }
            return integrity + foreign
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            return ["the file is damaged (SQLite: \(error.extendedResultCode.description))"]
        }
    }

    /// Checks the journal in `location` without changing a byte of it: a plain one through a
    /// read-only connection, an encrypted one in memory. Returns whether it is encrypted, and its problems.
    public static func checkIntegrity(of location: StoreLocation, passphrase: PassphraseProvider?, at now: Date) throws -> (encrypted: Bool, problems: [String]) {
        if FileManager.default.fileExists(atPath: location.sealedDatabase.path) {
            return (true, try AppDatabase(location: location, passphrase: passphrase, at: now).integrityProblems())
        }
        let path = location.database.path
        guard FileManager.default.fileExists(atPath: path) else { throw SealedError.noJournal }
        var warnings: [StoreWarning] = []
        try JournalOpener.checkFile(location.database, sealed: false, warnings: &warnings)
        do {
            var config = JournalOpener.configuration()
            config.readonly = true
            let probe = try DatabaseQueue(path: path, configuration: config)
            defer { try? probe.close() }
            return (false, try probe.read(integrityProblems))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            return (false, ["the file is damaged (SQLite: \(error.extendedResultCode.description))"])
        } catch {
            throw StoreError.wrap(error, path: path)
        }
    }

    /// The schema changes a plain journal has applied, read without changing it; nil when they cannot be read.
    public static func appliedMigrations(of location: StoreLocation) -> [String]? {
        var config = JournalOpener.configuration()
        config.readonly = true
        guard let probe = try? DatabaseQueue(path: location.database.path, configuration: config) else { return nil }
        defer { try? probe.close() }
        return try? probe.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
    }

    /// Whether another inky process has the journal open now (it holds the lock `inky.lock`).
    public static func isInUse(_ location: StoreLocation) -> Bool {
        guard let lock = try? FolderLock.inUse(location) else { return true }
        do { try lock.upgradeToSoleUser() } catch { return true }
        return false
    }
}
