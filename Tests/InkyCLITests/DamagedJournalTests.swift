// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import Testing
@testable import InkyCLI

/// Issue 18, item 1: damage inside the journal file (not only its header) is found before anything is
/// written; every writing command then exits 2, says how to mend it, and leaves the file byte for byte.
/// Eleven ways of damage: six by place in the file, five aimed at one table's or index's pages.
@Suite("A damaged journal is never written to")
struct DamagedJournalTests {
    /// Ways a file gets damaged, each applied to a copy of the same journal.
    enum Damage: String, CaseIterable {
        case garbageInTheMiddle, zeroedPage, flippedPageHeader, truncatedTail, garbageAtTheEnd, garbageInSecondPage
        /// A page of one table or index, found by SQLite's `dbstat`: an index, the search index's data and
        /// its copy of the text, the todos, the schema.
        case indexPage, searchIndexData, searchIndexContent, todoPage, schemaPage

        /// The b-tree `dbstat` names for the page-aimed cases.
        var object: String? {
            switch self {
            case .indexPage: return "entries_on_day"
            case .searchIndexData: return "search_index_data"
            case .searchIndexContent: return "search_index_content"
            case .todoPage: return "todo_items"
            case .schemaPage: return "sqlite_schema"
            default: return nil
            }
        }

        /// `pages`: the page numbers (from 1) of each b-tree, for the page-aimed cases.
        func apply(to file: URL, pages: [String: [Int]] = [:]) throws {
            var bytes = [UInt8](try Data(contentsOf: file))
            let page = 4096, count = bytes.count / page
            let middle = count / 2 * page
            var random = SystemRandomNumberGenerator()
            if let object {
                let numbers = pages[object] ?? []
                let chosen = numbers.count > 1 ? numbers[numbers.count / 2] : (numbers.first ?? 2)
                // The schema's first page holds the file header too: damage only its b-tree part.
                let start = (chosen - 1) * page + (chosen == 1 ? 100 : 0)
                for i in start..<chosen * page { bytes[i] = UInt8.random(in: 0...255, using: &random) }
                try Data(bytes).write(to: file)
                return
            }
            switch self {
            case .garbageInTheMiddle:
                for i in middle..<min(bytes.count, middle + 8192) { bytes[i] = UInt8.random(in: 0...255, using: &random) }
            case .zeroedPage:
                for i in middle..<middle + page { bytes[i] = 0 }
            case .flippedPageHeader:
                for i in middle..<middle + 12 { bytes[i] ^= 0xA5 }
            case .truncatedTail:
                bytes.removeLast(page * 2)
            case .garbageAtTheEnd:
                for i in (bytes.count - page)..<bytes.count { bytes[i] = UInt8.random(in: 0...255, using: &random) }
            case .garbageInSecondPage:
                for i in page..<2 * page { bytes[i] = UInt8.random(in: 0...255, using: &random) }
            default:
                break
            }
            try Data(bytes).write(to: file)
        }
    }

    /// A journal of a few hundred entries, todos and logs, with nothing left in its write-ahead log.
    static func journal() throws -> Harness {
        let h = Harness()
        let jrnl = h.root.appendingPathComponent("old.jrnl.txt"), todos = h.root.appendingPathComponent("old.todo.txt")
        try (0..<200).map { i in
            "[2026-10-\(String(format: "%02d", i % 28 + 1)) 09:\(String(format: "%02d", i % 60))] Entry \(i).\n"
                + "A long walk by the river, then soup, then a quiet evening reading about the sea and its birds.\n\n"
        }.joined().write(to: jrnl, atomically: true, encoding: .utf8)
        try (0..<150).map { "todo number \($0) with some words to fill the page\n" }.joined().write(to: todos, atomically: true, encoding: .utf8)
        #expect(h.run(["import", jrnl.path]).code == 0)
        #expect(h.run(["import", todos.path]).code == 0)
        for i in 0..<5 { _ = h.run(["log", "--rating", String(i), "--note", "a note \(i)"]) }
        #expect(try h.database().entries().count >= 200)
        let wal = h.home.appendingPathComponent("inky.sqlite-wal")
        #expect(((try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? Int) ?? 0) == 0, "the log was folded in")
        return h
    }

