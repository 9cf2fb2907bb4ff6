// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// An encrypted journal, worked on in memory.
///
/// The whole SQLite database lives decrypted in an in-memory connection; each write transaction
/// runs there, then the image is sealed and written atomically (temporary file, fsync, rename)
/// under the data folder's lock. Another process's commit changes the header's generation: reads
/// and writes reload the file first when it changed. No WAL, journal or temporary file ever holds
/// plain text.
final class SealedStore: @unchecked Sendable {
    let location: StoreLocation
    let key: JournalKey
    private let lock = NSRecursiveLock()
    private var queue: DatabaseQueue
    private var header: SealedHeader?

    private init(location: StoreLocation, key: JournalKey, queue: DatabaseQueue, header: SealedHeader) {
        self.location = location
        self.key = key
        self.queue = queue
        self.header = header
    }

    /// Opens the sealed file in `location` and migrates it; the caller holds the folder lock.
    /// A migration first copies the sealed file, unchanged, into `backups/`.
    static func open(location: StoreLocation, migrator: DatabaseMigrator, key: JournalKey?, passphrase: () throws -> [UInt8]?, at now: Date) throws -> (SealedStore, backup: URL?) {
        let url = location.sealedDatabase
        let file = try AtomicFile.read(url)
        // Only ask for the passphrase once the file is known to be a sealed journal.
        _ = try SealedHeader.parse(Array(file.prefix(256)))
        let opened = try SealedImage.open(file, key: key, passphrase: key == nil ? try passphrase() : nil)
        let queue: DatabaseQueue
        let applied: Set<String>
        do {
            queue = try SQLiteImage.memoryDatabase(opened.image)
            applied = try queue.read { db in try JournalOpener.inspect(db, migrator: migrator, path: url.path) }
        } catch let error as StoreError {
            throw error
        } catch {
            throw SealedError.damaged
        }
        let store = SealedStore(location: location, key: opened.key, queue: queue, header: opened.header)
        let pending = migrator.migrations.filter { !applied.contains($0) }
        var backup: URL?
        if !pending.isEmpty {
            if !applied.isEmpty {
                backup = try BackupFolder.write(file, into: location, reason: "before-\(pending[0])", sealed: true, now: now)
            }
            do {
                try migrator.migrate(queue)
                try store.persist()
            } catch {
                throw StoreError.wrap(error, path: url.path)
            }
        }
        return (store, backup)
    }

    /// The key for the sealed file in `location`, derived from its header and the passphrase; nil when
    /// there is no file that looks sealed (the locked open then reports what it is).
    static func keyBeforeLocking(_ location: StoreLocation, passphrase: () throws -> [UInt8]?) throws -> JournalKey? {
        guard let prefix = AtomicFile.prefix(location.sealedDatabase, count: 256), prefix.starts(with: SealedHeader.magic) else { return nil }
        let header = try SealedHeader.parse(prefix).header
        guard let secret = try passphrase() else { throw SealedError.passphraseNeeded }
        let key = try JournalKey(passphrase: secret, kdf: header.kdf, salt: header.salt)
        guard key.opens(header) else { throw SealedError.wrongPassphrase }
        return key
    }

    /// Runs a read against the latest committed state.
    func read<T>(_ value: (Database) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        try refreshIfChanged()
        return try queue.read(value)
    }

    /// Runs a transaction and commits it to the sealed file before returning.
    func write<T>(_ updates: (Database) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let folderLock = try FolderLock.exclusive(location.folder)
        defer { withExtendedLifetime(folderLock) {} }
        try refreshIfChanged()
        let result = try queue.write(updates)
        do {
            try persist()
        } catch {
            header = nil // memory is ahead of the file: reload before anything else
            throw error
        }
        return result
    }

    /// The decrypted image of the latest committed state (for `inky decrypt` and re-keying).
    func image() throws -> Data {
        lock.lock()
        defer { lock.unlock() }
        try refreshIfChanged()
        return try queue.read { try SQLiteImage.serialize($0) }
    }

    /// The sealed bytes of the latest committed state (a consistent copy for `inky backup`).
    func sealedFile() throws -> Data {
        lock.lock()
        defer { lock.unlock() }
        try refreshIfChanged()
        return try SealedImage.seal(try queue.read { try SQLiteImage.serialize($0) }, key: key, generation: header?.generation ?? 0)
    }

    /// Reloads the file when another process committed since we loaded it (its header changed).
    private func refreshIfChanged() throws {
        let url = location.sealedDatabase
        if let header, let bytes = AtomicFile.prefix(url, count: 256),
           let current = try? SealedHeader.parse(bytes).header, current == header {
            return
        }
        let opened = try SealedImage.open(try AtomicFile.read(url), key: key, passphrase: nil)
        do {
            queue = try SQLiteImage.memoryDatabase(opened.image)
        } catch {
            throw SealedError.damaged
        }
        header = opened.header
    }

    /// Seals the in-memory database as the next generation and replaces the file.
    private func persist() throws {
        let image = try queue.read { try SQLiteImage.serialize($0) }
        let next = (header?.generation ?? 0) &+ 1
        let sealed = try SealedImage.seal(image, key: key, generation: next)
        try AtomicFile.replace(location.sealedDatabase, with: sealed)
        header = try SealedHeader.parse(Array(sealed.prefix(256))).header
    }
}
