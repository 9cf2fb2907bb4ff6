// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLiteConfig
import Foundation
import GRDB
import Testing
@testable import InkyStore

@Suite("Opening the journal")
struct AppDatabaseTests {
    let tmp = TemporaryFolder()
    var location: StoreLocation { StoreLocation(folder: tmp.url.appendingPathComponent("home/inky")) }

    @Test func createsTheWholeSchemaOwnerOnly() throws {
        let db = try AppDatabase(location: location, at: Date())
        #expect(tmp.mode(of: location.folder.path) == 0o700)
        #expect(tmp.mode(of: location.database.path) & 0o077 == 0)
        let tables = try db.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }
        for table in ["entries", "tags", "entry_tags", "todo_items", "goal_items", "reflection_qas", "emotion_logs",
                      "mood_results", "pipeline_state", "sessions", "settings", "asked_questions"] {
            #expect(tables.contains(table), "missing table \(table)")
        }
        #expect(try db.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try db.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") } == AppDatabase.applicationID)
        #expect(try db.appliedMigrations() == AppDatabase.knownMigrations.sorted())
        #expect(db.migrationBackup == nil)
    }

    @Test func migratesAnEmptyFile() throws {
        try FileManager.default.createDirectory(at: location.folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: location.database.path, contents: Data())
        let db = try AppDatabase(location: location, at: Date())
        #expect(try db.appliedMigrations() == AppDatabase.knownMigrations.sorted())
    }

    /// A row written into the journal without a number (by hand, or by a tool that predates numbers)
    /// is numbered by the schema and indexed for search exactly once.
    @Test func anEntryInsertedWithoutANumberIsNumberedAndIndexedOnce() throws {
        let db = try AppDatabase(location: location, at: Date())
        let (numbers, indexed) = try db.write { db -> ([String], [Int]) in
            let t = "2026-12-01 10:00:00.000"
            for (type, text, number) in [("raw", "apples by hand", nil), ("goals", "pears by hand", nil),
                                         ("raw", "plums with a number", 5 as Int?), ("raw", "figs by hand", nil)] {
                try db.execute(sql: """
                    INSERT INTO entries (type, number, text, day, progress, created_at, updated_at)
                    VALUES (?, ?, ?, '2026-12-01', ?, ?, ?)
                    """, arguments: [type, number, text, type == "goals" ? 0 : nil, t, t])
            }
            let numbers = try String.fetchAll(db, sql: "SELECT type || number FROM entries ORDER BY id")
            let indexed = try ["apples", "pears", "plums", "figs"].map { word in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM search_index WHERE search_index MATCH ?", arguments: [word]) ?? -1
            }
            return (numbers, indexed)
        }
        #expect(numbers == ["raw1", "goals1", "raw5", "raw6"])
        #expect(indexed == [1, 1, 1, 1])
    }

    /// The keys are part of the file format: journals written by earlier inkys hold them.
    @Test func settingsAreStoredUnderTheirKnownKeys() throws {
        let db = try AppDatabase(location: location, at: Date())
        try db.setSetting(.lastAffirmation, to: "a line", at: Date())
        try db.setSetting(.highestNumber(.raw), to: "7", at: Date())
        let keys = try db.read { db in try String.fetchAll(db, sql: "SELECT key FROM settings ORDER BY key") }
        #expect(keys == ["last_affirmation", "numbers.raw"])
        #expect((SettingKey.allCases.map(SettingName.person) + [.onboarded]).map(\.key)
            == ["name", "history", "prior", "reminder", "theme", "weekly", "onboarded"])
    }

    @Test func reopeningKeepsDataAndMakesNoBackup() throws {
        let first = try AppDatabase(location: location, at: Date())
        try first.setSetting(.person(.name), to: "Sam", at: Date())
        let second = try AppDatabase(location: location, at: Date())
        #expect(try second.setting(.person(.name)) == "Sam")
        #expect(second.migrationBackup == nil)
    }

    /// A file from the previous migration gets a backup copy, then the new migration, keeping its data.
    @Test func backsUpBeforeMigratingAnOlderFile() throws {
        let old = try AppDatabase(location: location, migrator: Migrations.migrator, at: Date())
        try old.setSetting(.person(.name), to: "Robin", at: Date())
        var newer = Migrations.migrator
        newer.registerMigration("v99-test-column") { db in
            try db.alter(table: "settings") { $0.add(column: "note", .text) }
        }
        // The caller's clock names the copy (INKY_NOW reaches it through the CLI's context).
        let upgraded = try AppDatabase(location: location, migrator: newer, at: Date(timeIntervalSince1970: 1_795_000_000))
        let backup = try #require(upgraded.migrationBackup)
        #expect(backup.lastPathComponent == "inky-20261118-110640-before-v99-test-column.sqlite")
        #expect(tmp.mode(of: backup.path) == 0o600)
        #expect(try upgraded.setting(.person(.name)) == "Robin")
        let copy = try DatabaseQueue(path: backup.path)
        #expect(try copy.read { try String.fetchOne($0, sql: "SELECT value FROM settings WHERE key = 'name'") } == "Robin")
        #expect(try copy.read { try Bool.fetchOne($0, sql: "SELECT count(*) FROM pragma_table_info('settings') WHERE name = 'note'") } == false)
    }

    @Test func refusesAFileFromANewerInkyAndLeavesItAlone() throws {
        var newer = Migrations.migrator
        newer.registerMigration("v99-from-the-future") { _ in }
        _ = try AppDatabase(location: location, migrator: newer, at: Date())
        let before = tmp.bytes(of: location.database.path)
        #expect(throws: StoreError.newerVersion(path: location.database.path, unknown: ["v99-from-the-future"])) {
            _ = try AppDatabase(location: location, at: Date())
        }
        #expect(tmp.bytes(of: location.database.path) == before)
    }

    /// One connection per command, and the write-ahead log emptied (not deleted) when it closes:
    /// the next command neither creates it again nor reads stale frames back.
    @Test func closingLeavesAnEmptyWriteAheadLog() throws {
        do {
            let db = try AppDatabase(location: location, at: Date())
            try db.setSetting(.person(.name), to: "Sam", at: Date())
            #expect(tmp.bytes(of: location.database.path + "-wal").count > 0)
        }
        #expect(FileManager.default.fileExists(atPath: location.database.path + "-wal"))
        #expect(tmp.bytes(of: location.database.path + "-wal").isEmpty)
        #expect(try AppDatabase(location: location, at: Date()).setting(.person(.name)) == "Sam")
    }

    /// A newer inky's journal whose last writes still sit in the write-ahead log is refused without
    /// checkpointing them: both files are left byte for byte.
    @Test func refusesANewerJournalWithoutMovingItsLog() throws {
        var newer = Migrations.migrator
        newer.registerMigration("v99-from-the-future") { _ in }
        _ = try AppDatabase(location: location, migrator: newer, at: Date())
        let writer = try DatabaseQueue(path: location.database.path)
        try writer.write { try $0.execute(sql: "INSERT INTO settings (key, value, updated_at) VALUES ('name', 'Sam', '2026-11-23 09:00:00.000')") }
        writer.inDatabase { db in _ = inky_sqlite_no_checkpoint_on_close(db.sqliteConnection) }
        try writer.close()
        let wal = location.database.path + "-wal"
        let (database, log) = (tmp.bytes(of: location.database.path), tmp.bytes(of: wal))
        #expect(!log.isEmpty)
        #expect(throws: StoreError.newerVersion(path: location.database.path, unknown: ["v99-from-the-future"])) {
            _ = try AppDatabase(location: location, at: Date())
        }
        #expect(tmp.bytes(of: location.database.path) == database)
        #expect(tmp.bytes(of: wal) == log)
    }

    @Test func refusesAFileThatIsNotADatabase() throws {
        try FileManager.default.createDirectory(at: location.folder, withIntermediateDirectories: true)
        let junk = Data("these are my notes, not a database\n".utf8)
        _ = FileManager.default.createFile(atPath: location.database.path, contents: junk)
        #expect(throws: StoreError.notADatabase(path: location.database.path)) {
            _ = try AppDatabase(location: location, at: Date())
        }
        #expect(tmp.bytes(of: location.database.path) == junk)
        #expect(!FileManager.default.fileExists(atPath: location.database.path + "-wal"))
    }

    @Test func refusesAnotherProgramsSQLiteFile() throws {
        try FileManager.default.createDirectory(at: location.folder, withIntermediateDirectories: true)
        let other = try DatabaseQueue(path: location.database.path)
        try other.write { try $0.execute(sql: "CREATE TABLE photos (id INTEGER PRIMARY KEY)") }
        try other.close()
        let before = tmp.bytes(of: location.database.path)
        #expect(throws: StoreError.notADatabase(path: location.database.path)) {
            _ = try AppDatabase(location: location, at: Date())
        }
        #expect(tmp.bytes(of: location.database.path) == before)
    }

    @Test func refusesAFolderThatCannotBeCreated() throws {
        let file = tmp.url.appendingPathComponent("plain-file")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))
        let inside = StoreLocation(folder: file.appendingPathComponent("inky"))
        #expect(throws: StoreError.folderNotWritable(path: inside.folder.path)) {
            _ = try AppDatabase(location: inside, at: Date())
        }
        #expect(throws: StoreError.folderIsAFile(path: file.path)) {
            _ = try AppDatabase(location: StoreLocation(folder: file), at: Date())
        }
    }

    @Test func warnsAboutLoosePermissions() throws {
        _ = try AppDatabase(location: location, at: Date())
        chmod(location.folder.path, 0o755)
        chmod(location.database.path, 0o644)
        let reopened = try AppDatabase(location: location, at: Date())
        #expect(reopened.warnings == [
            .looseFolderPermissions(path: location.folder.path, mode: 0o755),
            .looseFilePermissions(path: location.database.path, mode: 0o644),
        ])
    }

    @Test func defaultFolderFollowsXDG() {
        #expect(StoreLocation.defaultFolder(environment: ["INKY_HOME": "/j"]).path == "/j")
        #expect(StoreLocation.defaultFolder(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/x/inky")
        #expect(StoreLocation.defaultFolder(environment: ["HOME": "/h"]).path == "/h/.local/share/inky")
        #expect(StoreLocation.defaultFolder(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]).path == "/h/.local/share/inky")
    }
}

