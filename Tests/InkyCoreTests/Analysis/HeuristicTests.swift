// SPDX-License-Identifier: GPL-3.0-or-later

import Testing
@testable import InkyCore

/// One table per heuristic; each row would fail if its heuristic broke.
@Suite struct HeuristicTests {
    /// The whole analyzer, the learned layer of mood-model.tsv included: every heuristic must survive it.
    let analyzer = LexiconFixture.analyzer

    func valence(_ text: String) -> Double { analyzer.analyze(text).valence }

    /// The rules alone, for rows that ask whether a cue was found at all (a line without one reads exactly 0
    /// there; the learned layer may lean such a line a little, tested in MoodModelTests).
    func ruleValence(_ text: String) -> Double { LexiconFixture.lexiconOnlyAnalyzer.analyze(text).valence }

    // Negation: a negated cue flips sign and is weaker than its opposite word.
    @Test(arguments: [
        ("I am happy", "I am not happy"),
        ("I feel good", "I don't feel good"),
        ("I feel good", "I dont feel good"),
        ("I feel good", "I don’t feel good"),
        ("This is great", "This is never great"),
        ("I was calm", "I wasn't calm"),
        ("I am proud of it", "I am not proud of it"),
    ])
    func negationFlipsPositive(_ plain: String, _ negated: String) {
        #expect(valence(plain) > 0)
        #expect(valence(negated) < 0)
    }

    @Test(arguments: [
        ("I am sad", "I am not sad"),
        ("I am worried", "I'm not worried"),
        ("I was angry", "I wasn't angry at all"),
    ])
    func negationFlipsNegative(_ plain: String, _ negated: String) {
        #expect(valence(plain) < 0)
        #expect(valence(negated) > 0)
    }

    @Test func negationIsWeakerThanTheOpposite() {
        #expect(valence("I am not happy") > valence("I am sad"))
        #expect(valence("I am not sad") < valence("I am happy"))
    }

    @Test func negationScopeEnds() {
        // Scope ends at a comma and after its reach.
        #expect(valence("not now, I am happy") > 0)
        #expect(valence("no, happy") > 0)
        // Two negators cancel.
        #expect(valence("I am not unhappy") > 0)
        #expect(valence("not never happy") > 0)
    }

    @Test func negatedPositiveLandsOnANegativeCategory() {
        let result = analyzer.analyze("I am not happy")
        #expect(result.top == .sadness)
        #expect(analyzer.analyze("I'm not angry anymore").top != .anger)
    }

    // "not bad" and other fixed expressions.
    @Test(arguments: ["not bad", "Not bad at all", "not too bad", "no worries", "can't complain", "couldn't be better",
                      "I can't wait for tomorrow", "no doubt it was fun", "without a doubt the best day"])
    func specialsArePositive(_ text: String) {
        #expect(valence(text) > 0, "\(text)")
    }

    @Test func notBadIsMilderThanGoodAndAboveBad() {
        #expect(valence("not bad") > 0)
        #expect(valence("not bad") < valence("really good"))
        #expect(valence("bad") < 0)
        #expect(valence("cut me some slack") < 0)
    }

    // Contrast: "but" leans to what follows; "although" to the main clause.
    @Test(arguments: [
        ("good but tiring", "tiring"),
        ("The party was fun but I feel lonely now", "lonely"),
        ("I was sad but the walk helped and I feel great", "great"),
        ("Work was fine. But I'm exhausted.", "exhausted"),
        ("Although it rained, I had a wonderful time", "wonderful"),
        ("I had a wonderful time, although it rained and I got soaked and miserable", "wonderful"),
    ])
    func contrastLeansToTheMainClause(_ text: String, _ mainCue: String) {
        let v = valence(text)
        let main = valence(mainCue)
        #expect(v * main > 0, "\(text): \(v) should share the sign of \(mainCue) (\(main))")
    }

    @Test func contrastWeighsBeforeLess() {
        #expect(valence("tiring but good") > valence("good but tiring"))
        #expect(valence("good but tiring") < valence("good and tiring"))
    }

    // Boosters and dampeners, decaying with distance.
    @Test func boostersAndDampenersOrder() {
        #expect(valence("very happy") > valence("happy"))
        #expect(valence("happy") > valence("kind of happy"))
        #expect(valence("extremely happy") > valence("very happy"))
        #expect(valence("very sad") < valence("sad"))
        #expect(valence("a bit sad") > valence("sad"))
        #expect(valence("slightly anxious") > valence("anxious"))
        #expect(valence("really really happy") > valence("really happy"))
    }

