// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("The last step")
struct LastStepTests {
    func choose(_ answer: String?, _ todos: [(id: Int64, text: String)]) -> LastStep? {
        LastStep.choose(lastAnswer: answer, openTodos: todos, goalPrefix: "goal:", lexicon: ShippedReplies.lexicon)
    }

    @Test func aGoalIsAskedAsAGoalWithoutItsPrefix() {
        #expect(choose("goal: run a 10k", [(3, "call mum")]) == .goal("run a 10k"))
    }

    @Test func theNewestOpenTodoFromAReflection() {
        #expect(choose("call mum", [(4, "call mum"), (2, "book the dentist")]) == .todo(id: 4, text: "call mum"))
    }

    @Test func aStepAnsweredNotYetCarriesOverWhenNothingNewWasChosen() {
        #expect(choose("nothing", [(2, "book the dentist")]) == .todo(id: 2, text: "book the dentist"))
        #expect(choose(nil, [(2, "book the dentist")]) == .todo(id: 2, text: "book the dentist"))
    }

    @Test func fillerSavedByAnOlderInkyIsNeverQuotedBack() {
        #expect(choose("nothing", [(5, "nothing"), (4, "idk")]) == nil)
        #expect(choose("idk", [(5, "idk"), (1, "water the plants")]) == .todo(id: 1, text: "water the plants"))
    }

    @Test func noOpenStepNoQuestion() {
        #expect(choose("call mum", []) == nil)
    }
}
