// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
import InkyCore
import InkyStore

/// Issue 17, item 2: imports that recognise files strictly, read jrnl journals as jrnl does, give todo.txt
/// back line for line, and can be undone as one unit. Every fixture here was written for inky.
@Suite("faithful import")
struct ImportFaithfulTests {
    func file(_ h: Harness, _ name: String, _ text: String) throws -> String {
        let url = h.root.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// jrnl 4's default `timeformat` (`%F %r`), with a star, tags with jrnl's characters and a bare date in a body.
    static let jrnlModern = """
        [2026-11-02 09:15:00 PM] Couldn't sleep, so I'm writing instead. *
        The kettle, the quiet street, @insomnia again.
        2026-11-01 was the last good night.

        [2026-11-03 07:05:00 AM] Started the @C++ course and the @C# one
        Two @learning tracks at once.

        """

    /// A German-style journal as `timeformat: "%d.%m.%Y %H:%M"` writes it, with a byte-order mark.
    static let jrnlDotted = "\u{FEFF}[01.11.2026 20:30] Abendspaziergang am Fluss\nKalt, aber klar. @draussen\n\n[02.11.2026 06:45] Früh wach\nKaffee auf dem Balkon.\n"

    /// `%b %d, %Y %I:%M %p` as a US journal writes it, and a single-digit hour as jrnl's fuzzy parser leaves it.
    static let jrnlMonthNames = "[Nov 04, 2026 08:00 PM] Dinner with Ana\nWe laughed a lot.\n[Nov 5, 2026 9:10 AM] Dentist\nFine, no fillings.\n"

    @Test func jrnlJournalsInTheirOwnTimeformatsReadAsJrnlReadsThem() throws {
        let h = Harness()
        let modern = h.run(["import", try file(h, "modern.txt", Self.jrnlModern)])
        #expect(modern.code == 0 && modern.out.hasPrefix("Imported 2 entries, 2 mood readings and 4 tags."), "\(modern.out)\(modern.err)")
        let entries = try h.database().entries().filter { $0.type == .raw }
        #expect(entries.map(\.title) == ["Couldn't sleep, so I'm writing instead.", "Started the @C++ course and the @C# one"])
        #expect(entries[0].starred && !entries[1].starred)
        #expect(entries[0].text == "The kettle, the quiet street, @insomnia again.\n2026-11-01 was the last good night.")
        #expect(ISOMoment.text(entries[0].createdAt) == "2026-11-02T21:15:00Z")
        #expect(try h.database().tags(ofEntry: entries[1].id).sorted() == ["C#", "C++", "learning"])

        // The timeformat comes from jrnl's own config file when the journal is listed there …
        let dotted = try file(h, "dotted.txt", Self.jrnlDotted)
        let config = h.root.appendingPathComponent("config/jrnl")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "colors: {}\ntimeformat: '%F %r'\njournals:\n  german:\n    journal: \(dotted)\n    timeformat: '%d.%m.%Y %H:%M'\n"
            .write(to: config.appendingPathComponent("jrnl.yaml"), atomically: true, encoding: .utf8)
        let german = h.run(["import", dotted])
        #expect(german.code == 0 && german.out.hasPrefix("Imported 2 entries"), "\(german.out)\(german.err)")
        let days = try h.database().entries().filter { $0.type == .raw }.map(\.day.description)
        #expect(days.suffix(2) == ["2026-11-01", "2026-11-02"])
        // … or from the option, and a journal with month names reads without either.
        let named = h.run(["import", try file(h, "named.txt", Self.jrnlMonthNames), "--timeformat", "%b %d, %Y %I:%M %p"])
        #expect(named.code == 0 && named.out.hasPrefix("Imported 2 entries"), "\(named.out)\(named.err)")
        let last = try h.database().entries().filter { $0.type == .raw }.suffix(2)
        #expect(last.map(\.day.description) == ["2026-11-04", "2026-11-05"] && last.map { ISOMoment.text($0.createdAt) } == ["2026-11-04T20:00:00Z", "2026-11-05T09:10:00Z"])
        // What the import said is what the list shows.
        #expect(h.run(["entry", "list", "--limit", "100"]).out.split(separator: "\n").count == 6)
        #expect(h.run(["entry", "list"]).out.contains("★ Couldn't sleep"))
    }

    @Test func filesThatAreNoneOfTheKindsAreRefusedWithAHintAndCreateNothing() throws {
        let seeded = ExportImportTests.seeded()
        let markdown = seeded.run(["export", "--format", "markdown"]).out
        let csv = seeded.run(["export", "--format", "csv"]).out
        let h = Harness()
        let cases: [(String, String, String)] = [
            ("export.md", markdown, "inky's Markdown export"),
            ("export.csv", csv, "inky's CSV export"),
            ("notes.md", "Shopping\n\n## Monday\n- eggs\n", "Markdown document (line 3)"),
            ("sheet.csv", "name,amount,date\nrent,900,2026-11-01\npower,80,2026-11-03\n", "comma-separated (CSV) table"),
            ("passwd", "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n", "colon-separated fields"),
            ("diary.txt", "Woke early. The house was quiet.\nWent to the market. Bought pears.\n", "far longer than a task"),
            ("odd.txt", "[14/13/2026 x] a header whose date makes no sense\n", "--timeformat"),
        ]
        for (name, text, hint) in cases {
            let r = h.run(["import", try file(h, name, text), "--dry-run"])
            #expect(r.code == 1 && r.err.contains(hint) && r.err.contains("nothing was imported"), "\(name): \(r.err)")
            #expect(!r.err.contains("eggs") && !r.err.contains("pears") && !r.err.contains("rent,"), "never the file's text")
        }
        #expect(!FileManager.default.fileExists(atPath: h.home.path), "a refused file creates no journal")
        // Named with --format, a file is read as that kind.
        let forced = h.run(["import", try file(h, "diary2.txt", "Woke early. The house was quiet.\n"), "--format", "todotxt"])
        #expect(forced.code == 0 && forced.out.hasPrefix("Imported 1 todo."), "\(forced.err)")
    }

    /// todo.txt as people write it: priorities, contexts, projects, key:value pairs anywhere, dates or none.
    static let todoFile = """
        (A) Call the landlord about the boiler @phone +home
        (B) 2026-11-20 Draft the grant report +work due:2026-11-30 est:3h
        x 2026-11-21 2026-11-19 Return the library books @town
        x Water the tomatoes
        2026-11-18 Book flights +trip t:2026-11-25 due:2026-12-10
        pick up parcel @town key:value:with:colons
        (C) x-ray appointment follow-up

        """

    @Test func todoTxtRoundTripsLineForLineAndChangesShowInTheExport() throws {
        let h = Harness(now: "2026-11-26T10:00:00")
        let r = h.run(["import", try file(h, "todo.txt", Self.todoFile)])
        #expect(r.code == 0 && r.out.hasPrefix("Imported 7 todos and 3 tags."), "\(r.out)\(r.err)")
        #expect(h.run(["export", "--format", "todotxt"]).out == Self.todoFile)
        // Priorities sort: (A) before (B) before (C) among todos with no due day.
        let list = h.run(["todo", "list", "--sort", "priority"]).out
        let order = ["(A) Call", "(B) Draft", "(C) x-ray"].map { list.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!, "\(list)")
        // A todo done in inky is written anew, with the day it was done and no creation date it never had.
        #expect(h.run(["todo", "done", "1"]).code == 0)
        let lines = h.run(["export", "--format", "todotxt"]).out.split(separator: "\n")
        #expect(lines[0] == "x 2026-11-26 (A) Call the landlord about the boiler @phone +home", "\(lines[0])")
        #expect(lines[1...] == Self.todoFile.split(separator: "\n")[1...])
    }

    @Test func anImportIsUndoneAsOneUnitAndItsItemsCanBeRestored() throws {
        let h = Harness(now: "2026-11-26T10:00:00")
        h.run(["write", "my own entry"])
        let first = h.run(["import", try file(h, "j.txt", Self.jrnlModern)])
        #expect(first.out.contains("This was import 1; `inky import --undo 1` takes it back."), "\(first.out)")
        let second = h.run(["import", try file(h, "t.txt", "call Sam\nbuy bread\n")])
        #expect(second.out.contains("import 2"))
        let listed = h.run(["import", "--list"]).out
        #expect(listed.contains("  2  2026-11-26  todotxt from t.txt: 0 entries, 2 todos still here") || listed.contains("2 todos"), "\(listed)")
        let json = h.run(["import", "--list", "--json"]).out.split(separator: "\n")
        #expect(json.count == 2 && json[0].contains("\"id\":2") && json[1].contains("\"format\":\"jrnl\""), "\(json)")

        let undone = h.run(["import", "--undo", "1"])
        #expect(undone.code == 0 && undone.out.contains("Import 1 (j.txt) is undone. 2 entries went to the trash"), "\(undone.out)\(undone.err)")
        #expect(h.run(["entry", "list"]).out.split(separator: "\n").count == 1, "only the entry written by hand remains")
        #expect(try h.database().moodHistory().count == 1, "the imported entries' readings left the history")
        #expect(h.run(["todo", "list"]).out.contains("call Sam"), "another import is untouched")
        let again = h.run(["import", "--undo", "1"])
        #expect(again.code == 1 && again.err.contains("already undone"), "\(again.err)")
        // With no number, the newest import not undone.
        #expect(h.run(["import", "--undo"]).out.contains("Import 2 (t.txt) is undone. 2 todos went to the trash"))
        #expect(h.run(["import", "--undo"]).err.contains("no import to undo"))
        #expect(h.run(["import", "--undo", "9"]).err.contains("no import 9"))
        // Bad uses say what is wrong (exit 1) and change nothing.
        #expect(h.run(["import", "--undo", "last"]).code == 1)
        #expect(h.run(["import", "--list", "t.txt"]).err.contains("--list takes no file"))
        #expect(h.run(["import", "--list", "--undo"]).err.contains("not both"))
        #expect(h.run(["import"]).err.contains("Name the file to import"))
        // The trash holds every item, and restoring one brings its reading back.
        let trash = h.run(["trash"]).out
        #expect(trash.split(separator: "\n").filter { $0.contains("entry") || $0.contains("todo") }.count == 4, "\(trash)")
        let handle = try #require(trash.split(separator: " ").first { $0.hasPrefix("e") }.map(String.init))
        #expect(h.run(["trash", "restore", handle]).code == 0)
        #expect(try h.database().moodHistory().count == 2)
        // A second import of the same file adds the entries again (the undone ones are in the trash).
        #expect(h.run(["import", try file(h, "j2.txt", Self.jrnlModern)]).out.hasPrefix("Imported 1 entry"))
    }
}
