// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

/// Issue 16, items 2 and 3 (part): a reflection acts on what is answered (seeded golden transcripts, fixed clock).
@Suite("Acting on answers")
struct ActingOnAnswersTests {
    /// A first reflection that ends with `step` as its next step (todo 1).
    func firstDay(_ h: Harness, step: String) {
        _ = h.reflect(at: "2026-11-21T21:00:00", seed: 1, ["fine", "ordinary day", "ok", "tea", step])
    }

    @Test func aClearYesClosesTheLastStep() throws {
        let h = Harness()
        firstDay(h, step: "call my sister")
        let r = h.reflect(at: "2026-11-22T21:00:00", seed: 2, ["yes, this morning", "calm", "a slow day", "ok", "tea", "water the plants"])
        #expect(r.out.contains(Messages.lastStepDone(1, text: "call my sister")))
        #expect(r.out.hasSuffix("Saved 6 answers and todo 2. Todo 1 is marked done.\n"))
        let todos = h.run(["todo", "list", "--all", "--json"]).out
        #expect(todos.contains("\"id\":1,\"text\":\"call my sister\",\"done\":true"))
        #expect(h.run(["todo", "undo", "1"]).code == 0, "the line's way back works")
        try Golden.check(r.out, against: "acts-yes-closes-step.txt")
    }

    @Test func jsonNamesTheClosedTodo() throws {
        let h = Harness()
        firstDay(h, step: "call my sister")
        let r = h.reflect(at: "2026-11-22T21:00:00", seed: 2, ["did it"], ["--json"])
        let lines = r.out.split(separator: "\n")
        #expect(lines.contains { $0.contains("\"type\":\"saved\"") && $0.contains("\"kind\":\"todo-done\"") && $0.contains("\"id\":1") })
    }

    @Test func notYetKeepsTheStepAndCarriesItOver() throws {
        let h = Harness()
        firstDay(h, step: "call my sister")
        let r = h.reflect(at: "2026-11-22T21:00:00", seed: 2, ["not yet", "calm and a bit tired tonight", "a slow day at home", "ok", "tea", "nothing"])
        #expect(r.out.contains(Messages.lastStepKept(1)))
        #expect(r.out.contains(Messages.nextStepNothing))
        #expect(r.out.hasSuffix("Saved 6 answers.\n"))
        let next = h.reflect(at: "2026-11-23T21:00:00", seed: 3, ["done"])
        #expect(next.out.contains("\"call my sister\""), "asked again the next time")
        #expect(!next.out.contains("\"nothing\""))
        #expect(next.out.contains(Messages.lastStepDone(1, text: "call my sister")))
        try Golden.check(r.out + "--- the next day\n" + next.out, against: "acts-not-yet-carries.txt")
    }

    @Test(arguments: ["I did not", "not done yet", "didn't get to it", "hmm"])
    func nearMissesLeaveTheStepOpen(reply: String) throws {
        let h = Harness()
        firstDay(h, step: "call my sister")
        let r = h.reflect(at: "2026-11-22T21:00:00", seed: 2, [reply])
        #expect(!r.out.contains("Marked todo"))
        #expect(h.run(["todo", "list"]).out.contains("call my sister"))
    }

    @Test(arguments: ["nothing", "idk", "no", "n/a", "dunno", "nothing really"])
    func aFillerStepIsNotSavedNorQuotedBack(step: String) throws {
        let h = Harness()
        let r = h.reflect(at: "2026-11-21T21:00:00", seed: 1, ["fine", "ordinary day", "ok", "tea", step])
        #expect(r.out.contains(Messages.nextStepNothing))
        #expect(!r.out.contains("Saved as todo"))
        #expect(h.run(["todo", "list"]).out.contains(Messages.noOpenTodos))
        let next = h.reflect(at: "2026-11-22T21:00:00", seed: 2, ["ok"])
        #expect(!next.out.contains("You planned to") && !next.out.contains("Last time you chose"))
    }

    @Test func aFillerStepGolden() throws {
        let r = Harness().reflect(at: "2026-11-21T21:00:00", seed: 1, ["fine", "ordinary day", "ok", "tea", "idk"])
        try Golden.check(r.out, against: "acts-filler-step.txt")
    }

    @Test func aGoalIsAskedAboutAsAGoal() throws {
        let h = Harness()
        firstDay(h, step: "goal: run a 10k by spring")
        let r = h.reflect(at: "2026-11-22T21:00:00", seed: 2, ["a short run, yes"])
        #expect(r.out.contains("\"run a 10k by spring\""))
        #expect(!r.out.contains("goal:  run") && !r.out.contains("\"goal: run"))
        let question = try #require(r.out.split(separator: "\n").first { $0.contains("run a 10k") })
        #expect(question.hasSuffix("?") || question.hasSuffix("counts."))
        let again = Harness()
        firstDay(again, step: "goal: run a 10k by spring")
        again.environment["INKY_NOW"] = "2026-11-22T21:00:00"
        let first = try #require(questionEvents(again.run(["--seed", "2", "--json"], input: "a short run, yes\n").out).first)
        #expect(first["rule"] as? String == "last-goal-how")
        try Golden.check(r.out, against: "acts-goal-asked-as-goal.txt")
    }

    @Test func openStepsAreOfferedForReview() throws {
        let h = Harness()
        for (i, day) in ["17", "18", "19", "20"].enumerated() {
            let answers = (i == 0 ? [] : ["not yet"]) + ["fine", "ordinary day", "ok", "tea", "step \(i + 1)"]
            let r = h.reflect(at: "2026-11-\(day)T21:00:00", seed: i, answers)
            #expect(r.out.contains(Messages.nextStepTodo(Int64(i + 1))), "day \(i + 1) saved its step")
            let review = Messages.openStepsToReview(i + 1)
            #expect(r.out.contains(review) == (i + 1 > 3), "day \(i + 1)")
        }
    }

    /// Issue 16, item 3 (part): a word the question itself offered is that option.
    @Test func aWordTheQuestionOfferedIsNotAHardDay() throws {
        // Seed 3 asks "How does your body feel this evening: tired, restless, settled?" first.
        let h = Harness()
        let r = h.run(["--seed", "3"], input: "tired\nwork, then home\nok\ntea\nsleep early\n")
        #expect(r.out.contains("tired, restless, settled?"))
        let plain = questionEvents(Harness().run(["--seed", "3", "--json"], input: "tired\nwork, then home\nok\ntea\nsleep early\n").out)
        #expect(plain.count > 1 && !plain.contains { $0["state"] as? String == "hard-day" })
        let heavy = questionEvents(Harness().run(["--seed", "3", "--json"], input: "tired and hopeless\n").out)
        #expect(heavy.count > 1 && heavy[1]["state"] as? String == "hard-day", "saying more than the option is read as said")
        try Golden.check(r.out, against: "option-word-tired.txt")
    }
}
