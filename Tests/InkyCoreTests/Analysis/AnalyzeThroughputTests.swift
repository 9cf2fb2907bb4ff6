// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore
@testable import InkyData

/// The shortcuts `inky analyze` takes (issue 15, item 8) give exactly what the longer way gives.
@Suite("Analyze throughput")
struct AnalyzeThroughputTests {
    static let sentences = DevSetTests.lines.map(\.sentence) + [
        "", "I want to die", "k1ll mys3lf tonight", "I'm so glad it's Friday!!! 🎉", "not not bad", "SO tired… but ‘kinda’ hopeful",
        "the the the the", "I can't say I'm not happy :) 🙂", "My friend said \"I want to end it\" and I called her mum.",
    ]

    /// `valence(_:)` skips keywords and topics, and reads the same valence as `analyze(_:)`.
    @Test func theValenceAloneIsTheAnalysisValence() {
        let analyzer = TextAnalyzer(lexicons: LexiconFixture.lexicons, safety: SafetyFixture.screen)
        #expect(Self.sentences.count > 500)
        for sentence in Self.sentences {
            #expect(analyzer.valence(sentence).bitPattern == analyzer.analyze(sentence).valence.bitPattern, "\(sentence)")
        }
    }

    /// The features read once are those, in the order, that the models read word by word.
    @Test func distinctFeaturesComeInReadingOrder() {
        for sentence in Self.sentences {
            var passed: [UInt32] = []
            let count = SafetyModelWords.forEachDistinctFeature(in: sentence) { passed.append($0) }
            let features = SafetyModelWords.distinctFeatures(in: sentence)
            #expect(features == passed && features.count == count, "\(sentence)")
            #expect(Set(features).count == features.count)
        }
    }

    /// Reading the features once gives the models' own readings, and the screen's own finding.
    @Test func sharedFeaturesReadAsTheText() throws {
        let screen = SafetyFixture.screen
        let mood = LexiconFixture.lexicons.moodModel
        let analyzer = TextAnalyzer(lexicons: LexiconFixture.lexicons)
        for sentence in Self.sentences {
            let features = SafetyModelWords.distinctFeatures(in: sentence)
            #expect(screen.model.read(features: features) == screen.model.read(sentence), "\(sentence)")
            let lexicon = analyzer.analyze(sentence)
            #expect(mood.read(features: features, lexicon: lexicon) == mood.read(sentence, lexicon: lexicon), "\(sentence)")
            #expect(screen.assess(sentence, features: features) == screen.assess(sentence), "\(sentence)")
        }
    }

    /// The embedded snapshots' decoder reads base64 as Foundation does, and turns away what is not base64.
    @Test func base64DecodesAsFoundation() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...70 {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let text = Data(bytes).base64EncodedString()
            #expect(Base64Bytes.decode(text) == bytes, "\(text)")
        }
        for bad in ["A", "AB=", "A===", "====", "AB=C", "ab!d", "QUJD\n", "QU=D"] {
            #expect(Base64Bytes.decode(bad) == nil, "\(bad)")
        }
    }
}
