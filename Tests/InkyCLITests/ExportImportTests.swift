// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
import InkyCore
import InkyStore

@Suite("inky export and inky import")
struct ExportImportTests {
    /// A small journal with one of everything: an entry, todos, a goal, a feelings log and a reflection.
    static func seeded() -> Harness {
        let h = Harness(now: "2026-11-22T21:00:00")
        h.run(["write", "Today was lovely, we walked by the sea.", "--tag", "walk"])
        h.run(["todo", "add", "call my sister", "--due", "2026-11-25", "--tag", "family"])
        h.run(["todo", "add", "(A) pay rent, \"soon\""])
        h.run(["todo", "done", "1"])
        h.run(["goal", "add", "run 5k", "--step", "buy shoes", "--step", "run 1k"])
        h.run(["goal", "step", "done", "1", "1"])
        h.run(["log", "--rating", "7", "--note", "calm evening", "--date", "yesterday"])
        h.run(["--seed", "1"], input: "calm\nwork was busy\nthe walk\nsoup\nbook the dentist\n")
        return h
    }

    func file(_ h: Harness, _ name: String, _ text: String) throws -> String {
        let url = h.root.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func export(_ h: Harness) -> String {
        let r = h.run(["export", "--format", "json"])
        #expect(r.code == 0, "\(r.err)")
        return r.out
    }

    @Test func exportImportExportIsByteIdenticalAndASecondImportAddsNothing() throws {
        let a = Self.seeded()
        let first = export(a)
        #expect(first.hasPrefix("{\n  \"format\": \"inky-export\",\n  \"migrations\": [\"v1-journal\""))
        #expect(first.hasSuffix("\n  },\n  \"version\": 1\n}\n"))
        #expect(export(a) == first, "two exports of the same journal are identical")
        let b = Harness()
        let path = try file(b, "export.json", first)
        let imported = b.run(["import", path])
        #expect(imported.code == 0, "\(imported.err)")
        #expect(imported.out.hasPrefix("Imported 4 entries, 5 reflection answers, 3 todos, 2 goal steps, 1 feelings log, 3 mood readings, 2 tags"))
        #expect(export(b) == first)
        let again = b.run(["import", path])
        #expect(again.code == 0)
        #expect(again.out.hasPrefix("Imported nothing new; "), "\(again.out)")
        #expect(export(b) == first)
    }

    @Test func mergingIntoAJournalRemapsIDsAndKeepsMoodConsistent() throws {
        let a = Self.seeded()
        let b = Harness(now: "2026-11-23T09:00:00")
        b.run(["write", "A different morning.", "--tag", "home"])
        b.run(["todo", "add", "water the plants", "--tag", "home"])
        let path = try file(b, "export.json", export(a))
        let merged = b.run(["import", path])
        #expect(merged.code == 0, "\(merged.err)")
        // The todos keep their own tags through the new ids.
        let todos = b.run(["todo", "list", "--all", "--json"]).out.split(separator: "\n")
        #expect(todos.count == 4)
        #expect(todos.contains { $0.contains("\"text\":\"call my sister\"") && $0.contains("\"tags\":[\"family\"]") })
        #expect(todos.contains { $0.contains("\"text\":\"water the plants\"") && $0.contains("\"tags\":[\"home\"]") })
        #expect(b.run(["tags"]).out.contains("3 of 10 tags used"))
        // The merged history was replayed: rebuilding again changes nothing.
        let afterImport = export(b)
        #expect(b.run(["mood", "rebuild"]).code == 0)
        #expect(export(b) == afterImport)
        #expect(b.run(["import", path]).out.hasPrefix("Imported nothing new"))
    }

    @Test func aMalformedFileExitsOneNamingTheLineAndImportsNothing() throws {
        let h = Self.seeded()
        let before = export(h)
        let jrnl = try file(h, "bad.txt", "[2024-02-30 10:00] Impossible secret day\nSecret words here\n")
        let r = h.run(["import", jrnl])
        #expect(r.code == 1)
        #expect(r.err.lowercased().contains("line 1") && r.err.contains("nothing was imported"), "\(r.err)")
        #expect(!r.err.contains("Secret") && !r.err.contains("secret"))
        // Further on, jrnl keeps such a line in the entry before it; inky does too, and says where.
        let later = try file(h, "later.txt", "[2024-01-03 09:12] Fine. Secret words here\nmore\n[2024-02-30 10:00] Impossible secret day\n")
        let kept = h.run(["import", later, "--dry-run"])
        #expect(kept.code == 0 && kept.out.contains("Line 3 looks like an entry header, but the date does not exist"), "\(kept.out)")
        #expect(!kept.out.contains("ecret"))
        let json = try file(h, "bad.json", String(before.dropLast(3)))
        let bad = h.run(["import", json])
        #expect(bad.code == 1 && bad.err.contains("line "), "\(bad.err)")
        var bytes = Array("[2024-01-03 09:12] ok\n".utf8)
        bytes += [0xFF, 0xFE, 0x0A]
        let latin = h.root.appendingPathComponent("latin.txt")
        try Data(bytes).write(to: latin)
        let invalid = h.run(["import", latin.path])
        #expect(invalid.code == 1 && invalid.err.contains("line 2") && invalid.err.contains("UTF-8"), "\(invalid.err)")
        #expect(export(h) == before)
    }

    @Test func anExportFromANewerInkyIsRefused() throws {
        let h = Self.seeded()
        let text = export(h).replacingOccurrences(of: "\"v8-index-numbered-entries\"]", with: "\"v8-index-numbered-entries\", \"v99-future\"]")
        let r = Harness().run(["import", try file(h, "newer.json", text)])
        #expect(r.code == 1 && r.err.contains("v99-future") && r.err.contains("newer inky"), "\(r.err)")
    }

    /// Issue 17, item 2: past the tag limit the most used tags come along and the rest stay in the text, said so.
    @Test func importingPastTheTagLimitKeepsTheMostUsedTagsAndLeavesTheRestInTheText() throws {
        let h = Harness()
        for tag in (1...8).map({ "t\($0)" }) { h.run(["write", "entry", "--tag", tag]) }
        let path = try file(h, "j.txt", """
            [2024-01-03 09:12] One. With @alpha and @gamma
            [2024-01-04 09:12] Two @beta and @t1 and @gamma
            [2024-01-05 09:12] Three @beta and @gamma
            """)
        let r = h.run(["import", path])
        #expect(r.code == 0 && r.out.hasPrefix("Imported 3 entries, 3 mood readings and 2 tags."), "\(r.out)\(r.err)")
        #expect(r.out.contains("1 other stays in the text as written: alpha."), "\(r.out)")
        let tags = h.run(["tags"]).out
        #expect(tags.contains("gamma  3") && tags.contains("beta   2") && !tags.contains("alpha") && tags.contains("10 of 10 tags used"), "\(tags)")
        let entries = try h.database().entries().filter { $0.type == .raw && $0.day == Day("2024-01-03") }
        #expect(entries.first?.title == "One. With @alpha and @gamma")
        let plain = h.run(["import", try file(h, "k.txt", "[2024-01-06 09:12] Four @delta\n"), "--no-tags"])
        #expect(plain.code == 0 && plain.out.hasPrefix("Imported 1 entry and 1 mood reading."), "\(plain.out)")
    }

    @Test func dryRunCountsButWritesNothing() throws {
        let h = Self.seeded()
        let before = export(h)
        let path = try file(h, "j.txt", "[2024-01-03 09:12] One. @walk\n[2024-01-04 09:12] Two\n")
        let r = h.run(["import", path, "--dry-run"])
        #expect(r.code == 0 && r.out == "Would import 2 entries and 2 mood readings. Nothing was written.\n", "\(r.out)")
        #expect(export(h) == before)
    }

    /// Issue 18, item 8: the same limit at every door. A 2 MB line is refused by `write` and by a reflection,
    /// and now inside an import too, from a file as from a pipe; nothing is written.
    @Test func anOverlongEntryIsRefusedByImportToo() throws {
        let h = Harness()
        let long = String(repeating: "walk ", count: 420_000)
        let path = try file(h, "big.txt", "[2024-01-03 09:12] Title.\n\(long)\n\n[2024-01-04 10:00] Short one.\n")
        let r = h.run(["import", path])
        #expect(r.code == 1 && r.err.contains("over the 1048576") && r.err.contains("nothing was imported"), "\(r.err)")
        let created = FileManager.default.fileExists(atPath: h.home.appendingPathComponent("inky.sqlite").path)
        #expect(try !created || h.database().entries().isEmpty)
        let todos = try file(h, "big.todo.txt", "call mum\n" + String(repeating: "x", count: 1_100_000) + "\n")
        #expect(h.run(["import", todos, "--format", "todotxt"]).code == 1)
        #expect(h.run(["write", long]).code == 1, "the same limit for write from arguments")
        #expect(h.run(["log", "--rating", "5", "--note", long]).code == 1, "and for a log's note")
    }

    @Test func jrnlTextBecomesRawEntriesWithTimesTagsAndMood() throws {
        let h = Harness()
        let path = try file(h, "j.txt", """
            [2024-01-03 09:12] Slept badly.
            Work was hard with @work people.

            [2024-01-04 22:00] Good day! *
            Walked by the sea, so happy. @health
            """)
        let r = h.run(["import", path])
        #expect(r.out == "Imported 2 entries, 2 mood readings and 2 tags.\nThis was import 1; `inky import --undo 1` takes it back.\n", "\(r.err)")
        let entries = try h.database().entries()
        #expect(entries.map(\.title) == ["Slept badly.", "Good day!"] && entries.map(\.starred) == [false, true])
        #expect(entries.map(\.text) == ["Work was hard with @work people.", "Walked by the sea, so happy. @health"])
        #expect(entries.map(\.day.description) == ["2024-01-03", "2024-01-04"] && entries.allSatisfy { $0.type == .raw })
        // Issue 17, item 6: the title is in view wherever the entry is.
        #expect(h.run(["entry", "list", "--from", "2024-01-01"]).out.contains("Slept badly. Work was hard"))
        #expect(h.run(["entry", "show", String(entries[0].id)]).out.contains("Slept badly.\nWork was hard"))
        #expect(h.run(["day", "2024-01-04"]).out.contains("  Good day!\n  Walked by the sea"))
        #expect(h.run(["entry", "list", "--from", "2024-01-04"]).out.contains("★ Good day!"))
        #expect(ISOMoment.text(entries[0].createdAt) == "2024-01-03T09:12:00Z")
        let moods = try h.database().moodHistory()
        #expect(moods.map(\.sourceID) == entries.map { $0.id } && moods.map(\.day.description) == ["2024-01-03", "2024-01-04"])
        #expect(moods[0].result.valence < moods[1].result.valence)
        #expect(try h.database().tags(ofEntry: entries[1].id) == ["health"])
        // Readings stored in one pass equal what a full rebuild computes.
        #expect(h.run(["mood", "rebuild"]).code == 0)
        #expect(try h.database().moodHistory() == moods)
        #expect(h.run(["import", path]).out == "Imported nothing new; 2 duplicates skipped.\n")
    }

    @Test func jrnlJSONAndStandardInputAreRecognised() throws {
        let h = Harness()
        let json = """
            {"tags": {"@work": 1}, "entries": [{"date": "2024-01-03", "time": "09:12", "title": "Hello.",
             "body": "A calm day.", "tags": ["@work"], "starred": false}]}
            """
        #expect(h.run(["import", try file(h, "j.json", json)]).out.hasPrefix("Imported 1 entry, 1 mood reading and 1 tag.\n"))
        let piped = h.run(["import", "-"], input: "[2024-01-05 07:00] From a pipe.\n")
        #expect(piped.code == 0 && piped.out.hasPrefix("Imported 1 entry and 1 mood reading.\n"), "\(piped.err)")
        let future = h.run(["import", try file(h, "future.txt", "[2024-01-05 07:00] Fine.\n[2026-11-23 07:00] Tomorrow.\n")])
        #expect(future.code == 3 && future.err.contains("line 2") && future.err.contains("2026-11-23"), "\(future.err)")
        let empty = h.run(["import", try file(h, "empty.txt", "\n\n")])
        #expect(empty.code == 1 && empty.err.contains("empty"))
    }

    @Test func todoTxtImportsIntoTheDaysTodosAndExportsBack() throws {
        let h = Harness()
        let text = "x 2024-01-05 2024-01-03 (A) call Sam +family @phone due:2024-01-10\n(B) 2024-01-02 buy milk\n2024-01-02 plain task\n"
        let path = try file(h, "todo.txt", text)
        let r = h.run(["import", path, "--format", "todotxt"])
        #expect(r.out.hasPrefix("Imported 3 todos and 1 tag.\n"), "\(r.err)")
        #expect(h.run(["export", "--format", "todotxt"]).out == text)
        #expect(h.run(["import", path]).out == "Imported nothing new; 3 duplicates skipped.\n")
        // An undated line lands on today, and matches the same todo on any day later.
        let undated = try file(h, "undated.txt", "water the plants due:2026-12-01\n")
        #expect(h.run(["import", undated]).out.hasPrefix("Imported 1 todo.\n"))
        h.environment["INKY_NOW"] = "2026-11-25T08:00:00"
        #expect(h.run(["import", undated]).out == "Imported nothing new; 1 duplicate skipped.\n")
    }

    @Test func readableExportsMatchTheirGoldenFiles() throws {
        let h = Self.seeded()
        let markdown = h.run(["export", "--format", "markdown"])
        #expect(markdown.code == 0)
        try Golden.check(markdown.out, against: "export-seeded.md")
        try Golden.check(h.run(["export", "--format", "csv"]).out, against: "export-seeded.csv")
        try Golden.check(h.run(["export", "--format", "todotxt"]).out, against: "export-seeded.todo.txt")
        let oneDay = h.run(["export", "--format", "markdown", "--from", "yesterday", "--to", "yesterday"]).out
        #expect(oneDay.contains("## 2026-11-21 Saturday") && !oneDay.contains("2026-11-22"))
        #expect(h.run(["export", "--format", "json", "--from", "yesterday"]).code == 1)
    }

    @Test func outputFileIsOwnerOnlyAndMatchesStandardOutput() throws {
        let h = Self.seeded()
        let url = h.root.appendingPathComponent("journal.json")
        let r = h.run(["export", "--format", "json", "--output", url.path])
        #expect(r.code == 0 && r.out == "Exported to \(url.path).\n", "\(r.err)")
        #expect(try String(contentsOf: url, encoding: .utf8) == export(h))
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let missing = h.run(["export", "--format", "csv", "--output", h.root.appendingPathComponent("no/such/dir.csv").path])
        #expect(missing.code == 1)
    }

    /// Issue 18, item 5: a file the person names is never written over unasked; `--force` replaces it,
    /// still whole and owner-only. The same for `summary --svg`.
    @Test func anExistingFileIsNotOverwrittenWithoutForce() throws {
        let h = Self.seeded()
        let url = h.root.appendingPathComponent("notes.txt")
        try Data("my own notes\n".utf8).write(to: url)
        let refused = h.run(["export", "--format", "markdown", "--out", url.path])
        #expect(refused.code == 1 && refused.err.contains("already exists") && refused.err.contains("--force"), "\(refused.err)")
        #expect(try String(contentsOf: url, encoding: .utf8) == "my own notes\n", "byte for byte as it was")
        let forced = h.run(["export", "--format", "markdown", "--out", url.path, "--force"])
        #expect(forced.code == 0, "\(forced.err)")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("## 2026-11-"))
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o600)
        let picture = h.root.appendingPathComponent("week.svg")
        try Data("<svg/>".utf8).write(to: picture)
        let svg = h.run(["summary", "--svg", picture.path])
        #expect(svg.code == 1 && svg.err.contains("already exists"))
        #expect(try String(contentsOf: picture, encoding: .utf8) == "<svg/>")
        #expect(h.run(["summary", "--svg", picture.path, "--force"]).code == 0)
        #expect(try String(contentsOf: picture, encoding: .utf8).hasPrefix("<svg") && (try String(contentsOf: picture, encoding: .utf8)) != "<svg/>")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: h.root.path).filter { $0.contains(".inky-") }
        #expect(leftovers.isEmpty, "no temporary file left: \(leftovers)")
    }

