// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

/// An encrypted journal: sealed whole, worked on in memory, converted in place atomically.
@Suite("Encrypted journal")
struct SealedJournalTests {
    let tmp = TemporaryFolder()
    var location: StoreLocation { StoreLocation(folder: tmp.url.appendingPathComponent("data")) }
    /// A cheap scrypt cost so the tests stay quick; the format stores it, so opening follows it.
    static let cheap = KDFParameters(log2N: 10, r: 8, p: 1)
    static let secret = Array("correct horse battery staple".utf8)
    static let words = ["zebrafish", "quarterly", "spreadsheet", "aardvark", "wombatcare", "Robin"]

    /// A plain journal holding each of `words` somewhere: an answer, an entry with a tag, a setting, a backup, history.
    func plainJournal() throws {
        let db = try AppDatabase(location: location, at: Date())
        try db.setSetting(.person(.name), to: "Robin", at: Date())
        let session = try db.startSession(flow: "daily", day: Day("2026-11-22")!, seed: 1, at: Date())
        _ = try db.appendAnswer(sessionID: session, state: "open", questionID: "q1", question: "How was it?",
                                answer: "zebrafish all quarterly spreadsheet", at: Date())
        _ = try db.addEntry(text: "the aardvark slept", day: Day("2026-11-22")!, tags: ["wombatcare"], at: Date())
        _ = try db.backup(to: nil, now: Date())
        try Data("zebrafish\n".utf8).write(to: location.history)
    }

    func open(_ passphrase: [UInt8]? = secret) throws -> AppDatabase {
        try AppDatabase(location: location, passphrase: { passphrase }, at: Date())
    }

    /// The texts of the free-form entries.
    func rawTexts(_ passphrase: [UInt8]? = secret) throws -> [String] {
        try AppDatabase(location: location, passphrase: { passphrase }, at: Date()).entries().filter { $0.type == .raw }.map(\.text)
    }

    /// Every file under the data folder, byte for byte.
    func everyFile() -> [(String, Data)] {
        let enumerator = FileManager.default.enumerator(atPath: location.folder.path)!
        return enumerator.compactMap { $0 as? String }.compactMap { name in
            let path = location.folder.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            return (name, tmp.bytes(of: path))
        }
    }

    func expectNoPlainText(_ words: [String] = words) {
        for (name, bytes) in everyFile() {
            for word in words {
                #expect(bytes.range(of: Data(word.utf8)) == nil, "\(word) found in \(name)")
            }
        }
    }

    @Test func encryptingKeepsEverythingAndLeavesNoPlainText() throws {
        try plainJournal()
        let report = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        #expect(report.backupsConverted == 1)
        let all = everyFile().map(\.0).sorted()
        // Besides the files, the note of the sealed backup's checksum (a hash, no journal text).
        #expect(all.filter { $0.hasSuffix(".inky.sha256") }.count == 1, "\(all)")
        let names = all.filter { !$0.hasSuffix(".sha256") }
        #expect(names.count == 3 && names.contains("inky.sealed") && names.contains("inky.lock"), "\(names)")
        #expect(names.allSatisfy { !$0.hasSuffix(".sqlite") && $0 != "history" })
        #expect(tmp.mode(of: location.sealedDatabase.path) == 0o600)
        expectNoPlainText()

        let db = try open()
        #expect(db.isEncrypted)
        #expect(try db.setting(.person(.name)) == "Robin")
        #expect(try db.read { try String.fetchAll($0, sql: "SELECT answer FROM reflection_qas") } == ["zebrafish all quarterly spreadsheet"])
        #expect(try rawTexts() == ["the aardvark slept"])
        #expect(try db.integrityProblems().isEmpty)
        // Writing while encrypted keeps the folder free of plain text too.
        _ = try db.addEntry(text: "platypus evening", day: Day("2026-11-22")!, tags: ["burrow"], at: Date())
        _ = try db.backup(to: nil, now: Date())
        expectNoPlainText(Self.words + ["platypus", "burrow"])
        // The sealed backups open with the same passphrase.
        for backup in BackupFolder.list(location) {
            #expect(backup.sealed)
            let opened = try SealedImage.open(try AtomicFile.read(backup.url), key: nil, passphrase: Self.secret)
            #expect(opened.image.range(of: Data("zebrafish".utf8)) != nil)
        }
    }

