// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLiteConfig
import Foundation
import GRDB
import GRDBSQLite

/// The journal: one SQLite file in WAL mode, owner-only, migrated on open — or, once encrypted,
/// one sealed file worked on in memory (`SealedStore`).
///
/// Opening never changes a file it refuses: a folder that cannot be written, a file that is
/// not an inky database, or one from a newer inky are all reported before anything is written.
public final class AppDatabase: Sendable {
    /// `PRAGMA application_id` of inky journals ("inky" in ASCII).
    public static let applicationID: Int32 = 0x696E_6B79
    /// How long a write waits for another inky process before giving up.
    public static let busyTimeout: TimeInterval = 10
    /// The size in bytes a -wal file is cut back to after a checkpoint (to zero when the last connection closes).
    static let walSizeLimit = 4 << 20

    /// Supplies the passphrase of an encrypted journal; nil when none can be had. Only called for one.
    public typealias PassphraseProvider = () throws -> [UInt8]?

    enum Backend: Sendable {
        case plain(DatabaseQueue)
        case sealed(SealedStore)
    }

    public let location: StoreLocation
    let backend: Backend
    /// The shared lock held while this journal is open (nil when the caller holds the sole lock).
    let inUse: FolderLock?
    /// Warnings found while opening (e.g. loose permissions), for the caller to show.
    public let warnings: [StoreWarning]
    /// The backup made before migrating, if one was made.
    public let migrationBackup: URL?
    /// Whether the journal was proved sound in this process, before its first write.
    private let proved = ProvedSound()

    /// An empty journal in memory, for a command that only reads when `location` has no journal yet: it shows
    /// what an empty journal shows and creates nothing on disk.
    public static func emptyInMemory(location: StoreLocation) throws -> AppDatabase {
        do {
            let queue = try DatabaseQueue()
            try Migrations.migrator.migrate(queue)
            return AppDatabase(location: location, memory: queue)
        } catch {
            throw StoreError.wrap(error, path: location.database.path)
        }
    }

    private init(location: StoreLocation, memory queue: DatabaseQueue) {
        self.location = location
        backend = .plain(queue)
        inUse = nil
        warnings = []
        migrationBackup = nil
    }

    /// Whether `location` holds a journal, plain or encrypted.
    public static func exists(in location: StoreLocation) -> Bool {
        FileManager.default.fileExists(atPath: location.database.path) || FileManager.default.fileExists(atPath: location.sealedDatabase.path)
    }

    /// Opens (creating if needed) the journal in `location`; `passphrase` is asked only for an encrypted one.
    /// `now` names the backup made before a migration.
    public convenience init(location: StoreLocation, passphrase: PassphraseProvider? = nil, at now: Date) throws {
        try self.init(location: location, migrator: Migrations.migrator, passphrase: passphrase, at: now)
    }