    /// A full-text index like the one a search migration adds: a virtual table and its triggers.
    static func addSearchIndex(_ h: Harness) throws {
        try h.database().write { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE entry_words USING fts5(text);
                CREATE TABLE search_state (name TEXT PRIMARY KEY, value TEXT);
                INSERT INTO search_state VALUES ('built', 'yes');
                CREATE TRIGGER entry_words_insert AFTER INSERT ON entries BEGIN
                  INSERT INTO entry_words (rowid, text) VALUES (new.id, new.text);
                END;
                INSERT INTO entry_words (rowid, text) SELECT id, text FROM entries;
                """)
        }
    }

    @Test func searchIndexesAreLeftOutAndRefilledByTheirTriggers() throws {
        let a = Self.seeded()
        try Self.addSearchIndex(a)
        let text = export(a)
        #expect(!text.contains("entry_words") && !text.contains("search_state"))
        let b = Harness()
        b.run(["tags"]) // creates the journal
        try Self.addSearchIndex(b)
        #expect(b.run(["import", try file(b, "e.json", text)]).code == 0)
        let found = try b.database().read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM entry_words WHERE entry_words MATCH 'sea'")
        }
        #expect(found == 1)
        #expect(export(b) == text)
    }

    @Test func anExportWhoseRowsPointNowhereNamesTheLine() throws {
        let h = Self.seeded()
        let lines = export(h).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("\"bullet\": \"buy shoes\"") })
        var broken = lines
        broken[index] = broken[index].replacingOccurrences(of: "\"entry_id\": 3", with: "\"entry_id\": 999")
        #expect(broken[index] != lines[index])
        let b = Harness()
        let r = b.run(["import", try file(b, "broken.json", broken.joined(separator: "\n"))])
        #expect(r.code == 1 && r.err.contains("line \(index + 1):") && r.err.contains("goal_items.entry_id"), "\(r.err)")
        #expect(try b.database().entries().isEmpty)
        let logLine = try #require(lines.firstIndex { $0.contains("\"rating\": 7") })
        var outOfRange = lines
        outOfRange[logLine] = outOfRange[logLine].replacingOccurrences(of: "\"rating\": 7", with: "\"rating\": 11")
        let refused = b.run(["import", try file(b, "range.json", outOfRange.joined(separator: "\n"))])
        #expect(refused.code == 1 && refused.err.contains("line \(logLine + 1): a row of emotion_logs"), "\(refused.err)")
        #expect(try b.database().entries().isEmpty)
    }

    @Test func formatsCanBeNamedAndUnknownJSONIsRefused() throws {
        let a = Self.seeded()
        let b = Harness()
        let path = try file(b, "export.dat", export(a))
        let named = b.run(["import", path, "--format", "json", "--no-tags"])
        #expect(named.code == 0 && !named.out.contains("tag"), "\(named.out)")
        let links = try b.database().read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM tags) + (SELECT count(*) FROM entry_tags) + (SELECT count(*) FROM todo_item_tags)")
        }
        #expect(links == 0)
        #expect(try b.database().entries().count == 4)
        let fresh = Harness()
        #expect(fresh.run(["import", try file(fresh, "bad.txt", "[2024-02-30 10:00] no such day\nbody\n")]).code == 1)
        #expect(!FileManager.default.fileExists(atPath: fresh.home.path), "a malformed file does not create a journal")
        let other = b.run(["import", try file(b, "other.json", "{\"name\": \"not a journal\"}")])
        #expect(other.code == 1 && other.err.contains("--format"), "\(other.err)")
        let wrong = b.run(["import", try file(b, "w.txt", "[2024-01-03 09:12] hi\n"), "--format", "inky"])
        #expect(wrong.code == 1 && wrong.err.contains("line 1"), "\(wrong.err)")
    }

    @Test func namesFromTheFileAreNeutralisedInMessages() throws {
        let h = Harness()
        let r = h.run(["import", try file(h, "x.json", "{\"format\": \"inky-export\", \"version\": 1, \"migrations\": [], \"tables\": {\"\\u001b[31mevil\": []}}")])
        #expect(r.code == 1 && r.err.contains("^[[31mevil") && !r.err.contains("\u{1B}"), "\(r.err)")
    }

    @Test func theProgressLineCountsWithThousandsSeparators() {
        #expect(Messages.importProgress(4_000, of: 10_000) == "Importing… 4,000 of 10,000")
        #expect(Messages.grouped(999) == "999" && Messages.grouped(1_234_567) == "1,234,567")
    }

    @Test func backDatedEntriesReplayTheMoodHistoryOnce() throws {
        let h = Harness()
        h.run(["write", "A bright and happy evening."])
        h.run(["log", "--rating", "3"])
        let path = try file(h, "old.txt", """
            [2024-01-03 09:12] Awful day. Everything went wrong and I felt so sad.
            [2024-01-03 09:12] Awful day. Everything went wrong and I felt so sad.
            [2024-01-04 20:00] Better. A calm walk.
            """)
        #expect(h.run(["import", path]).out.hasPrefix("Imported 3 entries and 3 mood readings.\n"))
        let history = try h.database().moodHistory()
        #expect(history.map(\.day.description) == ["2024-01-03", "2024-01-03", "2024-01-04", "2026-11-22", "2026-11-22"])
        // Stored results are what a full rebuild gives: the import replayed the history in time order.
        let before = export(h)
        #expect(h.run(["mood", "rebuild"]).code == 0)
        #expect(export(h) == before)
        #expect(h.run(["import", path]).out == "Imported nothing new; 3 duplicates skipped.\n")
    }
}
