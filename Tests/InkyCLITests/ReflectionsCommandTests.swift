// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
import InkyStore

/// Issue 17: reflections are shown, edited and removed like entries; removing one puts it in the trash,
/// and while it is there no list, search, summary or conversation sees it.
@Suite("inky reflection")
struct ReflectionsCommandTests {
    static func reflected() -> Harness {
        let h = Harness(now: "2026-11-22T21:00:00")
        h.run(["--seed", "1"], input: "calm\nwork was busy and the river walk after was lovely\nthe walk\nsoup\nbook the dentist\n")
        return h
    }

    @Test func listShowEditAndRemoveToTheTrashAndBack() throws {
        let h = Self.reflected()
        let list = h.run(["reflection"])
        #expect(list.code == 0 && list.out.hasPrefix("1  Sun 2026-11-22  5 answers  calm"), "\(list.out)\(list.err)")
        let shown = h.run(["reflection", "show", "1"])
        #expect(shown.out.hasPrefix("Reflection 1 · Sun 2026-11-22\n1. ") && shown.out.contains("   work was busy and the river walk"), "\(shown.out)")
        let json = h.run(["reflection", "show", "1", "--json"]).out
        #expect(json.hasPrefix("{\"number\":1,\"day\":\"2026-11-22\",\"flow\":\"daily\",\"answers\":[{\"n\":1,"), "\(json)")

        let before = try #require(try h.database().mood(source: .reflection, sourceID: 1))
        let edited = h.run(["reflection", "edit", "1", "2", "work was awful and I cried on the train home"])
        #expect(edited.out == "Changed answer 2 of reflection 1; its mood reading was taken again.\n", "\(edited.out)\(edited.err)")
        let after = try #require(try h.database().mood(source: .reflection, sourceID: 1))
        #expect(after.result.valence < before.result.valence, "the reading follows the new words")
        #expect(h.run(["search", "cried"]).out.contains("reflection"))
        #expect(h.run(["reflection", "edit", "1", "9", "x"]).err.contains("has no answer 9; it has 5"))

        let removed = h.run(["reflection", "rm", "1"])
        #expect(removed.code == 0 && removed.out.contains("Removed reflection 1.") && removed.out.contains("inky trash restore r"), "\(removed.out)")
        #expect(h.run(["reflection"]).out == "No reflections yet. `inky` starts one.\n")
        #expect(h.run(["reflection", "show", "1"]).code == 1)
        #expect(!h.run(["search", "cried"]).out.contains("reflection"), "its answers leave the search")
        #expect(try h.database().mood(source: .reflection, sourceID: 1) == nil, "its reading leaves the history")
        #expect(!h.run(["day", "2026-11-22"]).out.contains("cried"))
        #expect(h.run(["summary", "--json"]).out.contains("\"reflections\":0") || !h.run(["summary"]).out.contains("1 reflection"))
        let trash = h.run(["trash"]).out
        let handle = try #require(trash.split(separator: " ").first { $0.hasPrefix("r") && $0.dropFirst().allSatisfy(\.isNumber) }.map(String.init), "\(trash)")
        #expect(trash.contains("reflection"))
        #expect(h.run(["trash", "restore", handle]).code == 0)
        #expect(h.run(["reflection"]).out.hasPrefix("1  Sun 2026-11-22  5 answers"))
        #expect(try h.database().mood(source: .reflection, sourceID: 1) != nil, "restored, it is read again")
        #expect(h.run(["search", "cried"]).out.contains("reflection"))
    }

    @Test func aRemovedReflectionNoLongerCountsAsTheDaysReflection() throws {
        let h = Self.reflected()
        #expect(h.run(["nudge"]).out.isEmpty, "today has its reflection")
        #expect(h.run(["reflection", "rm", "1"]).code == 0)
        #expect(!h.run(["nudge"]).out.isEmpty, "removed, today has none: the nudge speaks")
        // Emptied, it is gone for good.
        #expect(h.run(["trash", "empty"]).out.contains("Deleted 1 item"))
        #expect(try h.database().read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM reflection_qas WHERE answer LIKE '%dentist%'") } == 0)
    }
}