@Suite("A damaged journal")
struct DamagedJournalTests {
    let tmp = TemporaryFolder()

    @Test func aFileWithAValidHeaderButDamagedPagesIsRefusedUntouched() throws {
        let location = StoreLocation(folder: tmp.url)
        do {
            let db = try AppDatabase(location: location, at: Date())
            try db.setSetting(.person(.name), to: "Sam", at: Date())
        } // closed here: the WAL is checkpointed into the file
        var bytes = tmp.bytes(of: location.database.path)
        try #require(bytes.count > 4096)
        // Keep the 100-byte header, scribble over the rest of the first page.
        for i in 100..<4096 { bytes[i] = UInt8(truncatingIfNeeded: i &* 31) }
        try bytes.write(to: location.database)
        try? FileManager.default.removeItem(atPath: location.database.path + "-wal")
        try? FileManager.default.removeItem(atPath: location.database.path + "-shm")
        let before = tmp.bytes(of: location.database.path)
        #expect(throws: StoreError.self) { _ = try AppDatabase(location: location, at: Date()) }
        do {
            _ = try AppDatabase(location: location, at: Date())
        } catch let error as StoreError {
            switch error {
            case .corrupt, .notADatabase: break
            default: Issue.record("unexpected \(error)")
            }
        }
        #expect(tmp.bytes(of: location.database.path) == before)
    }
}
