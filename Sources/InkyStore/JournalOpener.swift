// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLiteConfig
import Foundation
import GRDB
import GRDBSQLite

/// Opens the journal in a folder for `AppDatabase`: folder, in-use lock, file checks, unsealing an
/// encrypted journal, a backup before migrating, and the migration itself.
///
/// Opening never changes a file it refuses: a folder that cannot be written, a file that is
/// not an inky database, or one from a newer inky are all reported before anything is written.
struct JournalOpener {
    /// An opened, migrated journal and what opening it found, for `AppDatabase` to hold.
    struct Opened {
        let backend: AppDatabase.Backend
        /// The shared lock held while the journal is open (nil when the caller holds the sole lock).
        let inUse: FolderLock?
        let warnings: [StoreWarning]
        /// The backup made before migrating, if one was made.
        let migrationBackup: URL?
    }

    /// The size in bytes a -wal file is cut back to after a checkpoint (to zero when the last connection closes).
    static let walSizeLimit = 4 << 20

    let location: StoreLocation
    /// Tests give older or newer lists of migrations to simulate other inkys.
    let migrator: DatabaseMigrator

    /// Opens (creating if needed) the journal; `passphrase` is asked only for an encrypted one, and `key` opens
    /// one without deriving again. `holdInUse` is false when the caller holds the sole lock; `now` names the
    /// backup made before a migration.
    func open(passphrase: AppDatabase.PassphraseProvider?, key: JournalKey?, holdInUse: Bool, at now: Date) throws -> Opened {
        var warnings: [StoreWarning] = []
        try Self.prepareFolder(location.folder, warnings: &warnings)
        let inUse = holdInUse ? try FolderLock.inUse(location) : nil
        // scrypt is slow on purpose: derive an encrypted journal's key before taking the folder lock,
        // so processes opening at once do not queue behind each other's derivations.
        let sealedKey = try key ?? SealedStore.keyBeforeLocking(location, passphrase: { try passphrase?() ?? nil })
        // Opening and migrating are serialised across inky processes by a lock on the folder itself:
        // two processes creating one journal at once must both succeed.
        let folderLock = try FolderLock.exclusive(location.folder)
        defer { withExtendedLifetime(folderLock) {} }
        if FileManager.default.fileExists(atPath: location.sealedDatabase.path) {
            AtomicFile.removeAbandonedTemporaries(in: location.folder)
            try Self.checkFile(location.sealedDatabase, sealed: true, warnings: &warnings)
            let path = location.database.path
            if FileManager.default.fileExists(atPath: path) { warnings.append(.plainCopyBesideEncrypted(path: path)) }
            let (store, backup) = try SealedStore.open(location: location, migrator: migrator, key: sealedKey,
                                                       passphrase: { try passphrase?() ?? nil }, at: now)
            return Opened(backend: .sealed(store), inUse: inUse, warnings: warnings, migrationBackup: backup)
        }
        let (queue, backup) = try openPlain(warnings: &warnings, at: now)
        return Opened(backend: .plain(queue), inUse: inUse, warnings: warnings, migrationBackup: backup)
    }

