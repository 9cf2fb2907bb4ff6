// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

/// Entries, goals, todos, logs and reflections each count on their own (issue 17, item 5).
@Suite("Numbers per kind")
struct EntryNumberingTests {
    func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func theFirstGoalAfterThreeEntriesIsGoalOne() throws {
        let h = Harness()
        for (n, text) in ["a walk by the river", "rain all day", "a long call with my sister"].enumerated() {
            #expect(h.run(["write", text]).out.hasPrefix("Added entry \(n + 1).\n"))
        }
        let goal = h.run(["goal", "add", "Run a 10k", "--step", "buy shoes"])
        #expect(goal.out == "Added goal 1: Run a 10k (1 step)\n", "\(goal.err)")
        #expect(h.run(["todo", "add", "book the dentist"]).out.hasPrefix("Added todo 1"))
        #expect(h.run(["log", "--rating", "6"]).out.contains("log 1") || h.run(["log", "list"]).out.contains("1"))

        // The goal opens by the number it was given, every way a person would try.
        let shown = h.run(["show", "goal", "1"])
        #expect(shown.code == 0 && shown.out.contains("Run a 10k"), "\(shown.err)")
        #expect(h.run(["goal", "step", "done", "1", "1"]).out.hasPrefix("Step 1 of goal 1 done"))
        #expect(h.run(["goal", "step", "add", "1", "run 5k"]).out == "Added step 2 to goal 1: run 5k.\n")
        #expect(h.run(["goal", "progress", "1", "70"]).out == "Goal 1 is at 70%.\n")
        #expect(h.run(["goal", "list"]).out.hasPrefix("  1  Run a 10k"))
        #expect(try object(h.run(["goal", "list", "--json"]).out)["id"] as? Int == 1)
        let missing = h.run(["show", "goal", "4"])
        #expect(missing.code == 1 && missing.err.contains("There is no goal 4"))

        // Entries keep 1, 2, 3; the goal took none of their numbers.
        #expect(h.run(["entry", "show", "3"]).out.hasPrefix("Entry 3 ·"))
        #expect(h.run(["entry", "show", "4"]).code == 1)
        #expect(h.run(["entry", "list"]).out.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == ["3", "2", "1"])
        #expect(try object(h.run(["entry", "show", "2", "--json"]).out)["id"] as? Int == 2)

        // Search names each by the number that opens it.
        let search = h.run(["search", "run", "--json"])
        let hits = try #require(try object(search.out)["results"] as? [[String: Any]])
        #expect(hits.count == 1 && hits[0]["kind"] as? String == "goal" && hits[0]["id"] as? Int == 1)
        #expect(h.run(["search", "sister"]).out.contains("entry 3  "))
        #expect(h.run(["show", "entry", "3"]).out.contains("a long call with my sister"))

        // The day's page and its JSON.
        let day = h.run(["day"])
        #expect(day.out.contains("Entry 1") && day.out.contains("Entry 3") && day.out.contains("  1  Run a 10k  70%"), "\(day.out)")
        let page = try object(h.run(["day", "--json"]).out)
        #expect((page["goals"] as? [[String: Any]])?.first?["id"] as? Int == 1)
        #expect((page["entries"] as? [[String: Any]])?.compactMap { $0["id"] as? Int }.sorted() == [1, 2, 3])

        // Exports name them the same way.
        let csv = h.run(["export", "--format", "csv"]).out
        #expect(csv.contains("\r\nentry,3,2026-11-22,"))
        let summary = try object(h.run(["summary", "--json"]).out)
        #expect((summary["goals"] as? [[String: Any]])?.first?["id"] as? Int == 1)
    }

