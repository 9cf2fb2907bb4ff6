// SPDX-License-Identifier: GPL-3.0-or-later
import InkyData
import Testing
@testable import InkyCore

/// Issue 17, item 9: a reply to "How has your mind felt lately?" in the person's own words is read as the
/// closest of the three options, or asked about once more; never silently dropped.
@Suite("Onboarding's check-in")
struct OnboardingChoiceTests {
    static let script = OnboardingScript.parse(EmbeddedData.file(OnboardingScript.path) ?? "").0!
    static let replies = ReplyLexicon.parse(EmbeddedData.file(ReplyLexicon.path) ?? "").0

    @Test(arguments: [
        ("1", 0), ("2", 1), ("3", 2), ("Mostly okay", 0), ("up and down", 1), ("HEAVY", 2),
        ("mostly steady", 0), ("mostly fine really", 0), ("pretty good, calm", 0), ("happy lately", 0),
        ("mixed", 1), ("it varies a lot", 1), ("ups and downs", 1), ("a bit of a rollercoaster", 1), ("some days good, some not", 1),
        ("heavy and tired", 2), ("really low and sad", 2), ("exhausted and hopeless", 2), ("pretty rough", 2),
    ])
    func repliesInOtherWordsFindTheirOption(reply: String, option: Int) {
        #expect(Self.script.latelyChoice(reply, analyzer: LexiconFixture.analyzer, replies: Self.replies) == option, "\(reply)")
    }

    @Test(arguments: ["", "4", "0", "hmm", "not sure", "the cat", "hmm, not sure", "idk", "no idea really", "dunno"])
    func unclearRepliesChooseNothing(reply: String) {
        #expect(Self.script.latelyChoice(reply, analyzer: LexiconFixture.analyzer, replies: Self.replies) == nil, "\(reply)")
    }

    @Test func theShippedScriptAsksOnceMore() {
        #expect(Self.script.latelyAgain?.contains("1, 2 or 3") == true)
        #expect(Self.script.latelyMixedWords.contains("mixed"))
    }
}
