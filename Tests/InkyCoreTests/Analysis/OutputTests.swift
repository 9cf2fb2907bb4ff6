// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite struct OutputTests {
    let analyzer = LexiconFixture.analyzer

    @Test func noCueText() {
        let result = analyzer.analyze("I went to the store.")
        // No cue: the learned layer may lean a little, never far, and names nothing.
        #expect(abs(result.valence) < 0.15)
        #expect(result.namedEmotion == nil)
        #expect(result.ekman == .neutral)
        #expect(result.confidence < 0.1)
        #expect(result.emotions == LexiconFixture.lexicons.priorDistribution)
        #expect(result.top == .calm)
        #expect(result.keywords == ["store"])
    }

    @Test func jsonLineHasExactKeysInOrder() throws {
        let line = analyzer.analyze("Work was stressful but dinner with my sister was lovely").jsonLine()
        #expect(!line.contains("\n"))
        let keys = ["valence", "arousal", "emotions", "top", "ekman", "confidence", "keywords", "topics", "safety"]
        var position = line.startIndex
        for key in keys {
            let range = try #require(line.range(of: "\"\(key)\":", range: position..<line.endIndex))
            position = range.upperBound
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(keys))
        let emotions = try #require(object["emotions"] as? [String: Double])
        #expect(Set(emotions.keys) == Set(EmotionCategory.allCases.map(\.rawValue)))
        #expect(abs(emotions.values.reduce(0, +) - 1) < 0.001)
        #expect(object["topics"] as? [String] == ["work", "food", "family"])
    }

    @Test(arguments: [(0.0, "0"), (0.5, "0.5"), (-0.12345, "-0.1235"), (1, "1"), (0.00004, "0"), (-0.00006, "-0.0001"),
                      (0.10001, "0.1"), (Double.nan, "0"), (12.3, "12.3")])
    func numbersAreRoundedToFourDecimals(_ value: Double, _ expected: String) {
        var out = JSONWriter()
        out.number(value)
        #expect(out.text == expected)
    }

    @Test func stringsAreEscaped() throws {
        var out = JSONWriter()
        out.string("a\"b\\c\nd\u{0}e\u{1F}é😀")
        #expect(out.text == "\"a\\\"b\\\\c\\u000ad\\u0000e\\u001fé😀\"")
        let keyword = analyzer.analyze("the \"quoted\\ word\" appeared").jsonLine()
        #expect(try JSONSerialization.jsonObject(with: Data(keyword.utf8)) is [String: Any])
    }

    @Test func analysisIsCodable() throws {
        let result = analyzer.analyze("so happy with my garden 🌻")
        let data = try JSONEncoder().encode(result)
        let decoded = try JSONDecoder().decode(TextAnalysis.self, from: data)
        #expect(decoded.top == result.top)
        #expect(abs(decoded.valence - result.valence) < 1e-12)
    }

    @Test func explainListsTheCuesThatMovedTheScore() throws {
        let explanation = analyzer.explain("I am not very happy but the walk was lovely!")
        #expect(explanation.analysis == analyzer.analyze("I am not very happy but the walk was lovely!"))
        let terms = explanation.contributions.map(\.term)
        // The cues in text order, then the learned layer of mood-model.tsv, which reads the line as a whole.
        #expect(terms == ["happy", "lovely", "words as a whole"])
        #expect(explanation.contributions[2].rules.first?.hasPrefix("learned layer (mood-model.tsv)") == true)
        let happy = explanation.contributions[0]
        #expect(happy.valence < 0)
        #expect(happy.rules.contains("negated by \"not\""))
        #expect(happy.rules.contains { $0.hasPrefix("\"very\" ×") })
        #expect(explanation.contributions[1].rules.contains { $0.hasPrefix("clause weight ×1.5") })
        #expect(explanation.lines.count == 3)
        #expect(explanation.lines[0].hasPrefix("-"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(explanation.jsonLine().utf8)) as? [String: Any])
        #expect((object["contributions"] as? [Any])?.count == 3)
    }

    @Test func keywordsAreRankedFoldedAndFreeOfStopWords() {
        let keywords = analyzer.analyze("The team meeting ran long. Meetings again tomorrow, and the team meeting notes are late.").keywords
        #expect(keywords.first?.hasPrefix("team meeting") == true)
        #expect(!keywords.contains("the"))
        #expect(keywords.filter { $0.hasPrefix("meeting") }.count <= 1)
        #expect(analyzer.analyze("I am very very happy").keywords == ["happy"])
    }

    @Test func topicsAreRanked() {
        #expect(analyzer.analyze("My boss moved the deadline and the project meeting ran late").topics.first == "work")
        #expect(analyzer.analyze("Slept badly, woke up at 4, so tired").topics.first == "sleep")
        #expect(analyzer.analyze("Went for a run, then lunch with my mom and dad").topics == ["family", "exercise", "food"])
        #expect(analyzer.analyze("nothing at all").topics == [])
    }

    @Test func confidenceFallsWithMixedAndFewCues() {
        let single = analyzer.analyze("happy").confidence
        let many = analyzer.analyze("happy, joyful, grateful and proud").confidence
        let mixed = analyzer.analyze("happy and sad and angry and joyful").confidence
        #expect(many > single)
        #expect(mixed < many)
    }

    @Test func loadIsFastEnoughToDoOften() throws {
        // Not a timing test: just that a reload gives the same analysis.
        let again = try LexiconSet.load(files: LexiconFixture.files)
        #expect(TextAnalyzer(lexicons: again).analyze("so happy").jsonLine() == analyzer.analyze("so happy").jsonLine())
    }
}
