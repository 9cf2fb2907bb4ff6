// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
import InkyStore

extension Harness {
    /// Runs as if at a terminal (colour allowed unless NO_COLOR or theme none).
    func runAtTerminal(_ arguments: [String]) -> Result {
        let out = BufferSink(), err = BufferSink()
        let context = Context(environment: environment, clock: try! WallClock.fromEnvironment(environment),
                              output: out, errors: err, input: MemoryLineSource(""),
                              stdinIsTerminal: true, stdoutIsTerminal: true,
                              makeInteractiveReader: { PlainLineReader(source: MemoryLineSource(""), context: $0) })
        let code = Inky.run(arguments: arguments + ["--home", home.path], context: context)
        return Result(code: code, out: out.text, err: err.text)
    }
}

@Suite("inky entry, inky log list/edit/rm, inky trash")
struct JournalEditingTests {
    func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func entriesAreListedShownEditedAndRemoved() throws {
        let h = Harness()
        #expect(h.run(["write", "A long walk by the river, calm and grateful", "--tag", "outdoors", "--date", "-2"]).code == 0)
        #expect(h.run(["write", "The work deadline is stressing me out"]).code == 0)
        let list = h.run(["entry", "list"])
        #expect(list.code == 0, "\(list.err)")
        #expect(list.out == """
            2  Sun 2026-11-22  The work deadline is stressing me out
            1  Fri 2026-11-20  A long walk by the river, calm and grateful  #outdoors

            """)
        let show = h.run(["entry", "show", "1"])
        #expect(show.out.hasPrefix("Entry 1 · Fri 2026-11-20\n#outdoors\n\nA long walk by the river, calm and grateful\n"))
        #expect(show.out.contains("Mood reading 1:"))
        let before = try #require(try h.database().mood(source: .entry, sourceID: 2))
        #expect(before.result.valence < 0)

        let edit = h.run(["entry", "edit", "2", "The deadline went fine in the end, I feel relieved and happy"])
        #expect(edit.code == 0 && edit.out == "Changed entry 2; its mood reading was taken again.\n", "\(edit.err)")
        #expect(try h.database().rawEntry(2).text == "The deadline went fine in the end, I feel relieved and happy")
        let after = try #require(try h.database().mood(source: .entry, sourceID: 2))
        #expect(after.result.valence > 0, "the reading follows the new text")
        #expect(try h.database().moodHistory().count == 2, "replaced, not added")

        // Piped text edits too; an unknown id is exit 1 and names the list command.
        #expect(h.run(["entry", "edit", "1"], input: "Rain all day.\n").code == 0)
        #expect(try h.database().rawEntry(1).text == "Rain all day.")
        let missing = h.run(["entry", "show", "99"])
        #expect(missing.code == 1 && missing.err.contains("There is no entry 99") && missing.err.contains("inky entry list"))

        let removed = h.run(["entry", "rm", "2"])
        #expect(removed.code == 0 && removed.out.contains("inky trash restore e2"))
        #expect(h.run(["entry", "list"]).out == "1  Fri 2026-11-20  Rain all day.  #outdoors\n")
        #expect(try h.database().mood(source: .entry, sourceID: 2) == nil, "a removed entry leaves the mood history")
        #expect(h.run(["entry", "show", "2"]).code == 1)
    }

    @Test func entryJSONCarriesTheAnalysisAndTheReading() throws {
        let h = Harness()
        h.run(["write", "Work was hard but my team helped", "--tag", "work"])
        let o = try object(h.run(["entry", "show", "1", "--json"]).out)
        #expect(o["id"] as? Int == 1 && o["tags"] as? [String] == ["work"] && o["day"] as? String == "2026-11-22")
        #expect((o["topics"] as? [String])?.contains("work") == true)
        #expect((o["mood"] as? [String: Any])?["source"] as? String == "entry")
    }

    @Test func logsAreListedEditedAndRemoved() throws {
        let h = Harness()
        #expect(h.run(["log", "--rating", "3", "--feel", "tired", "--note", "long day", "--date", "yesterday"]).code == 0)
        #expect(h.run(["log", "--rating", "8", "--category", "joy", "--where", "park"]).code == 0)
        #expect(h.run(["log", "list"]).out == """
            1  Sat 2026-11-21  3/10 tired — long day
            2  Sun 2026-11-22  8/10 joy @ park

            """)
        #expect(h.run(["log", "list", "--from", "today"]).out == "2  Sun 2026-11-22  8/10 joy @ park\n")
        let low = try #require(try h.database().mood(source: .log, sourceID: 1)).result.valence
        let edit = h.run(["log", "edit", "1", "--rating", "7", "--feel", "rested"])
        #expect(edit.code == 0, "\(edit.err)")
        #expect(try h.database().emotionLog(1).rating == 7 && h.database().emotionLog(1).feelings == "rested")
        #expect(try #require(try h.database().mood(source: .log, sourceID: 1)).result.valence > low)
        #expect(h.run(["log", "edit", "1"]).code == 1, "nothing to change")
        #expect(h.run(["log", "edit", "1", "--rating", "11"]).code == 1)
        #expect(h.run(["log", "edit", "42", "--rating", "5"]).err.contains("There is no log 42"))
        #expect(h.run(["log", "rm", "2"]).code == 0)
        #expect(h.run(["log", "list", "--json"]).out.split(separator: "\n").count == 1)
        #expect(try h.database().moodHistory().count == 1)
        // The old spelling still logs, and a future --to is refused.
        #expect(h.run(["log", "--list"]).out.contains("joy:"))
        #expect(h.run(["log", "list", "--to", "+3"]).code == 3)
        #expect(h.run(["log", "list", "--from", "today", "--to", "-3"]).code == 1)
    }

    @Test func trashListsRestoresAndEmpties() throws {
        let h = Harness()
        h.run(["write", "Morning pages about the garden"])
        h.run(["todo", "add", "water the plants"])
        h.run(["log", "--rating", "6", "--note", "fine"])
        h.run(["goal", "add", "Grow tomatoes"])
        #expect(h.run(["trash"]).out == "The trash is empty.\n")
        for command in [["entry", "rm", "1"], ["todo", "rm", "1"], ["log", "rm", "1"], ["goal", "rm", "1"]] {
            #expect(h.run(command).code == 0, "\(command)")
        }
        let list = h.run(["trash", "list"])
        #expect(list.out.contains("e1  entry 2026-11-22  Morning pages about the garden  (until 2026-12-22)"))
        #expect(list.out.contains("t1  todo  2026-11-22  water the plants"))
        #expect(list.out.contains("l1  log   2026-11-22  fine"))
        #expect(list.out.contains("g1  goal  2026-11-22  Grow tomatoes"))
        #expect(list.out.hasSuffix("4 items in the trash, each kept 30 days. `inky trash restore ID` puts one back.\n"))
        #expect(try h.database().moodHistory().isEmpty)

        let restore = h.run(["trash", "restore", "e1", "L1", "t1"])
        #expect(restore.code == 0, "\(restore.err)")
        #expect(restore.out == "Restored entry 1 (e1).\nRestored log 1 (l1).\nRestored todo 1 (t1).\n")
        #expect(try h.database().rawEntries().count == 1 && h.database().todos().count == 1)
        #expect(try h.database().moodHistory().map(\.sourceKind) == [.entry, .log], "restored items bring their readings back")
        #expect(h.run(["trash", "restore", "e1"]).err.contains("Nothing in the trash has id e1"))
        #expect(h.run(["trash", "restore", "x1"]).code == 1)
        #expect(h.run(["trash", "restore"]).code == 1)
        let json = h.run(["trash", "--json"]).out
        #expect(json.contains("\"id\":\"g1\"") && json.contains("\"kind\":\"goal\""))
        #expect(h.run(["trash", "empty"]).out == "Deleted 1 item from the trash for good.\n")
        #expect(h.run(["trash"]).out == "The trash is empty.\n")
    }

    @Test func itemsOlderThanThirtyDaysArePurgedWithANotice() throws {
        let h = Harness(now: "2026-10-01T09:00:00")
        h.run(["write", "old thoughts"])
        h.run(["todo", "add", "old task"])
        h.run(["entry", "rm", "1"])
        h.environment["INKY_NOW"] = "2026-10-20T09:00:00"
        h.run(["todo", "rm", "1"])
        h.environment["INKY_NOW"] = "2026-11-01T09:00:00" // 31 days after the entry's removal, 12 after the todo's
        let run = h.run(["trash"])
        #expect(run.err.contains("1 item removed more than 30 days ago was deleted from the trash for good"))
        #expect(run.out.contains("t1  todo") && !run.out.contains("e1"))
        #expect(try h.database().entries().allSatisfy { $0.type != .raw })
        #expect(h.run(["trash"]).err.isEmpty, "the notice comes once")
    }
}

@Suite("#tags in reflections")
struct ReflectionTagTests {
    @Test func hashtagsInAnswersTagTheReflection() throws {
        let h = Harness()
        let run = h.run(["--seed", "1"], input: "Ran with #Running club, then #work\n\n")
        #expect(run.code == 0, "\(run.err)")
        #expect(h.run(["tags"]).out.contains("Running  1"))
        let reflection = try #require(try h.database().entries().first { $0.type == .reflection })
        #expect(try h.database().tags(ofEntry: reflection.id) == ["Running", "work"])
        #expect(h.run(["search", "club", "--tag", "running"]).out.hasSuffix("1 of 1 entry matched.\n"))
    }

    @Test func pastTheLimitTheyStayWordsAndTheAnswerIsKept() throws {
        let h = Harness()
        for n in 1...10 { h.run(["todo", "add", "t\(n)", "--tag", "tag\(n)"]) }
        let run = h.run(["--seed", "1"], input: "A day for #gardening and #tag3\n\n")
        #expect(run.code == 0)
        #expect(run.out.contains("#gardening kept as words, not tags: the journal already has 10 tags"))
        #expect(try h.answers().first == "A day for #gardening and #tag3")
        let reflection = try #require(try h.database().entries().first { $0.type == .reflection })
        #expect(try h.database().tags(ofEntry: reflection.id) == ["tag3"])
    }

    @Test func tabCompletesTagsAfterAHash() {
        let tags = ["work", "Walking", "family"]
        #expect(TagCompletion.matches(of: "#w", among: tags) == ["#Walking", "#work"])
        #expect(TagCompletion.matches(of: "#FAM", among: tags) == ["#family"])
        #expect(TagCompletion.matches(of: "#", among: tags).count == 3)
        #expect(TagCompletion.matches(of: "#x", among: tags).isEmpty)
    }
}

@Suite("Escape sequences in stored text, on the journal's output paths")
struct JournalEscapeTests {
    @Test func noCommandEchoesAStoredEscape() throws {
        let h = Harness()
        let hostile = "walk \u{1B}[2J\u{1B}]0;owned\u{07} \u{9B}31m home \u{1B}P+q\u{1B}\\"
        #expect(h.run(["write", hostile]).code == 0)
        #expect(h.run(["write", "second " + hostile]).code == 0)
        #expect(h.run(["log", "--rating", "5", "--note", hostile, "--where", hostile]).code == 0)
        #expect(h.run(["todo", "add", hostile]).code == 0)
        #expect(h.run(["--seed", "1"], input: hostile + "\n\n").code == 0)
        #expect(h.run(["entry", "rm", "2"]).code == 0)
        for command in [["entry", "list"], ["entry", "show", "1"], ["log", "list"], ["day"], ["search", "walk"],
                        ["trash"], ["calendar"], ["todo", "list"]] {
            for run in [h.run(command), h.runAtTerminal(command)] {
                #expect(run.code == 0, "\(command): \(run.err)")
                let bytes = Array((run.out + run.err).unicodeScalars)
                #expect(!bytes.contains("\u{07}") && !bytes.contains("\u{9B}"), "\(command)")
                // The only escapes allowed are inky's own SGR colour codes.
                let stripped = (run.out + run.err).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                #expect(!stripped.contains("\u{1B}"), "\(command)")
            }
        }
    }
}
