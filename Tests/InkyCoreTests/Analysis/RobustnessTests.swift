// SPDX-License-Identifier: GPL-3.0-or-later

import Testing
@testable import InkyCore

@Suite struct RobustnessTests {
    let analyzer = LexiconFixture.analyzer

    func checkInvariants(_ result: TextAnalysis, _ label: String) {
        #expect(result.valence.isFinite && (-1...1).contains(result.valence), "valence of \(label)")
        #expect(result.arousal.isFinite && (0...1).contains(result.arousal), "arousal of \(label)")
        #expect(result.confidence.isFinite && (0...1).contains(result.confidence), "confidence of \(label)")
        let probabilities = result.emotions.probabilities
        #expect(probabilities.allSatisfy { $0.isFinite && $0 >= 0 }, "distribution of \(label)")
        #expect(abs(probabilities.reduce(0, +) - 1) <= 1e-9, "sum of \(label)")
        #expect(result.top == result.emotions.top)
    }

    @Test(arguments: [
        "", " ", "\n\n\n", "\u{0}", "a\u{0}b happy\u{0}", "\u{FFFD}\u{FFFD} sad \u{FFFD}", "e\u{301}\u{301}\u{301} happy",
        "\u{301}\u{302} start with marks", "שלום, אני שמח מאוד", "مرحبا أنا حزين", "\u{202E}happy\u{202C} reversed",
        "🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂", "👨‍👩‍👧‍👦 family 👍🏿", "!!!???...,,,;;;", "'''''", "n't", "'s",
        ":):):):)", "<3<3<3", "A" + String(repeating: "a", count: 500), String(repeating: "so ", count: 300) + "happy",
        String(repeating: "not ", count: 100) + "happy", "ALL CAPS LINE\nmixed Case LINE", "\r\n\r\nhappy\r\n",
        "\t\tsad\t", "日本語のテキスト、とても嬉しい！", "Ünïcödé WÖRDS ärgerlich", "😀" + String(repeating: "\u{301}", count: 50),
        "\u{1F3FB}\u{FE0F}\u{200D}", "x" + String(repeating: "\u{200D}", count: 40),
    ])
    func strangeInputNeverCrashes(_ text: String) {
        checkInvariants(analyzer.analyze(text), text.debugDescription)
        let explanation = analyzer.explain(text)
        #expect(explanation.analysis == analyzer.analyze(text))
        _ = explanation.jsonLine()
        _ = explanation.lines
    }

    @Test func megabyteText() {
        let sentence = "Today at work I was very happy but also SO tired!!! 😭 not bad :) "
        let text = String(repeating: sentence, count: 1_000_000 / sentence.utf8.count + 1)
        #expect(text.utf8.count > 1_000_000)
        let result = analyzer.analyze(text)
        checkInvariants(result, "megabyte")
        #expect(result.keywords.count <= Int(LexiconFixture.lexicons.settings.keywordLimit))
        let noSpaces = String(repeating: "a", count: 1_000_000)
        checkInvariants(analyzer.analyze(noSpaces), "one long word")
        let contrasts = String(repeating: "good but bad but ", count: 60_000)
        checkInvariants(analyzer.analyze(contrasts), "one long sentence of contrasts")
        let openers = String(repeating: "Good. But bad. ", count: 60_000)
        checkInvariants(analyzer.analyze(openers), "many sentences opening with a contrast")
        let emoji = String(repeating: "😭", count: 100_000)
        checkInvariants(analyzer.analyze(emoji), "emoji run")
    }

    @Test func generatedStringsKeepInvariants() {
        let lexiconWords = ["happy", "sad", "not", "very", "but", "kind of", "furious", "calm", "😭", ":)", "!!!", "?",
                            "never", "although", "NOT", "HAPPY", "sooo", "burnt out", "no doubt", "lonely", "proud", ",",
                            ".", "\n", "\u{0}", "\u{FFFD}", "é", "dont", "can't", "work", "sleep", "my", "the", "🤦🏽‍♂️"]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...25, using: &generator)
            var text = ""
            for _ in 0..<count {
                text += lexiconWords.randomElement(using: &generator)!
                if Bool.random(using: &generator) { text += " " }
            }
            checkInvariants(analyzer.analyze(text), text.debugDescription)
        }
    }

    @Test func randomBytesKeepInvariants() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let text = String(decoding: bytes, as: UTF8.self)
            checkInvariants(analyzer.analyze(text), "random bytes")
        }
    }

    @Test func analysisIsDeterministic() {
        let text = "Work was stressful but dinner with my sister was lovely 🙂"
        #expect(analyzer.analyze(text) == analyzer.analyze(text))
        #expect(analyzer.analyze(text).jsonLine() == analyzer.analyze(text).jsonLine())
    }
}
