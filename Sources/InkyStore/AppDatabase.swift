// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import GRDBSQLite

/// The journal: one SQLite file in WAL mode, owner-only, migrated on open.
///
/// Opening never changes a file it refuses: a folder that cannot be written, a file that is
/// not an inky database, or one from a newer inky are all reported before anything is written.
public final class AppDatabase: Sendable {
    /// `PRAGMA application_id` of inky journals ("inky" in ASCII).
    public static let applicationID: Int32 = 0x696E_6B79
    /// How long a write waits for another inky process before giving up.
    public static let busyTimeout: TimeInterval = 10

    public let location: StoreLocation
    let writer: DatabasePool
    /// Warnings found while opening (e.g. loose permissions), for the caller to show.
    public let warnings: [StoreWarning]
    /// The backup made before migrating, if one was made.
    public let migrationBackup: URL?

    /// Opens (creating if needed) the journal in `location`.
    public convenience init(location: StoreLocation) throws {
        try self.init(location: location, migrator: Migrations.migrator)
    }

    /// Opens with a given list of migrations (tests use this to simulate older and newer inkys).
    init(location: StoreLocation, migrator: DatabaseMigrator) throws {
        self.location = location
        let path = location.database.path
        var warnings: [StoreWarning] = []
        try Self.prepareFolder(location.folder, warnings: &warnings)
        // Opening and migrating are serialised across inky processes by a lock on the folder itself
        // (no lock file to create): two processes creating one journal at once must both succeed.
        let folderLock = open(location.folder.path, O_RDONLY | O_DIRECTORY)
        if folderLock >= 0 { _ = flock(folderLock, LOCK_EX) }
        defer {
            if folderLock >= 0 {
                _ = flock(folderLock, LOCK_UN)
                close(folderLock)
            }
        }
        let existed = FileManager.default.fileExists(atPath: path)
        if existed {
            try Self.checkFile(location.database, warnings: &warnings)
        } else {
            // Create the file owner-only before SQLite does; its -wal and -shm files copy this mode.
            let fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
            guard fd >= 0 || errno == EEXIST else { throw StoreError.folderNotWritable(path: location.folder.path) }
            if fd >= 0 { close(fd) }
        }
        var applied: Set<String> = []
        if existed {
            // Inspect read-only first, so a file we refuse is left exactly as it was.
            do {
                var config = Self.configuration()
                config.readonly = true
                let probe = try DatabaseQueue(path: path, configuration: config)
                applied = try probe.read { db in try Self.inspect(db, migrator: migrator, path: path) }
                try probe.close()
            } catch {
                throw StoreError.wrap(error, path: path)
            }
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: Self.configuration())
        } catch {
            throw StoreError.wrap(error, path: path)
        }
        do {
            let nowApplied = try pool.read { db in try migrator.appliedIdentifiers(db) }
            let pendingInOrder = migrator.migrations.filter { !nowApplied.contains($0) }
            var backup: URL?
            if !pendingInOrder.isEmpty && !applied.isEmpty {
                backup = try Self.backup(pool, into: location, reason: "before-\(pendingInOrder[0])", now: Date())
            }
            if !pendingInOrder.isEmpty {
                do {
                    try migrator.migrate(pool)
                } catch {
                    // Another inky may have migrated the same new file a moment earlier.
                    guard try pool.read(migrator.hasCompletedMigrations) else { throw error }
                }
            }
            self.migrationBackup = backup
        } catch {
            throw StoreError.wrap(error, path: path)
        }
        writer = pool
        self.warnings = warnings
    }

    /// Refuses a file that is not an inky journal or comes from a newer inky; returns the applied migrations.
    static func inspect(_ db: Database, migrator: DatabaseMigrator, path: String) throws -> Set<String> {
        let applied = try migrator.appliedIdentifiers(db)
        let unknown = applied.subtracting(migrator.migrations).sorted()
        if !unknown.isEmpty { throw StoreError.newerVersion(path: path, unknown: unknown) }
        let appID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if appID != 0 && appID != applicationID { throw StoreError.notADatabase(path: path) }
        if applied.isEmpty {
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'") ?? 0
            if tables > 0 { throw StoreError.notADatabase(path: path) }
        }
        return applied
    }

    static func configuration() -> Configuration {
        var config = Configuration()
        config.busyMode = .timeout(busyTimeout)
        config.label = "inky"
        config.prepareDatabase { db in
            // A process killed at any moment keeps every committed transaction in WAL mode with
            // synchronous = NORMAL; only a power loss may lose the last few. See README.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Keep the -wal file when the last connection closes (emptied, not deleted): otherwise
            // every process would find it missing and GRDB would write to the journal on open just
            // to create it again (its issue 102), a write and an fsync for every read-only command.
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
    static func checkFile(_ file: URL, warnings: inout [StoreWarning]) throws {
        let path = file.path
        guard access(path, R_OK) == 0 else { throw StoreError.readOnly(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw StoreError.readOnly(path: path) }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        // An empty file is an empty SQLite database; anything else must carry SQLite's magic header.
        if !header.isEmpty && header != Data("SQLite format 3\0".utf8) {
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

    /// Copies the journal through SQLite's backup API into `backups/`, owner-only.
    @discardableResult
    static func backup(_ source: DatabasePool, into location: StoreLocation, reason: String, now: Date) throws -> URL {
        let fm = FileManager.default
        try fm.createDirectory(at: location.backups, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var url = location.backups.appendingPathComponent("inky-\(formatter.string(from: now))-\(reason).sqlite")
        var n = 1
        while fm.fileExists(atPath: url.path) {
            n += 1
            url = location.backups.appendingPathComponent("inky-\(formatter.string(from: now))-\(reason)-\(n).sqlite")
        }
        let destination = try DatabaseQueue(path: url.path)
        try source.backup(to: destination)
        try destination.close()
        chmod(url.path, 0o600)
        return url
    }

    /// Runs a write transaction, translating failures into StoreError.
    public func write<T>(_ updates: (Database) throws -> T) throws -> T {
        do { return try writer.write(updates) } catch { throw StoreError.wrap(error, path: location.database.path) }
    }

    /// Runs a read, translating failures into StoreError.
    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        do { return try writer.read(value) } catch { throw StoreError.wrap(error, path: location.database.path) }
    }

    /// The names of the migrations applied to this journal.
    public func appliedMigrations() throws -> [String] {
        try read { db in try Migrations.migrator.appliedIdentifiers(db).sorted() }
    }

    /// Every migration this inky knows, in order.
    public static var knownMigrations: [String] { Migrations.migrator.migrations }
}

/// Something worth telling the person about their journal, though it opened.
public enum StoreWarning: Sendable, Equatable {
    case looseFolderPermissions(path: String, mode: Int)
    case looseFilePermissions(path: String, mode: Int)
}
