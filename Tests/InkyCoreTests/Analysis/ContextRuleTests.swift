// SPDX-License-Identifier: GPL-3.0-or-later

import Testing
@testable import InkyCore

/// The rows of `Lexicons/context.tsv` and `emotion-events.tsv` at work on the kinds of line issue 15 found misread.
@Suite struct ContextRuleTests {
    let analyzer = LexiconFixture.analyzer

    @Test func negatedComparativesAndSuperlatives() {
        // Clearly positive (it read −0.53 before issue 15; the learned layer tempers the frame's 0.72 to about 0.4).
        #expect(analyzer.analyze("I could not be happier").valence > 0.3)
        #expect(analyzer.analyze("Couldn't have gone worse at the dentist").valence < -0.3)
        let notTheBest = analyzer.analyze("Not the best day.").valence
        #expect(notTheBest < 0 && notTheBest > -0.5, "mildly negative, not \(notTheBest)")
    }

    @Test func wishesAndCounterfactualsReadAsLoss() {
        let anniversary = analyzer.analyze("It would have been our tenth anniversary today.")
        #expect(anniversary.valence < 0)
        #expect(anniversary.namedEmotion == .sadness)
        #expect(analyzer.analyze("I keep hoping things will get better, but they never do.").valence < 0)
    }

    @Test func aSarcasticExclamationTurnsOnlyBeforeABadEvent() {
        let train = analyzer.analyze("Fantastic, the train is cancelled again.")
        #expect(train.valence < 0)
        #expect(train.namedEmotion == .anger)
        #expect(analyzer.analyze("Fantastic news: we're going to be grandparents!").valence > 0.5)
        #expect(analyzer.analyze("Great weather for the beach today, sunny and warm.").valence > 0.3)
    }

    @Test func literalColoursAndSubjectsAreNotFeelings() {
        let heron = analyzer.analyze("Saw a blue heron by the canal.")
        #expect(heron.valence >= 0)
        #expect(heron.namedEmotion != .sadness)
        #expect(analyzer.analyze("Feeling a bit blue today.").valence < 0)
        #expect(abs(analyzer.analyze("Watched a documentary about the Black Death.").valence) < 0.2)
    }

    @Test func slangAfterTheWordBoostsIt() {
        #expect(analyzer.analyze("tired af").valence < analyzer.analyze("tired").valence)
    }

    @Test func workStressAndGriefWithoutFeelingWords() {
        #expect(analyzer.analyze("The launch slipped again.").valence < 0)
        #expect(analyzer.analyze("They moved the deadline up.").valence < 0)
        #expect(analyzer.analyze("My grandmother passed away last night.").namedEmotion == .sadness)
    }

    @Test func aLineWithoutFeelingNamesNoEmotion() {
        let errands = analyzer.analyze("Went to the shop, came home, did laundry.")
        #expect(errands.namedEmotion == nil)
        #expect(errands.ekman == .neutral)
        #expect(errands.jsonLine().contains("\"top\":\"none\""))
        #expect(analyzer.analyze("I'm so happy today").jsonLine().contains("\"top\":\"joy\""))
    }
}
