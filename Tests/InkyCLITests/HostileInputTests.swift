// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyStore
import InkyCore
import Testing
@testable import InkyCLI

/// Hostile and broken input not covered elsewhere (invalid UTF-8, NUL, long lines, corrupt, newer and
/// foreign files: ReflectPipedTests, AppDatabaseTests; a full disk: FullDiskTests).
@Suite("Hostile and broken input")
struct HostileInputTests {
    static let escapes = "\u{1B}[2J\u{1B}]52;c;aGVsbG8=\u{07}\u{1B}]0;title\u{1B}\\\u{9B}31m"

    /// Escape sequences stored in every kind of text come out neutralised on every command that prints them.
    @Test func escapeSequencesAreNeutralisedOnEveryOutputPath() throws {
        let h = Harness()
        let hostile = "look" + Self.escapes + "here"
        #expect(h.run(["config", "set", "name", hostile]).code == 0)
        #expect(h.run(["todo", "add", hostile, "--tag", "home"]).code == 0)
        #expect(h.run(["goal", "add", hostile, "--step", hostile]).code == 0)
        #expect(h.run(["log", "--rating", "5", "--note", hostile, "--where", hostile]).code == 0)
        #expect(h.run(["write", hostile]).code == 0)
        #expect(h.run(["--seed", "1"], input: hostile + "\n" + hostile + "\n").code == 0)
        let outputs = [
            h.run(["config"]), h.run(["config", "get", "name"]), h.run(["todo", "list", "--all"]), h.run(["goal", "list"]),
            h.run(["log", "--list"]), h.run(["tags"]), h.run(["mood", "history"]), h.run(["mood", "show"]),
            h.run(["--seed", "2"], input: "/why\n/summary\n"), h.run(["affirm"]), h.run(["doctor"]), h.run(["backup"]),
            h.run(["todo", "done", "1"]), h.run(["todo", "edit", "1", hostile]), h.run(["goal", "done", "1"]),
        ]
        for result in outputs {
            for control in ["\u{1B}", "\u{07}", "\u{9B}"] {
                #expect(!result.out.contains(control) && !result.err.contains(control), "\(result.out)\(result.err)")
            }
        }
        // JSON output escapes instead: the text round-trips exactly.
        let json = h.run(["todo", "list", "--json"]).out
        #expect(!json.contains("\u{1B}"))
        #expect(try h.database().todos(includeDone: true).first?.item.text == hostile)
    }

