// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// `inky encrypt`, `decrypt` and `passphrase`: converting a journal in place, atomically.
///
/// Each conversion needs the journal alone (no other inky process has it open), writes the new
/// file beside the old one and renames it into place; that rename is the moment it happens. Killed
/// before it, the old journal is intact; after it, the new one is, and what is left of the old
/// (a plain file beside an encrypted one) is reported on open and removed by running the command again.
public enum JournalConversion {
    /// Points where a test may interrupt a conversion.
    public enum Step: Sendable, Equatable {
        /// The new journal is written and synced, not yet renamed into place.
        case beforeCommit
        /// The new journal is in place; the old one and its copies are not yet removed.
        case afterCommit
    }

    /// What a conversion did besides the journal itself.
    public struct Report: Sendable, Equatable {
        /// Backups converted to the new form.
        public var backupsConverted = 0
        /// Backups left as they were (they do not open with the passphrase given).
        public var backupsLeft: [URL] = []
        /// Plain-text files overwritten and removed (the old journal, its WAL, history, drafts).
        public var scrubbed: [URL] = []
    }

    /// Seals a plain journal with a key derived from `passphrase`; removes the plain file, its WAL,
    /// the readline history and any leftover drafts, and seals the plain backups.
    public static func encrypt(_ location: StoreLocation, passphrase: [UInt8], at now: Date, kdf: KDFParameters = .standard,
                               interrupt: (Step) throws -> Void = { _ in }) throws -> Report {
        let sole = try FolderLock.inUse(location)
        defer { withExtendedLifetime(sole) {} } // held to the end, not just to its last use
        try sole.upgradeToSoleUser()
        let fm = FileManager.default
        if fm.fileExists(atPath: location.sealedDatabase.path) {
            guard fm.fileExists(atPath: location.database.path) else { throw SealedError.alreadyEncrypted }
            // An earlier `inky encrypt` committed and stopped before cleaning up: the sealed file is the journal.
            let key = try openingKey(location, passphrase: passphrase, at: now)
            var report = Report()
            try finishSealing(location, key: key, report: &report)
            return report
        }
        guard fm.fileExists(atPath: location.database.path) else { throw SealedError.noJournal }
        let plain = try AppDatabase(location: location, migrator: Migrations.migrator, holdInUse: false, at: now)
        guard case .plain(let queue) = plain.backend else { throw SealedError.alreadyEncrypted }
        let image: Data
        do {
            let memory = try DatabaseQueue()
            try queue.backup(to: memory)
            image = try memory.read { try SQLiteImage.serialize($0) }
            try queue.close()
        } catch {
            throw StoreError.wrap(error, path: location.database.path)
        }
        let key = try JournalKey(passphrase: passphrase, kdf: kdf)
        let sealed = try SealedImage.seal(image, key: key, generation: 1)
        try AtomicFile.replace(location.sealedDatabase, with: sealed) { try interrupt(.beforeCommit) }
        try interrupt(.afterCommit)
        var report = Report()
        try finishSealing(location, key: key, report: &report)
        return report
    }

    /// Writes the encrypted journal back as a plain SQLite file and unseals its backups.
    public static func decrypt(_ location: StoreLocation, passphrase: [UInt8], at now: Date,
                               interrupt: (Step) throws -> Void = { _ in }) throws -> Report {
        let sole = try FolderLock.inUse(location)
        defer { withExtendedLifetime(sole) {} } // held to the end, not just to its last use
        try sole.upgradeToSoleUser()
        let (image, key) = try openSealed(location, passphrase: passphrase, at: now)
        // A stale WAL beside the new file would be replayed into it: remove any first.
        for url in plainCompanions(location) { AtomicFile.scrub(url) }
        try AtomicFile.replace(location.database, with: image) { try interrupt(.beforeCommit) }
        try interrupt(.afterCommit)
        var report = Report()
        unlink(location.sealedDatabase.path)
        AtomicFile.syncFolder(location.folder)
        for backup in BackupFolder.list(location) where backup.sealed {
            guard let file = try? AtomicFile.read(backup.url),
                  let opened = try? SealedImage.open(file, key: key, passphrase: nil) else {
                report.backupsLeft.append(backup.url)
                continue
            }
            let plain = backup.url.deletingPathExtension().appendingPathExtension("sqlite")
            try AtomicFile.replace(plain, with: opened.image)
            unlink(backup.url.path)
            try BackupFolder.converted(backup, to: plain)
            report.backupsConverted += 1
        }
        return report
    }