    @Test func boosterDecaysWithDistance() {
        let near = analyzer.explain("really happy").contributions.first?.valence ?? 0
        let far = analyzer.explain("really quite a happy").contributions.first?.valence ?? 0
        #expect(near > far)
    }

    @Test func dualRoleWordIsBoosterOnlyBeforeACue() {
        #expect(valence("terribly happy") > valence("happy"))
        #expect(valence("I did terribly") < 0)
    }

    // Caps: emphasis only when the line also has lower case.
    @Test func capsEmphasis() {
        #expect(valence("I am HAPPY today") > valence("I am happy today"))
        #expect(valence("I am SAD today") < valence("I am sad today"))
        #expect(valence("I AM HAPPY TODAY") == valence("i am happy today"))
        #expect(analyzer.analyze("I am FURIOUS now").arousal > analyzer.analyze("I am furious now").arousal)
    }

    // Elongation of letters and of exclamation marks.
    @Test func elongation() {
        #expect(valence("sooo happy") > valence("so happy"))
        #expect(valence("happyyyy") > valence("happy"))
        #expect(valence("goooood day") > 0)
        #expect(valence("happy!!!") > valence("happy"))
        #expect(valence("happy!!!!!!!!!!") == valence("happy!!!"))  // capped
        #expect(analyzer.analyze("angry!!!").arousal > analyzer.analyze("angry").arousal)
    }

    // Emoji and emoticons, skin tones and variation selectors.
    @Test(arguments: [("😊", 1.0), ("😭", -1.0), ("❤️", 1.0), ("❤", 1.0), ("👍🏽", 1.0), ("🤦🏻‍♀️", -1.0), ("💔", -1.0),
                      (":)", 1.0), (":-(", -1.0), (":D", 1.0), ("<3", 1.0), (":'(", -1.0), ("</3", -1.0), ("^_^", 1.0),
                      ("T_T", -1.0)])
    func emoji(_ text: String, _ sign: Double) {
        #expect(valence("today \(text)") * sign > 0, "\(text)")
    }

    @Test func emoticonsNeedABoundary() {
        #expect(ruleValence("see https://example.com") == 0)
        #expect(ruleValence("meeting at 3:30") == 0)
        #expect(ruleValence("(see below):") == 0)
        #expect(valence("great:)") > valence("great"))
    }

    // Contractions, with and without apostrophes.
    @Test(arguments: ["I can't relax", "I cant relax", "I won't enjoy it", "I wont enjoy it", "it isn't fun",
                      "it isnt fun", "I didn't like the fun part", "I couldn't relax"])
    func contractionsNegate(_ text: String) {
        #expect(valence(text) < 0, "\(text)")
    }

    @Test func contractionsThatAreNotNegators() {
        #expect(valence("I'm happy") > 0)
        #expect(valence("it's great") > 0)
        #expect(valence("I'll be fine") > 0)
        #expect(valence("I'm ill") < 0)  // "I'll" must not become "ill"
        #expect(ruleValence("I'll go") == 0)
    }

    // Questions weigh less than statements.
    @Test func questions() {
        #expect(valence("Am I happy?") < valence("I am happy."))
        #expect(valence("Am I happy?") > 0)
        #expect(valence("Why am I so sad?") > valence("I am so sad."))
        #expect(analyzer.analyze("Am I happy?").confidence < analyzer.analyze("I am happy.").confidence)
    }

    // Slang and multi-word expressions.
    @Test(arguments: [("I'm stoked", 1.0), ("ngl this slaps lol", 1.0), ("fml", -1.0), ("ugh mondays", -1.0),
                      ("I'm over the moon", 1.0), ("totally burnt out", -1.0), ("I'm fed up", -1.0),
                      ("I am on cloud nine", 1.0), ("feeling under the weather", -1.0), ("self-conscious", -1.0)])
    func slangAndPhrases(_ text: String, _ sign: Double) {
        #expect(valence(text) * sign > 0, "\(text)")
    }

    @Test func phraseOverridesItsWords() {
        // "over the moon" is joy, not a neutral "moon"; "fed up" is anger, not "fed".
        #expect(analyzer.analyze("I'm over the moon").top == .joy)
        #expect(analyzer.analyze("I'm so fed up").top == .anger)
    }
}
