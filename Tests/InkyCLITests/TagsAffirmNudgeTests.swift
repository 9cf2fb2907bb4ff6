// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import Testing
@testable import InkyCLI

@Suite("Tags, affirmations and the nudge")
struct TagsAffirmNudgeTests {
    @Test func tagsWithCounts() throws {
        let h = Harness()
        #expect(h.run(["tags"]).out == Messages.noTags + "\n")
        _ = h.run(["write", "a walk", "--tag", "nature", "--tag", "walks"])
        _ = h.run(["write", "the sea", "--tag", "Nature"])
        _ = h.run(["todo", "add", "buy boots", "--tag", "walks"])
        #expect(h.run(["tags"]).out == "  nature  2\n  walks   2\n" + Messages.tagsFooter(2) + "\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(h.run(["tags", "--json"]).out.utf8)) as? [[String: Any]])
        #expect(json.map { $0["name"] as? String } == ["nature", "walks"])
    }

    /// Issue 17, item 3: the tag limit never locks a person out. `tags rm`, `rename` and `merge` tidy the
    /// list, a tag nothing carries frees its slot, and the limit's message names the way out.
    @Test func tagsCanBeRemovedRenamedAndMergedAndUnusedOnesFreeTheirSlots() throws {
        let h = Harness()
        let ten = (1...10).map { "t\($0)" }
        _ = h.run(["write", "ten tags"] + ten.flatMap { ["--tag", $0] })
        let full = h.run(["write", "one more", "--tag", "eleventh"])
        #expect(full.code == 1 && full.err.contains("inky tags rm NAME") && full.err.contains("inky tags merge"), "\(full.err)")
        #expect(h.run(["tags", "rm", "#t1"]).out == Messages.tagRemoved("#t1", uses: 1) + "\n")
        #expect(h.run(["write", "one more", "--tag", "eleventh"]).code == 0, "a removed tag frees its slot")
        #expect(h.run(["tags", "rename", "t2", "Walks"]).code == 0)
        #expect(h.run(["tags", "rename", "t3", "walks"]).err.contains("tags merge"), "a taken name points to merge")
        #expect(h.run(["tags", "merge", "t3", "Walks"]).code == 0)
        let names = try #require(try JSONSerialization.jsonObject(with: Data(h.run(["tags", "--json"]).out.utf8)) as? [[String: Any]])
        #expect(names.map { $0["name"] as? String } == ["eleventh", "t10", "t4", "t5", "t6", "t7", "t8", "t9", "Walks"])
        #expect(names.first { $0["name"] as? String == "Walks" }?["count"] as? Int == 1, "the entry that had both keeps one")
        #expect(h.run(["tags", "rm", "nosuch"]).code == 1)
        #expect(h.run(["search", "ten", "--tag", "Walks"]).out.contains("ten tags"), "the renamed tag finds its entry")
        // An entry removed for good takes its tags' uses with it; the slot is then free without a command.
        _ = h.run(["write", "short-lived", "--tag", "t3again"])
        _ = h.run(["entry", "rm", "3"])
        _ = h.run(["trash", "empty"])
        _ = h.run(["write", "note", "--tag", "fresh"])
        #expect(!h.run(["tags"]).out.contains("t3again"), "\(h.run(["tags"]).out)")
    }

    @Test func affirmationsSuitTheMoodAndNeverRepeat() throws {
        let h = Harness()
        var previous = ""
        for seed in 0..<20 {
            let line = h.run(["affirm", "--seed", "1"]).out  // the same seed every time: only the no-repeat rule varies it
            #expect(!line.isEmpty && line != previous, "run \(seed) repeated \(line)")
            previous = line
        }
        // A very low recent mood draws from the low set.
        let low = Harness()
        for day in 10...20 { _ = low.run(["log", "--rating", "8", "--date", "2026-11-\(day)"]) }
        _ = low.run(["log", "--rating", "0", "--note", "everything fell apart"])
        let z = try #require(try low.database().latestMood()?.result.valenceZ)
        let set = try #require(Affirmations.parse(try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../Prompts/affirmations.yaml"), encoding: .utf8)).0)
        let line = low.run(["affirm"]).out.trimmingCharacters(in: .newlines)
        #expect(set.lines[Affirmations.Band(z: z)]?.contains(line) == true)
        #expect(Affirmations.Band(z: -1.5) == .low && Affirmations.Band(z: 0) == .typical && Affirmations.Band(z: 2) == .high)
    }

    @Test func theNudge() throws {
        let h = Harness(now: "2026-11-22T21:00:00")
        #expect(h.run(["nudge"]).out.isEmpty, "no journal yet: nothing said, nothing created")
        #expect(!FileManager.default.fileExists(atPath: h.home.path))
        _ = h.run(["log", "--rating", "6"])
        #expect(h.run(["nudge"]).out == Messages.nudgeLine + "\n", "after 20:00 with no reflection today")
        #expect(h.run(["config", "set", "reminder", "21:30"]).code == 0)
        #expect(h.run(["nudge"]).out.isEmpty, "before the reminder time")
        #expect(h.run(["config", "set", "reminder", "25:00"]).code == 1)
        #expect(h.run(["config", "set", "reminder", "20:45"]).code == 0)
        _ = h.run(["--seed", "1"], input: "fine\n")
        #expect(h.run(["nudge"]).out.isEmpty, "today has a reflection")
    }
}
