// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import Testing
@testable import InkyCLI
import InkyStore

@Suite("inky todo")
struct TodoCommandTests {
    func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func addPrintsTheShortIDAndJSONGivesAnObject() throws {
        let h = Harness()
        let added = h.run(["todo", "add", "call", "my", "sister"])
        #expect(added.code == 0, "\(added.err)")
        #expect(added.out == "Added todo 1: call my sister\n")
        let json = h.run(["todo", "add", "pay rent", "--due", "2026-11-30", "--tag", "home", "--json"])
        #expect(json.code == 0, "\(json.err)")
        let o = try object(json.out)
        #expect(o["id"] as? Int == 2 && o["text"] as? String == "pay rent" && o["due"] as? String == "2026-11-30")
        #expect(o["tags"] as? [String] == ["home"] && o["done"] as? Bool == false)
        #expect(json.out.hasPrefix("{\"id\":2,"))
        let entries = try h.database().entries()
        #expect(entries.count == 1 && entries[0].type == .todos && entries[0].title == "Todos" && entries[0].day == Day("2026-11-22"))
    }

    @Test func dueDatesMayBeInTheFuture() throws {
        let h = Harness() // Sunday 2026-11-22
        #expect(h.run(["todo", "add", "a", "--due", "tomorrow"]).out == "Added todo 1: a (due Mon 2026-11-23)\n")
        #expect(h.run(["todo", "add", "b", "--due", "+5"]).out == "Added todo 2: b (due Fri 2026-11-27)\n")
        #expect(h.run(["todo", "add", "c", "--due", "yesterday"]).code == 0)
        #expect(h.run(["todo", "add", "d", "--due", "friday"]).code == 0)
        let bad = h.run(["todo", "add", "e", "--due", "someday"])
        #expect(bad.code == 1 && bad.err.contains("tomorrow"))
        #expect(try h.database().todos().map { $0.item.dueDay?.description } == ["2026-11-21", "2026-11-23", "2026-11-27", "2026-11-27"])
    }

    /// Issue 17, item 4: on a Tuesday `--due friday` is this Friday, and the common relative forms are read.
    @Test func aWeekdayDueIsTheNextOne() throws {
        let h = Harness()
        h.environment["INKY_NOW"] = "2026-11-24T10:00:00" // a Tuesday
        #expect(h.run(["todo", "add", "send the draft", "--due", "friday"]).out == "Added todo 1: send the draft (due Fri 2026-11-27)\n")
        #expect(h.run(["todo", "add", "b", "--due", "next friday"]).out.hasSuffix("(due Fri 2026-11-27)\n"))
        #expect(h.run(["todo", "add", "c", "--due", "in 3 days"]).out.hasSuffix("(due Fri 2026-11-27)\n"))
        #expect(h.run(["todo", "add", "d", "--due", "tomorrow evening"]).out.hasSuffix("(due Wed 2026-11-25)\n"))
        #expect(h.run(["todo", "add", "e", "--due", "tuesday"]).out.hasSuffix("(due Tue 2026-12-01)\n"))
        let list = h.run(["todo", "list"]).out
        #expect(!list.contains("overdue"), "nothing is overdue at birth: \(list)")
        #expect(h.run(["day", "friday"]).code == 0, "--date and day still look back: last Friday")
    }