    @Test func entriesAndGoalsCountOnTheirOwnAndNumbersAreNeverGivenTwice() throws {
        let h = Harness()
        h.run(["goal", "add", "Read more"])
        h.run(["write", "first"])
        h.run(["goal", "add", "Sleep earlier"])
        h.run(["write", "second"])
        #expect(h.run(["entry", "rm", "2"]).out.contains("entry 2"))
        #expect(h.run(["goal", "rm", "1"]).out == "Removed goal 1. It is kept in the trash.\n")
        let trash = h.run(["trash"]).out
        #expect(trash.contains("e2 ") && trash.contains("g1 "), "\(trash)")
        // A number in the trash is not given again.
        #expect(h.run(["write", "third"]).out.hasPrefix("Added entry 3.\n"))
        #expect(h.run(["goal", "add", "Walk daily"]).out == "Added goal 3: Walk daily\n")
        #expect(h.run(["trash", "restore", "e2", "g1"]).out == "Restored entry 2 (e2).\nRestored goal 1 (g1).\n")
        #expect(h.run(["entry", "show", "2"]).out.contains("second"))
        #expect(h.run(["show", "goal", "1"]).out.contains("Read more"))
        // Nor once the trash is emptied.
        h.run(["entry", "rm", "3"])
        h.run(["goal", "rm", "3"])
        #expect(h.run(["trash", "empty"]).code == 0)
        #expect(h.run(["write", "fourth"]).out.hasPrefix("Added entry 4.\n"))
        #expect(h.run(["goal", "add", "Swim"]).out == "Added goal 4: Swim\n")
        let numbers = try h.database().read { db in
            try Row.fetchAll(db, sql: "SELECT type, number FROM entries WHERE type IN ('raw', 'goals') ORDER BY id")
                .map { "\($0["type"] as String)\($0["number"] as Int64)" }
        }
        #expect(numbers == ["goals1", "raw1", "goals2", "raw2", "raw4", "goals4"])
        // The note of the highest numbers deleted is dated by inky's clock (INKY_NOW), not the machine's.
        let noted = try h.database().read { db in
            try String.fetchAll(db, sql: "SELECT updated_at FROM settings WHERE key LIKE 'numbers.%'")
        }
        #expect(noted.count == 2 && noted.allSatisfy { $0.hasPrefix(String((h.environment["INKY_NOW"] ?? "").prefix(10))) }, "\(noted)")
    }

    @Test func aRemovedReflectionIsInTheTrashUnderItsOwnNumber() throws {
        let h = Harness()
        h.run(["write", "an entry first"])
        h.run(["goal", "add", "a goal too"])
        #expect(h.reflect(at: "2026-11-22T21:00:00", seed: 1, ["calm enough", "a quiet walk after work"]).code == 0)
        let removed = h.run(["reflection", "rm", "1"])
        #expect(removed.code == 0 && removed.out.contains("r1"), "\(removed.out)\(removed.err)")
        #expect(h.run(["trash"]).out.contains("r1 "))
        #expect(h.run(["trash", "restore", "r1"]).out == "Restored reflection 1 (r1).\n")
        #expect(h.run(["reflection", "show", "1"]).code == 0)
    }