    /// Opens with a given list of migrations (tests use this to simulate older and newer inkys).
    /// `key` opens an encrypted journal without deriving again; `holdInUse` is false when the caller holds the sole lock.
    init(location: StoreLocation, migrator: DatabaseMigrator, passphrase: PassphraseProvider? = nil,
         key: JournalKey? = nil, holdInUse: Bool = true, at now: Date) throws {
        self.location = location
        let path = location.database.path
        var warnings: [StoreWarning] = []
        try Self.prepareFolder(location.folder, warnings: &warnings)
        inUse = holdInUse ? try FolderLock.inUse(location) : nil
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
            if FileManager.default.fileExists(atPath: path) { warnings.append(.plainCopyBesideEncrypted(path: path)) }
            let (store, backup) = try SealedStore.open(location: location, migrator: migrator, key: sealedKey,
                                                       passphrase: { try passphrase?() ?? nil }, at: now)
            backend = .sealed(store)
            migrationBackup = backup
            self.warnings = warnings
            return
        }
        let existed = FileManager.default.fileExists(atPath: path)
        if existed {
            try Self.checkFile(location.database, sealed: false, warnings: &warnings)
        } else {
            // Create the file owner-only before SQLite does; its -wal and -shm files copy this mode.
            let fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
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
                guard try Self.isSound(queue) else { throw StoreError.corrupt(path: path) }
                backup = try Self.backup(queue, into: location, reason: "before-\(pendingInOrder[0])", now: now)
            }
            if !pendingInOrder.isEmpty {
                do {
                    try migrator.migrate(queue)
                } catch {
                    // Another inky may have migrated the same new file a moment earlier.
                    guard try queue.read(migrator.hasCompletedMigrations) else { throw error }
                }
            }
            self.migrationBackup = backup
        } catch {
            queue.inDatabase { db in _ = inky_sqlite_no_checkpoint_on_close(db.sqliteConnection) }
            try? queue.close()
            throw StoreError.wrap(error, path: path)
        }
        backend = .plain(queue)
        self.warnings = warnings
    }

    /// Whether this journal is encrypted (a sealed file worked on in memory).
    public var isEncrypted: Bool {
        if case .sealed = backend { return true }
        return false
    }

    /// The file that holds the journal: `inky.sqlite`, or `inky.sealed` when encrypted.
    public var file: URL { isEncrypted ? location.sealedDatabase : location.database }

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
            // The last connection to close checkpoints the -wal file and empties it (a size limit
            // with a persistent WAL truncates it to zero bytes) instead of deleting it, so the next
            // process neither creates it again nor reads its stale frames back to rebuild the index.
            try db.execute(sql: "PRAGMA journal_size_limit = \(walSizeLimit)")
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

    /// Copies the journal through SQLite's backup API into `backups/`, owner-only.
    @discardableResult
    static func backup(_ source: DatabaseQueue, into location: StoreLocation, reason: String, now: Date) throws -> URL {
        let url = try BackupFolder.newURL(in: location, reason: reason, sealed: false, now: now)
        try copy(source, to: url)
        return url
    }

    /// A consistent copy of a plain journal at `url` (a new file) through SQLite's backup API.
    ///
    /// The journal is proved sound first (a damaged one is never copied as a backup), then the copy, and
    /// its checksum is noted beside it (`BackupFolder.noteChecksum`).
    static func copy(_ source: DatabaseQueue, to url: URL) throws {
        do {
            guard try isSound(source) else { throw StoreError.corrupt(path: source.path) }
        } catch {
            throw StoreError.wrap(error, path: source.path)
        }
        let fd = open(url.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw AtomicFile.error(errno, url) }
        close(fd)
        do {
            let destination = try DatabaseQueue(path: url.path)
            try source.backup(to: destination)
            let sound = try isSound(destination)
            try destination.close()
            guard sound else { throw StoreError.corrupt(path: url.path) }
            try BackupFolder.noteChecksum(of: url)
        } catch {
            unlink(url.path)
            unlink(BackupFolder.checksumFile(of: url).path)
            throw StoreError.wrap(error, path: url.path)
        }
    }

    /// When this process proved the journal sound and nothing else has changed the file since, closes it
    /// (folding in its log) and notes how it now looks, so the next command need not check it again.
    deinit {
        guard case .plain(let queue) = backend, let before = proved.stamp else { return }
        guard SoundStamp.current(of: location.database) == before else { return }
        try? queue.close()
        SoundStamp.record(location)
    }

    /// Runs a write transaction, translating failures into StoreError. The first write of a process on a
    /// plain journal proves the file sound first (`isSound`): a damaged journal is never written to, and
    /// stays byte for byte as it was. (An encrypted one is checked by its seal as it is opened.)
    public func write<T>(_ updates: (Database) throws -> T) throws -> T {
        do {
            switch backend {
            case .plain(let queue):
                guard try isProvedSound() else { throw StoreError.corrupt(path: file.path) }
                return try queue.write(updates)
            case .sealed(let store): return try store.write(updates)
            }
        } catch {
            throw StoreError.wrap(error, path: file.path)
        }
    }

    /// Whether the journal is sound, proved once a process: a plain journal by `isSound`, unless the file is
    /// as a process that proved it left it (SoundStamp); an encrypted one was checked by its seal as it opened.
    public func isProvedSound() throws -> Bool {
        guard case .plain(let queue) = backend else { return true }
        if proved.stamp != nil { return true }
        if !SoundStamp.matches(location) {
            do {
                guard try Self.isSound(queue) else { return false }
            } catch {
                throw StoreError.wrap(error, path: file.path)
            }
        }
        proved.mark(SoundStamp.current(of: location.database) ?? "")
        return true
    }

    /// Runs a read, translating failures into StoreError.
    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            switch backend {
            case .plain(let queue): return try queue.read(value)
            case .sealed(let store): return try store.read(value)
            }
        } catch {
            throw StoreError.wrap(error, path: file.path)
        }
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
    /// A plain `inky.sqlite` left beside an encrypted journal (an interrupted `inky encrypt` or `decrypt`).
    case plainCopyBesideEncrypted(path: String)
}

/// Remembers, for one opened journal, that it was proved sound before its first write, and how the file
/// looked then (`SoundStamp.current`).
private final class ProvedSound: @unchecked Sendable {
    private let lock = NSLock()
    private var marked: String?
    var stamp: String? { lock.withLock { marked } }
    func mark(_ stamp: String) { lock.withLock { marked = stamp } }
}