    /// Opens and migrates the plain journal file, creating it owner-only if needed; the caller holds the folder lock.
    private func openPlain(warnings: inout [StoreWarning], at now: Date) throws -> (DatabaseQueue, backup: URL?) {
        let path = location.database.path
        let existed = FileManager.default.fileExists(atPath: path)
        if existed {
            try Self.checkFile(location.database, sealed: false, warnings: &warnings)
        } else {
            // Create the file owner-only before SQLite does; its -wal and -shm files copy this mode.
            let fd = createOwnerOnly(path)
            guard fd >= 0 || errno == EEXIST else { throw StoreError.folderNotWritable(path: location.folder.path) }
            if fd >= 0 { close(fd) }
        }
        // One connection serves the whole command: each connection reads the schema (tables, search
        // index, triggers) afresh, which is most of a short command's time in SQLite.
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: Self.configuration())
        } catch {
            throw StoreError.wrap(error, path: path)
        }
        do {
            // Inspect before anything is written, so a file we refuse is left exactly as it was.
            let applied = existed ? try queue.read { db in try Self.inspect(db, migrator: migrator, path: path) } : []
            try queue.writeWithoutTransaction { db in
                // A no-op on a journal already in WAL mode; converts a new (empty) file.
                guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                    throw DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "could not use WAL mode")
                }
            }
            let pendingInOrder = migrator.migrations.filter { !applied.contains($0) }
            var backup: URL?
            if !pendingInOrder.isEmpty && !applied.isEmpty {
                // Never migrate, nor copy as a backup, a damaged journal.
                guard try AppDatabase.isSound(queue) else { throw StoreError.corrupt(path: path) }
                let url = try BackupFolder.newURL(in: location, reason: "before-\(pendingInOrder[0])", sealed: false, now: now)
                try AppDatabase.copy(queue, to: url)
                backup = url
            }
            if !pendingInOrder.isEmpty {
                do {
                    try migrator.migrate(queue)
                } catch {
                    // Another inky may have migrated the same new file a moment earlier.
                    guard try queue.read(migrator.hasCompletedMigrations) else { throw error }
                }
            }
            return (queue, backup)
        } catch {
            queue.inDatabase { db in _ = inky_sqlite_no_checkpoint_on_close(db.sqliteConnection) }
            try? queue.close()
            throw StoreError.wrap(error, path: path)
        }
    }

    /// Refuses a file that is not an inky journal or comes from a newer inky; returns the applied migrations.
    static func inspect(_ db: Database, migrator: DatabaseMigrator, path: String) throws -> Set<String> {
        let applied = try migrator.appliedIdentifiers(db)
        let unknown = applied.subtracting(migrator.migrations).sorted()
        if !unknown.isEmpty { throw StoreError.newerVersion(path: path, unknown: unknown) }
        let appID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if appID != 0 && appID != AppDatabase.applicationID { throw StoreError.notADatabase(path: path) }
        if applied.isEmpty {
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'") ?? 0
            if tables > 0 { throw StoreError.notADatabase(path: path) }
        }
        return applied
    }

    static func configuration() -> Configuration {
        var config = Configuration()
        config.busyMode = .timeout(AppDatabase.busyTimeout)
        config.label = "inky"
        config.prepareDatabase { db in
            // A process killed at any moment keeps every committed transaction in WAL mode with
            // synchronous = NORMAL; only a power loss may lose the last few. See README.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // The last connection to close checkpoints the -wal file and empties it (a size limit
            // with a persistent WAL truncates it to zero bytes) instead of deleting it, so the next
            // process neither creates it again nor reads its stale frames back to rebuild the index.
            try db.execute(sql: "PRAGMA journal_size_limit = \(Self.walSizeLimit)")
            var persist: Int32 = 1
            _ = sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
        }
        return config
    }

    /// Creates the data folder owner-only, or checks an existing one can be written.
    static func prepareFolder(_ folder: URL, warnings: inout [StoreWarning]) throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw StoreError.folderIsAFile(path: folder.path) }
            guard access(folder.path, W_OK | X_OK) == 0 else { throw StoreError.folderNotWritable(path: folder.path) }
            if let mode = posixMode(folder), mode & 0o077 != 0 {
                warnings.append(.looseFolderPermissions(path: folder.path, mode: mode))
            }
            return
        }
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            chmod(folder.path, 0o700)
        } catch {
            throw StoreError.folderNotWritable(path: folder.path)
        }
    }

    /// Checks an existing journal file before SQLite touches it.
    static func checkFile(_ file: URL, sealed: Bool, warnings: inout [StoreWarning]) throws {
        let path = file.path
        guard access(path, R_OK) == 0 else { throw StoreError.readOnly(path: path) }
        guard let header = AtomicFile.prefix(file, count: 16) else { throw StoreError.readOnly(path: path) }
        if sealed {
            guard header.starts(with: SealedHeader.magic) else { throw StoreError.notADatabase(path: path) }
        } else if !header.isEmpty && header != Array("SQLite format 3\0".utf8) {
            // An empty file is an empty SQLite database; anything else must carry SQLite's magic header.
            throw StoreError.notADatabase(path: path)
        }
        guard access(path, W_OK) == 0 else { throw StoreError.readOnly(path: path) }
        if let mode = posixMode(file), mode & 0o077 != 0 {
            warnings.append(.looseFilePermissions(path: path, mode: mode))
        }
    }

    static func posixMode(_ url: URL) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o777
    }
}

/// `open(2)` creating `path` owner-only, failing if it exists (outside `JournalOpener`, whose `open` hides it).
private func createOwnerOnly(_ path: String) -> Int32 {
    open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
}
