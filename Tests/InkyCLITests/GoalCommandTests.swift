// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI
import InkyStore

@Suite("inky goal")
struct GoalCommandTests {
    func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func addWithStepsAndJSON() throws {
        let h = Harness()
        let added = h.run(["goal", "add", "Run a 10k", "--step", "buy shoes", "--step", "run 5k"])
        #expect(added.code == 0, "\(added.err)")
        #expect(added.out == "Added goal 1: Run a 10k (2 steps)\n")
        let json = h.run(["goal", "add", "Read", "more", "--json"])
        let o = try object(json.out)
        #expect(json.out.hasPrefix("{\"id\":2,"))
        #expect(o["text"] as? String == "Read more" && o["progress"] as? Int == 0 && (o["steps"] as? [Any])?.isEmpty == true)
        let entries = try h.database().entries()
        #expect(entries.map(\.type) == [.goals, .goals] && entries[0].title == "Run a 10k")
    }

    @Test func listDrawsABarThatReadsWithoutColour() throws {
        let h = Harness()
        h.run(["goal", "add", "Run a 10k", "--step", "shoes", "--step", "3k", "--step", "5k", "--step", "8k", "--step", "race"])
        for n in ["1", "2", "4"] { #expect(h.run(["goal", "step", "done", "1", n]).code == 0) }
        h.run(["goal", "add", "Read more"])
        #expect(h.run(["goal", "progress", "2", "35"]).out == "Goal 2 is at 35%.\n")
        let list = h.run(["goal", "list"])
        #expect(list.code == 0, "\(list.err)")
        #expect(list.out == """
              1  Run a 10k  [██████░░░░] 60%  (3 of 5 steps)
                 1. [x] shoes
                 2. [x] 3k
                 3. [ ] 5k
                 4. [x] 8k
                 5. [ ] race
              2  Read more  [███░░░░░░░] 35%

            """)
        #expect(h.run(["goal"]).out == list.out)
        let lines = h.run(["goal", "list", "--json"]).out.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try object(String(lines[0]))
        #expect(first["progress"] as? Int == 60 && (first["steps"] as? [[String: Any]])?[3]["done"] as? Bool == true)
    }

    @Test func aStepRaisesProgressButNeverLowersWhatWasSet() throws {
        let h = Harness()
        h.run(["goal", "add", "Learn Welsh", "--step", "app", "--step", "class", "--step", "chat", "--step", "film"])
        #expect(h.run(["goal", "step", "done", "1", "1"]).out.contains("the goal is at 25%"))
        #expect(h.run(["goal", "progress", "1", "80%"]).code == 0)
        let step = h.run(["goal", "step", "done", "1", "2"])
        #expect(step.out == "Step 2 of goal 1 done (2 of 4 steps); the goal is at 80%.\n")
        #expect(try h.database().goal(1).progress == 80)
        let missing = h.run(["goal", "step", "done", "1", "7"])
        #expect(missing.code == 1 && missing.err.contains("numbered 1 to 4"))
        h.run(["goal", "add", "No steps"])
        #expect(h.run(["goal", "step", "done", "2", "1"]).err.contains("has no steps"))
    }

    @Test func doneSetsFullProgressAndTheCompletionTime() throws {
        let h = Harness()
        h.run(["goal", "add", "Finish the quilt", "--step", "cut"])
        let done = h.run(["goal", "done", "1"])
        #expect(done.code == 0 && done.out == "Goal 1 reached: Finish the quilt. Well done.\n")
        let goal = try h.database().goal(1)
        #expect(goal.progress == 100 && goal.entry.completedAt != nil)
        #expect(h.run(["goal", "list"]).out.hasPrefix("  1  Finish the quilt  [██████████] 100%  (0 of 1 step; reached Sun 2026-11-22)\n"))
    }

    @Test func badPercentagesAreRefused() throws {
        let h = Harness()
        h.run(["goal", "add", "Sleep earlier"])
        for bad in ["101", "-5", "abc", "50.5", "", "%"] {
            let result = h.run(["goal", "progress", "1", bad])
            #expect(result.code == 1, "\(bad)")
            #expect(result.err.contains("0 to 100"), "\(bad): \(result.err)")
        }
        #expect(try h.database().goal(1).progress == 0)
        #expect(h.run(["goal", "progress", "1", "0"]).code == 0)
        #expect(h.run(["goal", "progress", "1", "100"]).code == 0)
    }

    @Test func unknownDeletedAndNonGoalIDs() throws {
        let h = Harness()
        h.run(["goal", "add", "Soon removed"])
        h.run(["todo", "add", "a todo makes entry 2"])
        let removed = h.run(["goal", "rm", "1"])
        #expect(removed.code == 0 && removed.out.hasPrefix("Removed goal 1."))
        #expect(h.run(["goal", "list"]).out == "No goals yet. `inky goal add TEXT --step S` adds one.\n")
        for args in [["goal", "done", "1"], ["goal", "rm", "1"], ["goal", "progress", "1", "50"], ["goal", "step", "done", "1", "1"],
                     ["goal", "done", "2"], ["goal", "done", "99"]] {
            let result = h.run(args)
            #expect(result.code == 1, "\(args)")
            #expect(result.err.contains("no goal") && result.err.contains("inky goal list"), "\(result.err)")
            #expect(!result.err.contains("Soon removed"))
        }
        let deletedAt = try h.database().read { try Date.fetchOne($0, sql: "SELECT deleted_at FROM entries WHERE id = 1") }
        #expect(deletedAt != nil)
    }

    @Test func emptyTextIsRefused() throws {
        let h = Harness()
        #expect(h.run(["goal", "add"]).code == 1)
        #expect(h.run(["goal", "add", " "]).err.contains("needs some words"))
        #expect(h.run(["goal", "add", "Fine", "--step", ""]).code == 1)
        #expect(try h.database().goals().isEmpty)
    }

    /// Issue 17: steps can be added, reworded and undone; doing a thing twice says it already was.
    @Test func stepsCanBeAddedEditedAndUndoneAndDoneTwiceSaysSo() throws {
        let h = Harness()
        h.run(["goal", "add", "Run a 10k", "--step", "buy shoes", "--step", "run 5k"])
        #expect(h.run(["goal", "step", "add", "1", "run 8k"]).out == "Added step 3 to goal 1: run 8k.\n")
        #expect(h.run(["goal", "step", "edit", "1", "2", "run 5k twice"]).out == "Step 2 of goal 1 now reads: run 5k twice.\n")
        #expect(h.run(["goal", "step", "done", "1", "1"]).out.contains("the goal is at 33%"))
        let again = h.run(["goal", "step", "done", "1", "1"])
        #expect(again.out == "Step 1 of goal 1 was already done, on Sun 2026-11-22. `inky goal step undo 1 1` opens it again.\n", "\(again.out)")
        #expect(h.run(["goal", "step", "undo", "1", "1"]).out == "Step 1 of goal 1 is open again; the goal is at 0%.\n")
        #expect(h.run(["goal", "step", "undo", "1", "1"]).out == "Step 1 of goal 1 was not done; nothing changed.\n")
        // Progress set by hand above the steps' share is kept when a step is undone.
        h.run(["goal", "step", "done", "1", "2"])
        h.run(["goal", "progress", "1", "80"])
        #expect(h.run(["goal", "step", "undo", "1", "2"]).out.contains("the goal is at 80%"))
        let goal = try h.database().goal(1)
        #expect(goal.steps.map(\.bullet) == ["buy shoes", "run 5k twice", "run 8k"] && goal.stepsDone == 0)
        #expect(h.run(["goal", "step", "add", "1", "  "]).code == 1)
        #expect(h.run(["goal", "step", "edit", "1", "9", "x"]).code == 1)
        #expect(h.run(["goal", "done", "1"]).out.contains("Goal 1 reached"))
        #expect(h.run(["goal", "done", "1"]).out.contains("Goal 1 was already reached, on Sun 2026-11-22."))
    }
}