    @Test func listShowsOverdueInWordsSortedByDueDay() throws {
        let h = Harness(now: "2026-11-22T21:00:00")
        h.run(["todo", "add", "no date"])
        h.run(["todo", "add", "call my sister", "--due", "+5"])
        h.run(["todo", "add", "pay rent", "--due", "2026-11-20", "--tag", "home"])
        h.run(["todo", "add", "already done", "--due", "2026-11-01"])
        #expect(h.run(["todo", "done", "4"]).code == 0)
        let list = h.run(["todo", "list"])
        #expect(list.code == 0, "\(list.err)")
        #expect(list.out == """
              3  [ ] pay rent  (due Fri 2026-11-20, overdue)  #home
              2  [ ] call my sister  (due Fri 2026-11-27)
              1  [ ] no date

            """)
        // A later clock makes the second one overdue too.
        h.environment["INKY_NOW"] = "2026-11-28T08:00:00"
        let later = h.run(["todo", "list", "--all"])
        #expect(later.out == """
              3  [ ] pay rent  (due Fri 2026-11-20, overdue)  #home
              2  [ ] call my sister  (due Fri 2026-11-27, overdue)
              1  [ ] no date
              4  [x] already done  (due Sun 2026-11-01; done Sun 2026-11-22)

            """)
        #expect(!later.out.contains("\u{1B}"))
        let json = h.run(["todo", "list", "--json"]).out.split(separator: "\n")
        #expect(json.count == 3)
        #expect(try object(String(json[0]))["overdue"] as? Bool == true)
    }

    @Test func emptyListsSaySoKindly() {
        let h = Harness()
        #expect(h.run(["todo", "list"]).out == "No open todos. `inky todo add TEXT` adds one.\n")
        #expect(h.run(["todo"]).out == "No open todos. `inky todo add TEXT` adds one.\n")
        #expect(h.run(["todo", "list", "--all"]).out == "No todos yet. `inky todo add TEXT` adds one.\n")
    }

    @Test func doneAndUndoRoundTripKeepsThenClearsTheCompletionTime() throws {
        let h = Harness()
        h.run(["todo", "add", "water the plants"])
        let done = h.run(["todo", "done", "1"])
        #expect(done.code == 0 && done.out == "Done: todo 1, water the plants. Nicely done.\n")
        let stored = try h.database().todo(1).item
        #expect(stored.isDone && stored.doneAt != nil)
        #expect(h.run(["todo", "list"]).out.contains("No open todos"))
        let undo = h.run(["todo", "undo", "1", "--json"])
        #expect(undo.code == 0)
        let o = try object(undo.out)
        #expect(o["done"] as? Bool == false && o["done_at"] is NSNull)
        let reopened = try h.database().todo(1).item
        #expect(!reopened.isDone && reopened.doneAt == nil)
    }

    /// Issue 17 ("missing"): `todo edit` changes the words, the due date and the tags, each alone.
    @Test func editChangesDueDateAndTagsToo() throws {
        let h = Harness() // Sunday 2026-11-22
        _ = h.run(["todo", "add", "send the draft"])
        let due = h.run(["todo", "edit", "1", "--due", "friday"])
        #expect(due.code == 0 && due.out == "Changed todo 1: send the draft (due Fri 2026-11-27)\n", "\(due.out)\(due.err)")
        #expect(h.run(["todo", "edit", "1", "--tag", "work"]).code == 0)
        let item = try h.database().todo(1)
        #expect(item.item.text == "send the draft" && item.item.dueDay == Day("2026-11-27") && item.tags == ["work"])
        #expect(h.run(["todo", "edit", "1", "--no-due"]).out == "Changed todo 1: send the draft\n")
        #expect(try h.database().todo(1).item.dueDay == nil)
        let nothing = h.run(["todo", "edit", "1"])
        #expect(nothing.code == 1 && nothing.err.contains("--due DATE"))
        #expect(h.run(["todo", "edit", "1", "--due", "friday", "--no-due"]).code == 1)
        #expect(h.run(["todo", "edit", "1", "--du", "x"]).err.contains("Did you mean '--due'?"), "the option that exists now")
    }

    @Test func editAndRemove() throws {
        let h = Harness()
        h.run(["todo", "add", "wrte the letter"])
        let edited = h.run(["todo", "edit", "1", "write", "the", "letter"])
        #expect(edited.code == 0 && edited.out == "Changed todo 1: write the letter\n")
        #expect(try h.database().todo(1).item.text == "write the letter")
        #expect(h.run(["todo", "edit", "1", "  "]).code == 1)
        let removed = h.run(["todo", "rm", "1"])
        #expect(removed.code == 0 && removed.out.hasPrefix("Removed todo 1."))
        #expect(h.run(["todo", "list", "--all"]).out.contains("No todos yet"))
        let deletedAt = try h.database().read { try Date.fetchOne($0, sql: "SELECT deleted_at FROM todo_items WHERE id = 1") }
        #expect(deletedAt != nil) // kept for a trash to restore
    }

    @Test func unknownAndDeletedIDsAreNamed() {
        let h = Harness()
        h.run(["todo", "add", "soon gone"])
        h.run(["todo", "rm", "1"])
        for args in [["todo", "done", "1"], ["todo", "undo", "1"], ["todo", "edit", "1", "x"], ["todo", "rm", "1"],
                     ["todo", "done", "42"]] {
            let result = h.run(args)
            #expect(result.code == 1, "\(args)")
            #expect(result.err.contains("no todo \(args[2])") && result.err.contains("inky todo list"), "\(result.err)")
            #expect(!result.err.contains("soon gone"))
        }
        #expect(h.run(["todo", "done", "abc"]).code == 1)
    }

    @Test func emptyTextIsRefused() throws {
        let h = Harness()
        for args in [["todo", "add"], ["todo", "add", ""], ["todo", "add", "   ", "--due", "tomorrow"]] {
            let result = h.run(args)
            #expect(result.code == 1 && result.err.contains("needs some words"), "\(args)")
        }
        #expect(try h.database().todos(includeDone: true).isEmpty)
    }

    @Test func anEleventhTagIsRefusedWithTheExistingOnesListed() throws {
        let h = Harness()
        for i in 1...9 { #expect(h.run(["write", "entry \(i)", "--tag", "t\(i)"]).code == 0) }
        #expect(h.run(["todo", "add", "tenth tag", "--tag", "errands"]).code == 0)
        #expect(h.run(["todo", "add", "reuse", "--tag", "#T3"]).code == 0)
        let refused = h.run(["todo", "add", "one too many", "--tag", "eleven"])
        #expect(refused.code == 1)
        #expect(refused.err.contains("at most 10 tags") && refused.err.contains("errands, t1, t2"))
        #expect(try h.database().todos().map(\.item.text) == ["tenth tag", "reuse"])
        #expect(h.run(["todo", "add", "bad", "--tag", "two words"]).code == 1)
    }

    @Test func aTodoFromAReflectionSaysWhereItCameFrom() throws {
        let h = Harness()
        let db = try h.database()
        let session = try db.startSession(flow: "daily", day: Day("2026-11-20")!, seed: 7, at: Date())
        _ = try db.addTodo(text: "book the dentist", day: Day("2026-11-20")!, sessionID: session, at: Date())
        let list = h.run(["todo", "list"])
        #expect(list.out == "  1  [ ] book the dentist  (from your reflection on Fri 2026-11-20)\n")
        #expect(try object(h.run(["todo", "list", "--json"]).out)["reflection_day"] as? String == "2026-11-20")
    }

    @Test func storedTextIsMadeSafeForTheTerminal() throws {
        let h = Harness()
        h.run(["todo", "add", "evil \u{1B}[31mred\u{07}"])
        let list = h.run(["todo", "list"])
        #expect(!list.out.contains("\u{1B}") && !list.out.contains("\u{07}"))
        #expect(list.out.contains("evil ^[[31mred^G"))
    }

    /// Issue 17: marking a done todo done again says it already is (and when), and undoing an open one says so.
    @Test func doneTwiceSaysItAlreadyIs() throws {
        let h = Harness()
        h.run(["todo", "add", "water the plants"])
        #expect(h.run(["todo", "done", "1"]).out.hasPrefix("Done: todo 1"))
        #expect(h.run(["todo", "done", "1"]).out == "Todo 1 was already done, on Sun 2026-11-22. `inky todo undo 1` opens it again.\n")
        #expect(h.run(["todo", "undo", "1"]).code == 0)
        #expect(h.run(["todo", "undo", "1"]).out == "Todo 1 is not done; nothing changed.\n")
        // The feelings list honours --json like every list.
        let feelings = h.run(["log", "--list", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(feelings.out.utf8)) as? [String: [String]])
        #expect(object.count == 12 && object["joy"]?.isEmpty == false, "\(feelings.out)")
    }
}
