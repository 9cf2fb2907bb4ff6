// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Offered options")
struct OfferedOptionsTests {
    static let body = "How does your body feel this evening: tired, restless, settled?"

    @Test func theOptionsAreTheListBeforeTheQuestionMark() {
        #expect(OfferedOptions.options(in: Self.body) == [["tired"], ["restless"], ["settled"]])
        #expect(OfferedOptions.options(in: "Pick one: calm or a bit wired?") == [["calm"], ["a", "bit", "wired"]])
        #expect(OfferedOptions.options(in: "How are you feeling right now? (You can also rate it: /mood 0-10.)").isEmpty)
        #expect(OfferedOptions.options(in: "What stood out about today?").isEmpty)
        #expect(OfferedOptions.options(in: "Note: one thing only?").isEmpty, "one option is no choice")
    }

    @Test(arguments: ["tired", "Tired.", "tired I guess", "restless, honestly", "settled"])
    func aWordTheQuestionOfferedIsThatOption(reply: String) {
        #expect(OfferedOptions.pick(reply, question: Self.body, lexicon: ShippedReplies.lexicon) != nil)
        #expect(OfferedOptions.valenceWeight(reply, question: Self.body, lexicon: ShippedReplies.lexicon, weight: 0.5) == 0.5)
    }

    @Test(arguments: ["very tired", "not tired", "tired and hopeless", "exhausted", "tired of everything"])
    func sayingMoreIsReadAsSaid(reply: String) {
        #expect(OfferedOptions.pick(reply, question: Self.body, lexicon: ShippedReplies.lexicon) == nil)
        #expect(OfferedOptions.valenceWeight(reply, question: Self.body, lexicon: ShippedReplies.lexicon, weight: 0.5) == 1)
    }

    @Test func onlyTheQuestionsOwnOptionsCount() {
        #expect(OfferedOptions.pick("tired", question: "What stood out about today?", lexicon: ShippedReplies.lexicon) == nil)
    }
}
