// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// Replies to "You planned to X. How did it go?", written for these tests.
@Suite("Step replies")
struct StepReplyTests {
    @Test(arguments: ["done", "Done!", "did it", "yes, this morning", "yep finished it", "Yes I did, before lunch",
                      "I did, and it felt good", "finished it after work", "got it done", "yeah, booked it",
                      "Managed it at last", "it happened, finally", "sorted"])
    func aClearYesIsDone(reply: String) {
        #expect(StepReply.read(reply, lexicon: ShippedReplies.lexicon) == .done)
    }

    @Test(arguments: ["not yet", "not done yet", "I did not", "I didn't", "didn't get to it", "haven't finished",
                      "no", "Nope, too tired", "no, the day had other ideas", "forgot about it", "ran out of time",
                      "partly", "half done", "not finished", "never did it", "I haven't done it", "yes, but not yet",
                      "still working on it", "not really done"])
    func aNoOrNotYetIsNotYet(reply: String) {
        #expect(StepReply.read(reply, lexicon: ShippedReplies.lexicon) == .notYet)
    }

    @Test(arguments: ["", "   ", "hmm", "the weather was strange", "my sister called", "I'm tired", "what step?"])
    func anythingElseIsUnclear(reply: String) {
        #expect(StepReply.read(reply, lexicon: ShippedReplies.lexicon) == .unclear)
    }

    @Test func aYesFurtherInIsNotAStartingYes() {
        // "yes" and "no" count only as the reply's first words.
        #expect(StepReply.read("I said yes to dinner", lexicon: ShippedReplies.lexicon) == .unclear)
        #expect(StepReply.read("there was no bus, did it anyway", lexicon: ShippedReplies.lexicon) == .done)
    }

    @Test func aNegatorReachesOnlyAFewWordsBack() {
        let lexicon = ShippedReplies.lexicon
        #expect(StepReply.read("not sure how, but finished it", lexicon: lexicon) == .done)
        #expect(StepReply.read("not quite finished", lexicon: lexicon) == .notYet)
    }
}
