// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Reading the answer to the safety question")
struct SafetyReplyTests {
    func read(_ answer: String) -> SafetyReply {
        SafetyReply.read(answer, prompts: SafetyFixture.prompts, screen: SafetyFixture.screen)
    }

    @Test(arguments: ["yes", "Yeah.", "sometimes", "not sure", "idk", "kind of, lately", "no... maybe a little"])
    func yesAndNotSureReadAsYes(answer: String) {
        #expect(read(answer) == .yes, "\(answer)")
    }

    @Test(arguments: ["no", "Nope", "no, just a rough week", "I'm ok, just tired", "not really"])
    func noReadsAsNo(answer: String) {
        #expect(read(answer) == .no, "\(answer)")
    }

    @Test func crisisWordsInTheAnswerReadAsYesWhateverElseItSays() {
        #expect(read("nope. I have the pills lined up for tonight") == .yes)
    }

    @Test func anAnswerWithNeitherErrsTowardCare() {
        #expect(read("hmm") == .yes)
        #expect(read("   ") == .skipped)
    }

    @Test func aPersonsOwnFileFillsFromTheShippedOne() {
        let own = SafetyPrompts.parse("version: 1\nmessage: Call Sam.\n").0!.filling(from: SafetyFixture.prompts)
        #expect(own.message == "Call Sam.")
        #expect(own.concernQuestion(for: .passive) == SafetyFixture.prompts.concernQuestion(for: .passive))
        #expect(own.concernQuestion(for: .selfharm).contains("hurting yourself"))
        #expect(SafetyPrompts.parse("version: 1\n").1.first?.message == "needs a non-empty 'message'")
        #expect(SafetyPrompts.parse("version: 1\nmessage: hi\ncategories:\n  sad: x\n").1.first?.message == "unknown category 'sad' in categories")
    }
}