    /// Re-seals the journal (and the backups that open with the old passphrase) under a new passphrase and a new salt.
    public static func rekey(_ location: StoreLocation, from old: [UInt8], to new: [UInt8], at now: Date, kdf: KDFParameters = .standard,
                             interrupt: (Step) throws -> Void = { _ in }) throws -> Report {
        let sole = try FolderLock.inUse(location)
        defer { withExtendedLifetime(sole) {} } // held to the end, not just to its last use
        try sole.upgradeToSoleUser()
        let (image, oldKey) = try openSealed(location, passphrase: old, at: now)
        let current = try SealedHeader.parse(Array(try AtomicFile.read(location.sealedDatabase).prefix(256))).header
        let newKey = try JournalKey(passphrase: new, kdf: kdf)
        let sealed = try SealedImage.seal(image, key: newKey, generation: current.generation &+ 1)
        try AtomicFile.replace(location.sealedDatabase, with: sealed) { try interrupt(.beforeCommit) }
        try interrupt(.afterCommit)
        var report = Report()
        for backup in BackupFolder.list(location) where backup.sealed {
            guard let file = try? AtomicFile.read(backup.url),
                  let opened = try? SealedImage.open(file, key: oldKey, passphrase: nil) else {
                report.backupsLeft.append(backup.url)
                continue
            }
            try AtomicFile.replace(backup.url, with: try SealedImage.seal(opened.image, key: newKey, generation: opened.header.generation))
            try BackupFolder.converted(backup, to: backup.url)
            report.backupsConverted += 1
        }
        return report
    }

    /// The plain journal's files: the old journal, its WAL and shared memory (which hold journal text), and
    /// the note of how it was last left sound (`SoundStamp`, which means nothing without it).
    static func plainCompanions(_ location: StoreLocation) -> [URL] {
        let path = location.database.path
        return ([path, path + "-wal", path + "-shm", path + "-journal"].map(URL.init(fileURLWithPath:)) + [SoundStamp.file(in: location)])
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Removes the plain journal and other plain text, and seals the plain backups with `key`.
    private static func finishSealing(_ location: StoreLocation, key: JournalKey, report: inout Report) throws {
        let fm = FileManager.default
        var plainText = plainCompanions(location)
        if fm.fileExists(atPath: location.history.path) { plainText.append(location.history) }
        let names = (try? fm.contentsOfDirectory(atPath: location.folder.path)) ?? []
        plainText += names.filter { $0.hasPrefix(".draft-") }.map { location.folder.appendingPathComponent($0) }
        for url in plainText { AtomicFile.scrub(url) }
        report.scrubbed = plainText
        for backup in BackupFolder.list(location) where !backup.sealed {
            let bytes = try AtomicFile.read(backup.url)
            let sealed = backup.url.deletingPathExtension().appendingPathExtension("inky")
            try AtomicFile.replace(sealed, with: try SealedImage.seal(bytes, key: key, generation: 0))
            AtomicFile.scrub(backup.url)
            try BackupFolder.converted(backup, to: sealed)
            report.backupsConverted += 1
        }
        AtomicFile.syncFolder(location.folder)
    }

    /// The key and the decrypted, migrated image of the encrypted journal; the caller holds the sole lock.
    private static func openSealed(_ location: StoreLocation, passphrase: [UInt8], at now: Date) throws -> (Data, JournalKey) {
        guard FileManager.default.fileExists(atPath: location.sealedDatabase.path) else {
            throw FileManager.default.fileExists(atPath: location.database.path) ? SealedError.notEncrypted : SealedError.noJournal
        }
        let db = try AppDatabase(location: location, migrator: Migrations.migrator, passphrase: { passphrase }, holdInUse: false, at: now)
        guard case .sealed(let store) = db.backend else { throw SealedError.notEncrypted }
        return (try store.image(), store.key)
    }

    /// The key of the encrypted journal for `passphrase`, or `wrongPassphrase`.
    private static func openingKey(_ location: StoreLocation, passphrase: [UInt8], at now: Date) throws -> JournalKey {
        try openSealed(location, passphrase: passphrase, at: now).1
    }
}