    /// A journal written by the inky before numbers (v6), opened by this one.
    @Test func aJournalFromBeforeNumbersKeepsEveryRowAndReference() throws {
        let h = Harness()
        let location = StoreLocation(folder: h.home)
        var v6 = DatabaseMigrator()
        v6.registerMigration("v1-journal", migrate: Migrations.v1Journal)
        v6.registerMigration("v2-todo-tags", migrate: Migrations.v2TodoTags)
        v6.registerMigration("v3-answer-terms", migrate: Migrations.v3AnswerTerms)
        v6.registerMigration("v4-search-and-trash", migrate: SearchIndex.v4SearchAndTrash)
        v6.registerMigration("v5-asked-wording", migrate: Migrations.v5AskedWording)
        v6.registerMigration("v6-faithful-import", migrate: Migrations.v6FaithfulImport)
        #expect(v6.migrations == Array(Migrations.migrator.migrations.prefix(6)))
        var before: [Int] = []
        do {
            let old = try AppDatabase(location: location, migrator: v6, at: Date())
            try old.write { db in
                let t = "2026-11-20 20:00:00.000"
                func entry(_ type: String, _ title: String?, _ text: String, deleted: Bool = false) throws -> Int64 {
                    try db.execute(sql: """
                        INSERT INTO entries (type, title, text, day, progress, created_at, updated_at, deleted_at)
                        VALUES (?, ?, ?, '2026-11-20', ?, ?, ?, ?)
                        """, arguments: [type, title, text, type == "goals" ? 0 : nil, t, t, deleted ? t : nil])
                    return db.lastInsertedRowID
                }
                _ = try entry("raw", nil, "first entry")                       // id 1
                let todos = try entry("todos", "Todos", "")                    // id 2
                _ = try entry("raw", nil, "second entry, in the trash", deleted: true) // id 3
                let goal = try entry("goals", "Run a 10k", "")                 // id 4
                let reflection = try entry("reflection", "Reflection", "")     // id 5
                _ = try entry("raw", nil, "third entry")                       // id 6
                let goal2 = try entry("goals", "Read more", "")                // id 7
                try db.execute(sql: "INSERT INTO goal_items (entry_id, position, bullet) VALUES (?, 1, 'buy shoes'), (?, 2, 'run 5k')",
                               arguments: [goal, goal])
                try db.execute(sql: """
                    INSERT INTO sessions (entry_id, flow, day, seed, started_at, answer_count) VALUES (?, 'daily', '2026-11-20', 1, ?, 1)
                    """, arguments: [reflection, t])
                let session = db.lastInsertedRowID
                try db.execute(sql: """
                    INSERT INTO reflection_qas (entry_id, session_id, position, state, question_id, question, answer, answered_at)
                    VALUES (?, ?, 1, 'checkin', 'checkin', 'How are you?', 'tired but fine', ?)
                    """, arguments: [reflection, session, t])
                try db.execute(sql: """
                    INSERT INTO todo_items (entry_id, position, text, session_id, created_at, updated_at) VALUES (?, 1, 'book the dentist', ?, ?, ?)
                    """, arguments: [todos, session, t, t])
                _ = goal2
            }
            before = try counts(old)
        }
        // Opening it migrates it (a copy is kept first); every row stays.
        let list = h.run(["entry", "list"])
        #expect(list.code == 0, "\(list.err)")
        let db = try h.database()
        #expect(try counts(db) == before)
        #expect(try db.appliedMigrations() == AppDatabase.knownMigrations.sorted())
        let numbered = try db.read { db in
            try Row.fetchAll(db, sql: "SELECT id, type, number FROM entries ORDER BY id").map { [$0["id"] as Int64, $0["number"] as Int64] }
        }
        #expect(numbered == [[1, 1], [2, 1], [3, 2], [4, 1], [5, 1], [6, 3], [7, 2]])
        // What the person sees: entries 1 and 3 (2 is in the trash), goals 1 and 2.
        #expect(list.out.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == ["3", "1"])
        #expect(h.run(["entry", "show", "3"]).out.contains("third entry"))
        #expect(h.run(["trash"]).out.contains("e2 "))
        #expect(h.run(["trash", "restore", "e2"]).out == "Restored entry 2 (e2).\n")
        #expect(h.run(["entry", "show", "2"]).out.contains("second entry, in the trash"))
        // The goal's steps are still its own, by goal number.
        let goal = h.run(["show", "goal", "1"]).out
        #expect(goal.contains("Run a 10k") && goal.contains("buy shoes") && goal.contains("run 5k"), "\(goal)")
        #expect(h.run(["goal", "step", "done", "1", "2"]).out.hasPrefix("Step 2 of goal 1 done"))
        #expect(h.run(["show", "goal", "2"]).out.contains("Read more"))
        // The todo still knows the reflection it came from, and the reflection its answer.
        #expect(h.run(["todo", "list"]).out.contains("book the dentist"))
        #expect(try db.todo(1).reflectionDay == Day("2026-11-20"))
        #expect(h.run(["reflection", "show", "1"]).out.contains("tired but fine"))
        // New rows continue each type's count.
        #expect(h.run(["write", "fourth"]).out.hasPrefix("Added entry 4.\n"))
        #expect(h.run(["goal", "add", "Swim"]).out == "Added goal 3: Swim\n")
        // The search index still points at the rows.
        #expect(h.run(["search", "third"]).out.contains("entry 3  "))
    }

    @Test func anExportMergedIntoAJournalWithItsOwnEntriesTakesFreeNumbers() throws {
        let a = Harness(), b = Harness()
        a.run(["write", "from the first journal"])
        a.run(["goal", "add", "first journal's goal"])
        b.run(["write", "already here"])
        b.run(["goal", "add", "already a goal"])
        let file = a.root.appendingPathComponent("a.json")
        #expect(a.run(["export", "--format", "json", "--output", file.path]).code == 0)
        let imported = b.run(["import", file.path])
        #expect(imported.code == 0, "\(imported.err)")
        #expect(b.run(["entry", "show", "2"]).out.contains("from the first journal"))
        #expect(b.run(["show", "goal", "2"]).out.contains("first journal's goal"))
        // Importing it again adds nothing: the same entry under another number is the same entry.
        let again = b.run(["import", file.path])
        #expect(again.code == 0 && b.run(["entry", "list"]).out.split(separator: "\n").count == 2, "\(again.out)")
    }

    @Test func processesWritingAtOnceEachGetTheirOwnNumber() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-num-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("data").path
        let commands: [[String]] = (0..<6).map { ["write", "entry \($0)"] } + (0..<6).map { ["goal", "add", "goal \($0)"] }
        let codes = try BuiltBinary.runTogether(commands, home: home,
                                                environment: ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": root.path])
        #expect(codes == Array(repeating: 0, count: commands.count))
        let db = try AppDatabase(location: StoreLocation(folder: URL(fileURLWithPath: home)), at: Date())
        for type in ["raw", "goals"] {
            let numbers = try db.read { try Int64.fetchAll($0, sql: "SELECT number FROM entries WHERE type = ? ORDER BY number", arguments: [type]) }
            #expect(numbers == Array(1...6), "\(type)")
        }
    }

    private func counts(_ db: AppDatabase) throws -> [Int] {
        try db.read { db in
            try ["entries", "goal_items", "sessions", "reflection_qas", "todo_items", "search_index"].map {
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? 0
            }
        }
    }
}
