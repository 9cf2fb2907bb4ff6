// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
import InkyStore

@Suite("inky search")
struct SearchCommandTests {
    func seeded() -> Harness {
        let h = Harness()
        h.run(["write", "A long walk by the river with Sam", "--tag", "outdoors", "--date", "2026-11-18"])
        h.run(["write", "Walked to work in the rain, then a hard meeting", "--tag", "work", "--date", "2026-11-20"])
        h.run(["log", "--rating", "4", "--feel", "tired", "--note", "too many meetings"])
        h.run(["todo", "add", "plan a walk with mum", "--tag", "outdoors"])
        h.run(["goal", "add", "Walk 10k steps a day"])
        h.run(["--seed", "1"], input: "fine\nA slow walk at lunch helped #outdoors\n\n")
        return h
    }

    @Test func rankedHitsWithHighlightAndCounts() throws {
        let h = seeded()
        let walk = h.run(["search", "walk"])
        #expect(walk.code == 0, "\(walk.err)")
        let lines = walk.out.split(separator: "\n").map(String.init)
        #expect(lines.last == "4 of 7 entries matched.")
        #expect(lines.dropLast().allSatisfy { $0.lowercased().contains("walk") && !$0.contains("*") }, "\(lines)")
        // A prefix finds "walked" too; a phrase keeps its words together.
        #expect(h.run(["search", "walk*"]).out.hasSuffix("5 of 7 entries matched.\n"))
        let phrase = h.run(["search", "\"long walk\""])
        #expect(phrase.out == "Wed 2026-11-18  entry 1  A long walk by the river with Sam\n1 of 7 entries matched.\n",
                "in a pipe the words stay as written, so grep finds them (issue 17, item 7)")
    }

    @Test func filtersNarrowBothCounts() throws {
        let h = seeded()
        #expect(h.run(["search", "walk", "--type", "todo"]).out == "Sun 2026-11-22  todo 1  plan a walk with mum\n1 of 1 entry matched.\n")
        for spelling in ["todos", "TODO"] { #expect(h.run(["search", "walk", "--type", spelling]).out.hasSuffix("1 of 1 entry matched.\n")) }
        #expect(h.run(["search", "walk", "--type", "raw"]).out.hasSuffix("1 of 2 entries matched.\n"), "the store's name for entries")
        #expect(h.run(["search", "walk", "--tag", "outdoors"]).out.hasSuffix("3 of 4 entries matched.\n"))
        #expect(h.run(["search", "walk*", "--from", "2026-11-19", "--to", "2026-11-21"]).out
                == "Fri 2026-11-20  entry 2  Walked to work in the rain, then a hard meeting\n1 of 1 entry matched.\n")
        #expect(h.run(["search", "meeting*", "--type", "log"]).out.contains("log 1  too many meetings tired"))
        #expect(h.run(["search", "walk", "--type", "dream"]).code == 1)
        #expect(h.run(["search", "walk", "--to", "tomorrow"]).code == 3)
    }

    @Test func emptyAndHostileQueries() throws {
        let h = seeded()
        let none = h.run(["search", "zebra"])
        #expect(none.code == 0 && none.out == "0 of 7 entries matched.\n")
        #expect(h.run(["search"]).code == 1)
        #expect(h.run(["search", "  \"\" *"]).err.contains("Give some words"))
        // FTS5 syntax and SQL typed by a person are only words.
        for query in ["walk OR river", "NEAR(walk river)", "walk\" OR \"x", "'; DROP TABLE entries; --", "col:walk", "^walk"] {
            let r = h.run(["search", query])
            #expect(r.code == 0, "\(query): \(r.err)")
        }
        #expect(try h.database().rawEntries().count == 2)
    }

    @Test func removedItemsLeaveTheIndexAndComeBack() throws {
        let h = seeded()
        h.run(["entry", "rm", "1"])
        #expect(h.run(["search", "river"]).out == "0 of 6 entries matched.\n")
        h.run(["trash", "restore", "e1"])
        #expect(h.run(["search", "river"]).out.hasSuffix("1 of 7 entries matched.\n"))
        h.run(["entry", "edit", "1", "A quiet evening at home"])
        #expect(h.run(["search", "river"]).out.hasSuffix("0 of 7 entries matched.\n"))
        #expect(h.run(["search", "quiet"]).out.hasSuffix("1 of 7 entries matched.\n"))
    }

    @Test func jsonAndStoredEscapes() throws {
        let h = Harness()
        h.run(["write", "walk \u{1B}]52;c;aGk=\u{07} home"])
        let text = h.run(["search", "walk"]).out
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(h.run(["search", "walk", "--json"]).out.utf8)) as? [String: Any])
        #expect(json["matched"] as? Int == 1 && json["total"] as? Int == 1 && json["query"] as? String == "walk")
        let first = try #require((json["results"] as? [[String: Any]])?.first)
        #expect(first["kind"] as? String == "entry" && first["id"] as? Int == 1)
        #expect((first["snippet"] as? String)?.contains("\u{1}") == false)
    }

    @Test func colourHighlightsAtATerminal() throws {
        let h = seeded()
        let out = h.runAtTerminal(["search", "river"]).out
        #expect(out.contains("\u{1B}[1mriver\u{1B}[0m"))
        h.environment["NO_COLOR"] = "1"
        let plain = h.runAtTerminal(["search", "river"]).out
        #expect(plain.contains("by the river") && !plain.contains("*") && !plain.contains("\u{1B}"), "NO_COLOR: no marks at all")
    }

    /// Issue 17, item 7: every result a search names opens with `inky show KIND N`.
    @Test func everyResultOpens() throws {
        let h = Harness()
        _ = h.run(["write", "An otter by the weir this morning"])
        _ = h.run(["todo", "add", "photograph the otter"])
        _ = h.run(["goal", "add", "learn the otter's habits"])
        _ = h.run(["log", "--rating", "8", "--note", "otter again, so happy"])
        _ = h.reflect(at: "2026-11-22T21:00:00", seed: 1, ["calm", "saw the otter twice", "ok", "tea", "nothing"])
        let lines = h.run(["search", "otter*"]).out.split(separator: "\n").dropLast().map(String.init)
        #expect(lines.count == 5, "\(lines)")
        for line in lines {
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            let (kind, id) = (words[2], words[3])
            let shown = h.run(["show", kind, id])
            #expect(shown.code == 0 && shown.out.lowercased().contains("otter"), "\(kind) \(id): \(shown.out)\(shown.err)")
            #expect(h.run(["show", kind, id, "--json"]).out.hasPrefix("{"), "\(kind) \(id) as JSON")
        }
        #expect(h.run(["show", "reflection", "999"]).code == 1)
        #expect(h.run(["show", "poem", "1"]).code == 1)
    }
}