    @Test func aMissingOrWrongPassphraseIsRefusedAndChangesNothing() throws {
        try plainJournal()
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        let before = tmp.bytes(of: location.sealedDatabase.path)
        #expect(throws: SealedError.passphraseNeeded) { _ = try open(nil) }
        #expect(throws: SealedError.wrongPassphrase) { _ = try open(Array("Correct horse battery staple".utf8)) }
        #expect(throws: SealedError.wrongPassphrase) {
            _ = try JournalConversion.decrypt(location, passphrase: Array("nope".utf8), at: Date())
        }
        #expect(throws: SealedError.wrongPassphrase) {
            _ = try JournalConversion.rekey(location, from: Array("nope".utf8), to: Array("new".utf8), at: Date(), kdf: Self.cheap)
        }
        #expect(tmp.bytes(of: location.sealedDatabase.path) == before)
        #expect(!FileManager.default.fileExists(atPath: location.database.path))
    }

    @Test func aDamagedBodyIsToldApartFromAWrongPassphrase() throws {
        try plainJournal()
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        var bytes = tmp.bytes(of: location.sealedDatabase.path)
        bytes[bytes.count - 100] ^= 0x01
        try bytes.write(to: location.sealedDatabase)
        #expect(throws: SealedError.damaged) { _ = try open() }
        #expect(tmp.bytes(of: location.sealedDatabase.path) == bytes)
        // A changed generation in the header fails authentication as well.
        bytes[bytes.count - 100] ^= 0x01
        let (_, length) = try SealedHeader.parse(Array(bytes.prefix(256)))
        bytes[length - 1] ^= 0x01
        try bytes.write(to: location.sealedDatabase)
        #expect(throws: SealedError.damaged) { _ = try open() }
    }

    @Test func decryptingGivesBackAPlainJournal() throws {
        try plainJournal()
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        let report = try JournalConversion.decrypt(location, passphrase: Self.secret, at: Date())
        #expect(report.backupsConverted == 1)
        #expect(!FileManager.default.fileExists(atPath: location.sealedDatabase.path))
        let db = try AppDatabase(location: location, at: Date())
        #expect(!db.isEncrypted)
        #expect(try db.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try rawTexts() == ["the aardvark slept"])
        #expect(try db.integrityProblems().isEmpty)
        #expect(BackupFolder.list(location).allSatisfy { !$0.sealed })
    }

    @Test func aNewPassphraseReplacesTheOldOne() throws {
        try plainJournal()
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        let oldSalt = try SealedHeader.parse(Array(tmp.bytes(of: location.sealedDatabase.path).prefix(256))).header.salt
        let fresh = Array("a new passphrase".utf8)
        let report = try JournalConversion.rekey(location, from: Self.secret, to: fresh, at: Date(), kdf: Self.cheap)
        #expect(report.backupsConverted == 1 && report.backupsLeft.isEmpty)
        let header = try SealedHeader.parse(Array(tmp.bytes(of: location.sealedDatabase.path).prefix(256))).header
        #expect(header.salt != oldSalt)
        #expect(throws: SealedError.wrongPassphrase) { _ = try open() }
        #expect(try open(fresh).setting(.person(.name)) == "Robin")
        for backup in BackupFolder.list(location) {
            #expect(throws: SealedError.wrongPassphrase) { _ = try SealedImage.open(try AtomicFile.read(backup.url), key: nil, passphrase: Self.secret) }
            _ = try SealedImage.open(try AtomicFile.read(backup.url), key: nil, passphrase: fresh)
        }
    }

    struct Interrupted: Error {}

    /// Stopped before its rename, a conversion leaves the old journal; after it, the new one. Both open whole.
    @Test(arguments: [JournalConversion.Step.beforeCommit, .afterCommit])
    func anInterruptedConversionLeavesTheOldOrTheNewJournal(step: JournalConversion.Step) throws {
        try plainJournal()
        let stop: (JournalConversion.Step) throws -> Void = { if $0 == step { throw Interrupted() } }
        let other = Array("other".utf8)

        #expect(throws: Interrupted.self) { _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap, interrupt: stop) }
        do {
            let afterEncrypt = step == .beforeCommit ? try AppDatabase(location: location, at: Date()) : try open()
            #expect(afterEncrypt.isEncrypted == (step == .afterCommit))
            if step == .afterCommit {
                #expect(afterEncrypt.warnings.contains(.plainCopyBesideEncrypted(path: location.database.path)))
            }
        } // closed: a conversion needs the journal alone
        #expect(try rawTexts() == ["the aardvark slept"])
        // Running encrypt again finishes the job (or does it, from the start).
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        #expect(!FileManager.default.fileExists(atPath: location.database.path))
        expectNoPlainText()

        #expect(throws: Interrupted.self) { _ = try JournalConversion.rekey(location, from: Self.secret, to: other, at: Date(), kdf: Self.cheap, interrupt: stop) }
        let current = step == .beforeCommit ? Self.secret : other
        #expect(try rawTexts(current) == ["the aardvark slept"])

        #expect(throws: Interrupted.self) { _ = try JournalConversion.decrypt(location, passphrase: current, at: Date(), interrupt: stop) }
        // The sealed file stays the journal until decrypt removes it.
        let afterDecrypt = try open(current)
        #expect(afterDecrypt.isEncrypted)
        #expect(try afterDecrypt.integrityProblems().isEmpty)
        #expect(try rawTexts(current) == ["the aardvark slept"])
    }

    @Test func convertingWhileAnotherHasItOpenIsRefused() throws {
        try plainJournal()
        let busy = try AppDatabase(location: location, at: Date())
        #expect(throws: SealedError.inUse) { _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap) }
        #expect(!FileManager.default.fileExists(atPath: location.sealedDatabase.path))
        #expect(try busy.entries().filter { $0.type == .raw }.count == 1)
    }

    @Test func twoOpenersSeeEachOthersCommits() throws {
        try plainJournal()
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        let a = try open(), b = try open()
        try a.setSetting(.person(.name), to: "Sam", at: Date())
        #expect(try b.setting(.person(.name)) == "Sam")
        try b.setSetting(.person(.history), to: "off", at: Date())
        _ = try a.addEntry(text: "second", day: Day("2026-11-22")!, tags: [], at: Date())
        #expect(try b.entries().filter { $0.type == .raw }.count == 2)
        #expect(try a.setting(.person(.history)) == "off")
    }

    /// Four threads, each with its own connection, add five answers at once: all twenty are kept.
    @Test func parallelWritersAllSucceed() async throws {
        try plainJournal()
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        let location = self.location
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let db = try AppDatabase(location: location, passphrase: { Self.secret }, at: Date())
                    let session = try db.startSession(flow: "daily", day: Day("2026-11-22")!, seed: UInt64(writer), at: Date())
                    for k in 0..<5 {
                        _ = try db.appendAnswer(sessionID: session, state: "s", questionID: "q", question: "Q", answer: "w\(writer) a\(k)", at: Date())
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try open().read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reflection_qas") } == 21)
    }

    /// A newer inky's migration of an encrypted journal keeps a sealed copy first, never a plain one.
    @Test func migratingAnEncryptedJournalBacksItUpSealed() throws {
        try plainJournal()
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        var newer = Migrations.migrator
        newer.registerMigration("v99-test-column") { db in try db.alter(table: "settings") { $0.add(column: "note", .text) } }
        let upgraded = try AppDatabase(location: location, migrator: newer, passphrase: { Self.secret }, at: Date())
        let backup = try #require(upgraded.migrationBackup)
        #expect(backup.pathExtension == "inky")
        #expect(try upgraded.setting(.person(.name)) == "Robin")
        expectNoPlainText()
        #expect(throws: StoreError.newerVersion(path: location.sealedDatabase.path, unknown: ["v99-test-column"])) { _ = try open() }
    }

    /// A temporary file left by a process killed mid-commit (ciphertext only) is removed at the next open.
    @Test func abandonedTemporaryFilesAreRemovedOnOpen() throws {
        try plainJournal()
        _ = try JournalConversion.encrypt(location, passphrase: Self.secret, at: Date(), kdf: Self.cheap)
        let abandoned = location.folder.appendingPathComponent(".inky.sealed.tmp-99999-12345")
        try tmp.bytes(of: location.sealedDatabase.path).write(to: abandoned)
        _ = try open()
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
    }

    @Test func aForeignFileNamedLikeTheSealedJournalIsRefusedUntouched() throws {
        try FileManager.default.createDirectory(at: location.folder, withIntermediateDirectories: true)
        let junk = Data("INKYSEAL".utf8) + Data([0, 1]) + Data("but then nonsense".utf8)
        try junk.write(to: location.sealedDatabase)
        #expect(throws: SealedError.damaged) { _ = try open() }
        try Data("not even the magic".utf8).write(to: location.sealedDatabase)
        #expect(throws: StoreError.notADatabase(path: location.sealedDatabase.path)) { _ = try open() }
        #expect(!FileManager.default.fileExists(atPath: location.database.path))
    }
}
