// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// Answers to "What's one small step you could take tomorrow?", written for these tests.
@Suite("Next-step answers")
struct NextStepReadingTests {
    func read(_ answer: String) -> NextStep {
        NextStep.read(answer, goalPrefix: "goal:", lexicon: ShippedReplies.lexicon)
    }

    @Test(arguments: ["nothing", "Nothing.", "idk", "IDK", "i don't know", "dunno", "no", "n/a", "N/A", "none",
                      "nothing really", "no idea honestly", "not sure", "meh", "-", "...", "nah", "idk, nothing",
                      "goal:", "goal: nothing", "hmm, I guess nothing", "skip"])
    func fillerIsNothing(answer: String) {
        #expect(read(answer) == .nothing)
    }

    @Test(arguments: ["call my sister", "book the dentist", "nothing after 9pm, just sleep", "no phone in bed",
                      "do nothing for an hour on Sunday", "ask Priya how she is", "idk maybe tidy the desk"])
    func aRealStepIsATodo(answer: String) {
        #expect(read(answer) == .todo(answer))
    }

    @Test func aGoalLosesItsPrefix() {
        #expect(read("goal: run a 10k by spring") == .goal("run a 10k by spring"))
        #expect(read("  Goal:learn to swim ") == .goal("learn to swim"))
        #expect(read("goal: run a 10k").text == "run a 10k")
    }
}