    /// The pages of each table and index, by name (SQLite's `dbstat`).
    static func pages(_ h: Harness) throws -> [String: [Int]] {
        var pages: [String: [Int]] = [:]
        for row in try h.database().read({ try Row.fetchAll($0, sql: "SELECT name, pageno FROM dbstat ORDER BY pageno") }) {
            pages[row["name"] as String, default: []].append(row["pageno"] as Int)
        }
        return pages
    }

    @Test(arguments: Damage.allCases)
    func everyWritingCommandRefuses(damage: Damage) throws {
        let h = try Self.journal()
        let file = h.home.appendingPathComponent("inky.sqlite")
        let pages = try Self.pages(h)
        if let object = damage.object { #expect(pages[object]?.isEmpty == false, "\(object) has pages to damage") }
        try damage.apply(to: file, pages: pages)
        let before = try Data(contentsOf: file)
        let todos = h.root.appendingPathComponent("more.todo.txt")
        try Data("(A) call the plumber\n".utf8).write(to: todos)
        for command in [["todo", "add", "one more"], ["write", "an entry"], ["log", "--rating", "6"], ["todo", "done", "3"],
                        ["goal", "add", "a goal"], ["import", todos.path], ["entry", "rm", "2"], ["config", "set", "name", "Sam"]] {
            let r = h.run(command)
            #expect(r.code == 2, "\(damage) \(command): \(r.code) \(r.err)")
            #expect(r.err.contains("damaged") && r.err.contains("inky doctor"), "\(damage) \(command): \(r.err)")
            #expect(try Data(contentsOf: file) == before, "\(damage) \(command): the file changed")
        }
        let reflection = h.reflect(at: "2026-11-22T21:00:00", seed: 1, ["calm"])
        #expect(reflection.code == 2)
        #expect(try Data(contentsOf: file) == before, "\(damage) reflection: the file changed")
    }

    /// A sound journal is proved once per command, and writing goes on as before; the command that proved
    /// it notes how it left the file (owner-only), so the next one need not read every page again.
    @Test func aSoundJournalIsWrittenAsBefore() throws {
        let h = try Self.journal()
        #expect(h.run(["todo", "add", "one more"]).code == 0)
        #expect(h.run(["todo", "list"]).out.contains("one more"))
        let note = h.home.appendingPathComponent("inky.sound")
        #expect(try FileManager.default.attributesOfItem(atPath: note.path)[.posixPermissions] as? Int == 0o600)
        let file = h.home.appendingPathComponent("inky.sqlite")
        var info = stat()
        stat(file.path, &info)
        #expect(try String(contentsOf: note, encoding: .utf8).hasPrefix("\(info.st_dev) \(info.st_ino) \(info.st_size) "))
        // Touched by something else, the file is proved again (and found sound).
        #expect(utime(file.path, nil) == 0)
        #expect(h.run(["todo", "add", "after a touch"]).code == 0)
    }

    /// Issue 18, item 2: `inky backup` refuses to copy a damaged journal, proves each copy sound and notes
    /// its checksum; `doctor` says which copies are verified.
    @Test func backupsAreVerifiedAndADamagedJournalIsNotCopied() throws {
        let h = try Self.journal()
        let made = h.run(["backup"])
        #expect(made.code == 0, "\(made.err)")
        let folder = h.home.appendingPathComponent("backups")
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(copies.count == 2 && copies.contains { $0.hasSuffix(".sqlite.sha256") }, "\(copies)")
        #expect(h.run(["doctor"]).out.contains("1 verified, newest first"))
        // A copy changed afterwards is no longer verified.
        let copy = folder.appendingPathComponent(try #require(copies.first { $0.hasSuffix(".sqlite") }))
        let handle = try FileHandle(forWritingTo: copy)
        try handle.seek(toOffset: 8192)
        handle.write(Data(repeating: 0x5A, count: 64))
        try handle.close()
        #expect(h.run(["doctor"]).out.contains("not verified"))
        // A damaged journal is not copied at all.
        try Damage.garbageInTheMiddle.apply(to: h.home.appendingPathComponent("inky.sqlite"))
        let refused = h.run(["backup", h.root.appendingPathComponent("copy.sqlite").path])
        #expect(refused.code == 2 && refused.err.contains("damaged"), "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: h.root.appendingPathComponent("copy.sqlite").path))
    }

    /// Issue 18, item 1: a reading command shows what it can of a damaged journal, then says it is damaged
    /// (exit 2); it writes nothing, and no housekeeping runs.
    @Test(arguments: [Damage.todoPage, .indexPage, .garbageInTheMiddle, .searchIndexData])
    func readingCommandsShowWhatCanBeReadAndSaySo(damage: Damage) throws {
        let h = try Self.journal()
        let file = h.home.appendingPathComponent("inky.sqlite")
        try damage.apply(to: file, pages: try Self.pages(h))
        let before = try Data(contentsOf: file)
        for command in [["todo", "list"], ["entry", "list"], ["search", "river"], ["summary"], ["day", "2026-10-05"],
                        ["calendar", "2026-10"], ["tags"], ["trash"], ["export", "--format", "markdown"], ["import", "--list"]] {
            let r = h.run(command)
            #expect(r.code == 2 && r.err.contains("damaged") && r.err.contains("inky doctor"), "\(damage) \(command): \(r.code) \(r.err)")
            #expect(try Data(contentsOf: file) == before, "\(damage) \(command): the file changed")
        }
        if damage == .todoPage {
            // The entries' pages are whole, so the entries are shown.
            let entries = h.run(["entry", "list", "--limit", "5"])
            #expect(entries.out.split(separator: "\n").count == 5, "\(entries.out)")
        }
    }

    /// Issue 18, item 3: salvage copies every readable row into a new, verified journal and leaves the damaged
    /// one untouched; restoring that copy makes the journal usable again, the damaged file kept aside.
    @Test func salvageSavesTheReadableRowsAndRestorePutsThemInPlace() throws {
        let h = try Self.journal()
        let file = h.home.appendingPathComponent("inky.sqlite")
        let rowsBefore = try h.database().read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM entries) + (SELECT count(*) FROM todo_items) + (SELECT count(*) FROM mood_results)")!
        }
        try Damage.todoPage.apply(to: file, pages: try Self.pages(h))
        let damaged = try Data(contentsOf: file)
        let salvaged = h.run(["doctor", "--salvage"])
        #expect(salvaged.code == 0, "\(salvaged.err)")
        #expect(salvaged.out.contains("salvage      entries: ") && salvaged.out.contains("todo_items: "), "\(salvaged.out)")
        #expect(salvaged.out.contains("on damaged pages lost") && salvaged.out.contains("`inky doctor --restore 1`"), "\(salvaged.out)")
        #expect(try Data(contentsOf: file) == damaged, "the damaged journal is as it was")
        #expect(h.run(["doctor"]).out.contains("salvaged.sqlite"))

        let restored = h.run(["doctor", "--restore", "1"])
        #expect(restored.code == 0 && restored.out.contains("kept beside it as inky-replaced-"), "\(restored.out)\(restored.err)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: h.home.path).filter { $0.hasPrefix("inky-replaced-") && $0.hasSuffix(".sqlite") }
        #expect(aside.count == 1)
        let kept = try Data(contentsOf: h.home.appendingPathComponent(try #require(aside.first)))
        #expect(kept == damaged)
        #expect(h.run(["doctor"]).code == 0, "the restored journal is sound")
        #expect(h.run(["todo", "add", "after the restore"]).code == 0)
        let rowsAfter = try h.database().read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM entries) + (SELECT count(*) FROM todo_items) + (SELECT count(*) FROM mood_results)")!
        }
        #expect(Double(rowsAfter - 1) >= 0.95 * Double(rowsBefore), "\(rowsAfter) of \(rowsBefore)")
        #expect(h.run(["entry", "list", "--limit", "300"]).out.split(separator: "\n").count == 200, "every entry kept")
    }

    /// `--restore` takes only verified copies, by number or name, and refuses anything else changing nothing.
    @Test func restoreTakesOnlyAVerifiedBackup() throws {
        let h = try Self.journal()
        #expect(h.run(["backup"]).code == 0)
        #expect(h.run(["todo", "add", "after the backup"]).code == 0)
        let refused = h.run(["doctor", "--restore", "7"])
        #expect(refused.code == 1 && refused.err.contains("no verified backup '7'"), "\(refused.err)")
        #expect(h.run(["todo", "list"]).out.contains("after the backup"))
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: h.home.appendingPathComponent("backups").path)
            .first { $0.hasSuffix(".sqlite") })
        #expect(h.run(["doctor", "--restore", name]).code == 0)
        #expect(!h.run(["todo", "list"]).out.contains("after the backup"), "the journal is the copy again")
        #expect(h.run(["doctor", "--restore", "1", "--salvage"]).code == 1)
    }
}
