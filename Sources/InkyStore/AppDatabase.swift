// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// The journal: one SQLite file in WAL mode, owner-only, migrated on open — or, once encrypted,
/// one sealed file worked on in memory (`SealedStore`).
///
/// `JournalOpener` opens the journal in a folder; `init(_:location:)` takes a database already open,
/// such as `DatabaseQueue()` for one in memory.
public final class AppDatabase: Sendable {
    /// `PRAGMA application_id` of inky journals ("inky" in ASCII).
    public static let applicationID: Int32 = 0x696E_6B79
    /// How long a write waits for another inky process before giving up.
    public static let busyTimeout: TimeInterval = 10

    /// Supplies the passphrase of an encrypted journal; nil when none can be had. Only called for one.
    public typealias PassphraseProvider = () throws -> [UInt8]?

    enum Backend: Sendable {
        case plain(any DatabaseWriter)
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

    /// Holds what `JournalOpener` opened, or a database given to `init(_:location:)`.
    init(location: StoreLocation, opened: JournalOpener.Opened) {
        self.location = location
        backend = opened.backend
        inUse = opened.inUse
        warnings = opened.warnings
        migrationBackup = opened.migrationBackup
    }

    /// The journal on `dbWriter`, migrated to this inky's schema (nothing to do when it already is).
    ///
    /// `location` is where `backup(to: nil)` writes and the path messages name; the temporary folder when nil.
    /// No folder is locked or checked, and no backup is made before migrating.
    public convenience init(_ dbWriter: any DatabaseWriter, location: StoreLocation? = nil) throws {
        let location = location ?? StoreLocation(folder: FileManager.default.temporaryDirectory)
        do {
            try Migrations.migrator.migrate(dbWriter)
        } catch {
            throw StoreError.wrap(error, path: location.database.path)
        }
        self.init(location: location, opened: .init(backend: .plain(dbWriter), inUse: nil, warnings: [], migrationBackup: nil))
    }

    /// An empty journal in memory, for a command that only reads when `location` has no journal yet: it shows
    /// what an empty journal shows and creates nothing on disk.
    public static func emptyInMemory(location: StoreLocation) throws -> AppDatabase {
        do {
            return try AppDatabase(DatabaseQueue(), location: location)
        } catch {
            throw StoreError.wrap(error, path: location.database.path)
        }
    }

    /// Whether `location` holds a journal, plain or encrypted.
    public static func exists(in location: StoreLocation) -> Bool {
        FileManager.default.fileExists(atPath: location.database.path) || FileManager.default.fileExists(atPath: location.sealedDatabase.path)
    }

    /// Opens (creating if needed) the journal in `location` through `JournalOpener`; `passphrase` is asked
    /// only for an encrypted one. `now` names the backup made before a migration.
    public convenience init(location: StoreLocation, passphrase: PassphraseProvider? = nil, at now: Date) throws {
        try self.init(location: location, migrator: Migrations.migrator, passphrase: passphrase, at: now)
    }

    /// Opens with a given list of migrations (tests use this to simulate older and newer inkys).
    /// `key` opens an encrypted journal without deriving again; `holdInUse` is false when the caller holds the sole lock.
    convenience init(location: StoreLocation, migrator: DatabaseMigrator, passphrase: PassphraseProvider? = nil,
                     key: JournalKey? = nil, holdInUse: Bool = true, at now: Date) throws {
        let opened = try JournalOpener(location: location, migrator: migrator)
            .open(passphrase: passphrase, key: key, holdInUse: holdInUse, at: now)
        self.init(location: location, opened: opened)
    }

    /// Whether this journal is encrypted (a sealed file worked on in memory).
    public var isEncrypted: Bool {
        if case .sealed = backend { return true }
        return false
    }

    /// The file that holds the journal: `inky.sqlite`, or `inky.sealed` when encrypted.
    public var file: URL { isEncrypted ? location.sealedDatabase : location.database }

    /// A consistent copy of a plain journal at `url` (a new file) through SQLite's backup API.
    ///
    /// The journal is proved sound first (a damaged one is never copied as a backup), then the copy, and
    /// its checksum is noted beside it (`BackupFolder.noteChecksum`).
    static func copy(_ source: any DatabaseReader, to url: URL) throws {
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