    /// A data folder whose name holds escape codes is not echoed raw in an error either.
    @Test func aHostileFolderNameInAnErrorIsNeutralised() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("evil\u{1B}]0;owned\u{07}")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: folder.appendingPathComponent("inky.sqlite"))
        let result = h.run(["todo", "list", "--home", folder.path], withHome: false)
        #expect(result.code == 2)
        #expect(!result.err.contains("\u{1B}") && !result.err.contains("\u{07}"))
    }

    /// SQL metacharacters in every field are stored and read back verbatim; no table is touched.
    @Test func sqlMetacharactersAreJustText() throws {
        let h = Harness()
        let tricky = "Robert'); DROP TABLE entries; -- \" ` % _ \\ ; /* */"
        #expect(h.run(["write", tricky, "--tag", "x_y"]).code == 0)
        #expect(h.run(["todo", "add", tricky]).code == 0)
        #expect(h.run(["config", "set", "name", tricky]).code == 0)
        #expect(h.run(["--seed", "1"], input: tricky + "\n").code == 0)
        let db = try h.database()
        #expect(try db.entries().filter { $0.type == .raw }.map(\.text) == [tricky])
        #expect(try db.todos().map(\.item.text) == [tricky])
        #expect(try db.setting(.person(.name)) == tricky)
        #expect(try h.answers() == [tricky])
        #expect(try db.integrityProblems().isEmpty)
    }

    /// A journal that cannot be written: exit 2, "read-only", nothing changed. As root, permissions do
    /// not stop writes, so the test remounts a tmpfs read-only instead (when it may mount).
    @Test func aReadOnlyJournalIsRefusedUntouched() throws {
        let h = Harness()
        let asRoot = getuid() == 0
        if asRoot {
            guard FullDiskTests.mountTmpfs(at: h.home, size: 4 << 20) else { return } // neither way is available
        }
        defer { if asRoot { FullDiskTests.run("/bin/umount", [h.home.path]) } }
        #expect(h.run(["write", "already here"]).code == 0)
        let file = h.home.appendingPathComponent("inky.sqlite")
        if asRoot {
            #expect(FullDiskTests.run("/bin/mount", ["-o", "remount,ro", h.home.path]) == 0)
        } else {
            chmod(file.path, 0o400)
            chmod(h.home.path, 0o500)
        }
        defer { if !asRoot { chmod(h.home.path, 0o700); chmod(file.path, 0o600) } }
        let before = FileManager.default.contents(atPath: file.path)
        let result = h.run(["write", "not saved"])
        #expect(result.code == 2)
        #expect(result.err.contains("cannot write its data folder") || result.err.contains("read-only"), "\(result.err)")
        #expect(FileManager.default.contents(atPath: file.path) == before)
        // Issue 18, item 4: the doctor tries what the commands need and says so, never "All is well".
        let doctor = h.run(["doctor"])
        #expect(doctor.code == 2 && doctor.out.contains("writing      problem") && !doctor.out.contains(Messages.doctorFine),
                "\(doctor.out)")
        #expect(FileManager.default.contents(atPath: file.path) == before)
    }

    /// Another program holding the journal's write lock past the busy timeout: exit 2, "busy", nothing half-written.
    @Test func aLockedJournalIsReportedAfterTheTimeout() throws {
        let h = Harness()
        #expect(h.run(["write", "already here"]).code == 0)
        var config = Configuration()
        config.allowsUnsafeTransactions = true // the point: a transaction held open across accesses
        let holder = try DatabaseQueue(path: h.home.appendingPathComponent("inky.sqlite").path, configuration: config)
        try holder.inDatabase { try $0.execute(sql: "BEGIN EXCLUSIVE") }
        let result = h.run(["write", "waits and gives up"])
        try holder.inDatabase { try $0.execute(sql: "ROLLBACK") }
        #expect(result.code == 2)
        #expect(result.err.contains("is busy"), "\(result.err)")
        #expect(try h.database().entries().filter { $0.type == .raw }.map(\.text) == ["already here"])
    }

    /// The same for an encrypted journal, whose writers queue on the data folder's lock.
    @Test func aLockedEncryptedJournalIsReportedAfterTheTimeout() throws {
        let h = Harness()
        #expect(h.run(["write", "already here"]).code == 0)
        h.environment["INKY_PASSPHRASE"] = "locked out"
        #expect(h.run(["encrypt"]).code == 0)
        let fd = open(h.home.path, O_RDONLY | O_DIRECTORY)
        defer { close(fd) }
        var result: Harness.Result?
        // Opening and each commit wait for this lock (the open gives up first, after the same timeout).
        #expect(flock(fd, LOCK_EX) == 0)
        result = h.run(["write", "waits and gives up"])
        _ = flock(fd, LOCK_UN)
        #expect(result?.code == 2)
        #expect(result?.err.contains("is busy") == true, "\(result?.err ?? "")")
        #expect(try h.database().entries().filter { $0.type == .raw }.map(\.text) == ["already here"])
    }

    /// A person's own prompt files that are broken: the reflection still runs on the shipped ones and says so.
    @Test func brokenOwnPromptFilesAreNamedAndSkipped() throws {
        let h = Harness()
        let folder = h.root.appendingPathComponent("config/inky/Prompts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00] + Array("version: 1\nflow: daily\nstates: [unclosed\n".utf8)).write(to: folder.appendingPathComponent("daily.yaml"))
        try Data("message: [not a string\n".utf8).write(to: folder.appendingPathComponent("safety.yaml"))
        let result = h.run(["--seed", "1"], input: "calm\n")
        #expect(result.code == 0)
        #expect(result.err.contains("daily.yaml has problems, so it was not used"), "\(result.err)")
        #expect(result.err.contains("safety.yaml could not be read as a safety message"), "\(result.err)")
        #expect(try h.answers() == ["calm"])
        // Asking for a flow that only exists in a broken file is a usage error that names the problems.
        try Data("version: 1\nkind: flow\nflow: mine\n".utf8).write(to: folder.appendingPathComponent("mine.yaml"))
        let mine = h.run(["--flow", "mine"], input: "calm\n")
        #expect(mine.code == 1)
        #expect(mine.err.contains("mine.yaml:1: error: missing 'start'"))
        #expect(mine.err.contains("run `inky lint` for details"))
    }
}

/// `inky doctor` and `inky backup`.
@Suite("Doctor and backup")
struct DoctorBackupTests {
    @Test func doctorMendsPermissionsAndListsBackups() throws {
        let h = Harness()
        #expect(h.run(["write", "hello"]).code == 0)
        #expect(h.run(["backup"]).code == 0)
        let file = h.home.appendingPathComponent("inky.sqlite")
        chmod(h.home.path, 0o755)
        chmod(file.path, 0o644)
        let result = h.run(["doctor"])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("was mode 755; set to 700"))
        #expect(result.out.contains("was mode 644; set to 600"))
        #expect(result.out.contains("integrity    ok"))
        #expect(result.out.contains("backups      1 verified") && result.out.contains("-manual.sqlite"))
        #expect(result.out.contains("not encrypted"))
        var info = stat()
        stat(file.path, &info)
        #expect(Int(info.st_mode) & 0o777 == 0o600)
        #expect(h.run(["doctor"]).out.contains("permissions  ok"))
    }

    @Test func doctorReportsADamagedJournalAndChangesNothing() throws {
        let h = Harness()
        for i in 0..<200 { _ = try h.database().addEntry(text: "entry \(i) " + String(repeating: "x", count: 400), day: Day("2026-11-22")!, tags: [], at: Date()) }
        #expect(h.run(["backup"]).code == 0)
        let file = h.home.appendingPathComponent("inky.sqlite")
        let root = try #require(try h.database().read { try Int.fetchOne($0, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'entries'") })
        var bytes = try Data(contentsOf: file)
        let page = 4096
        try #require(bytes.count >= root * page)
        // Scribble over the entries table's root page: the file opens, its integrity check fails. The
        // (checkpointed) WAL kept between runs would still serve that page, so it goes.
        for i in ((root - 1) * page)..<(root * page) { bytes[i] = UInt8(truncatingIfNeeded: i &* 7) }
        try bytes.write(to: file)
        try? FileManager.default.removeItem(atPath: file.path + "-wal")
        try? FileManager.default.removeItem(atPath: file.path + "-shm")
        let result = h.run(["doctor"])
        #expect(result.code == 2)
        #expect(result.out.contains("problem") && result.out.contains("inky doctor --restore N"), "\(result.out)")
        #expect(result.out.contains("backups      1 verified, newest first"))
        #expect(result.out.contains("lock         free") && result.out.contains("write log    none") && result.out.contains("schema       version 8, up to date"), "\(result.out)")
        #expect(result.err.contains("inky doctor found a problem"))
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test func doctorOnAnEncryptedJournal() throws {
        let h = Harness()
        #expect(h.run(["write", "hello"]).code == 0)
        h.environment["INKY_PASSPHRASE"] = "doctor's orders"
        #expect(h.run(["encrypt"]).code == 0)
        let result = h.run(["doctor"])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("inky.sealed (encrypted)"))
        h.environment["INKY_PASSPHRASE"] = "wrong"
        #expect(h.run(["doctor"]).code == 2)
    }

    @Test func backupToAFileAndNeverOverAnExistingOne() throws {
        let h = Harness()
        #expect(h.run(["write", "worth keeping"]).code == 0)
        let copy = h.root.appendingPathComponent("copy.sqlite")
        let result = h.run(["backup", copy.path])
        #expect(result.code == 0)
        #expect(result.out.contains("Copied the journal to \(copy.path)"))
        let queue = try DatabaseQueue(path: copy.path)
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT text FROM entries WHERE type = 'raw'") } == ["worth keeping"])
        try queue.close()
        var info = stat()
        stat(copy.path, &info)
        #expect(Int(info.st_mode) & 0o077 == 0)
        let again = h.run(["backup", copy.path])
        #expect(again.code == 1)
        #expect(again.err.contains("already exists"))
    }

    /// Copies taken while another process keeps writing are each whole and sound.
    @Test func backupWhileAnotherProcessWrites() throws {
        let h = Harness()
        #expect(h.run(["write", "first"]).code == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "for i in 1 2 3 4 5 6 7 8 9 10 11 12; do \"$0\" write \"entry $i\" --home \"$1\" || exit 1; done",
                            BuiltBinary.url.path, h.home.path]
        writer.environment = h.environment
        writer.standardOutput = FileHandle.nullDevice
        writer.standardError = FileHandle.nullDevice
        try writer.run()
        var counts: [Int] = []
        var n = 0
        while writer.isRunning || n < 2 {
            n += 1
            let copy = h.root.appendingPathComponent("copy-\(n).sqlite")
            #expect(h.run(["backup", copy.path]).code == 0)
            let queue = try DatabaseQueue(path: copy.path)
            #expect(try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
            counts.append(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM entries WHERE type = 'raw'") } ?? -1)
            try queue.close()
        }
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(counts == counts.sorted(), "each copy holds at least what the one before did: \(counts)")
        #expect(counts.allSatisfy { (1...13).contains($0) })
    }
}
