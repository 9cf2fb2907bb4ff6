// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// What `MoodModel` makes of one text, and how it becomes the analyzer's reading.
extension MoodModel {
    /// How sure the layer must be of an emotion to name it in a line without a single lexicon cue (below, the
    /// line keeps "none": "I went to the store." leans toward sadness in the layer at 0.48, and is not sad).
    static let uncuedNamingFloor = 0.5

    /// The learned layer's reading of one text.
    public struct Reading: Sendable, Hashable {
        /// −1 ... 1.
        public var valence: Double
        /// One probability per category in `EmotionCategory` order, then "none"; they sum to 1.
        public var probabilities: [Double]
        /// How many of the text's words and pairs the model knows.
        public var known: Int

        /// Whether it names an emotion surely enough for a line in which the lexicon found no cue: the named
        /// emotion holds at least `uncuedNamingFloor` of the probability.
        public var namesWithoutCues: Bool {
            guard let named = namedEmotion else { return false }
            return probabilities[named.index] >= MoodModel.uncuedNamingFloor
        }

        /// The named emotion: the most probable category, or nil when "none" is the most probable.
        public var namedEmotion: EmotionCategory? {
            var best = 0
            for i in probabilities.indices where probabilities[i] > probabilities[best] { best = i }
            return best < EmotionCategory.count ? EmotionCategory.allCases[best] : nil
        }
    }

    /// The model's reading of `text`, given the lexicon's reading of it; nil for a model without weights.
    /// `cued`: the lexicon found a feeling cue in it, and the valence is read through the curve; a line
    /// without one has little evidence and keeps the regression's own valence, which leans toward 0.
    public func read(_ text: String, lexicon: TextAnalysis, cued: Bool = true) -> Reading? {
        guard !isEmpty else { return nil }
        return read(features: SafetyModelWords.distinctFeatures(in: text), lexicon: lexicon, cued: cued)
    }

    /// `read(_:lexicon:cued:)` of a text whose distinct words and pairs are `features`
    /// (`SafetyModelWords.distinctFeatures(in:)`).
    func read(features: [UInt32], lexicon: TextAnalysis, cued: Bool = true) -> Reading? {
        guard !isEmpty else { return nil }
        var known = 0
        var sum = SIMD16<Float>()
        for hash in features {
            let row = row(of: hash)
            guard row >= 0 else { continue }
            known += 1
            sum += weights[row]
        }
        let distinct = features.count
        let scale = norm > 0 ? 1 / Float(max(Int(norm), distinct)).squareRoot() : 1
        var score = bias + sum * scale
        for (feature, value) in zip(readingWeights, Self.readingFeatures(of: lexicon)) where value != 0 {
            score += feature * value
        }
        let logits = (1..<Self.columns).map { Double(score[$0]) }
        let largest = logits.max() ?? 0
        let exps = logits.map { exp($0 - largest) }
        let total = exps.reduce(0, +)
        return Reading(valence: cued ? valence(ofScore: Double(score[0])) : max(-1, min(1, Double(score[0]))), probabilities: exps.map { $0 / total }, known: known)
    }

    /// Puts the layer's reading in place of the lexicon's valence and (with `emotions`) its emotions and
    /// named emotion; arousal, confidence, keywords and topics stay the lexicon's.
    static func apply(_ reading: Reading, to analysis: inout TextAnalysis, categories: [CategoryProfile], emotions: Bool = true) {
        analysis.valence = reading.valence
        guard emotions else { return }
        analysis.emotions = EmotionDistribution(normalizing: Array(reading.probabilities.prefix(EmotionCategory.count)))
        analysis.top = analysis.emotions.top
        let named = reading.namedEmotion
        analysis.namedEmotion = named
        analysis.ekman = named.map { categories[$0.index].ekman } ?? .neutral
    }

    /// The line `inky analyze --explain` shows for it.
    static func contribution(_ reading: Reading, before: Double) -> Contribution {
        Contribution(term: "words as a whole", valence: reading.valence - before, arousal: 0, weight: 0,
                     category: reading.namedEmotion
                        ?? EmotionDistribution(normalizing: Array(reading.probabilities.prefix(EmotionCategory.count))).top,
                     rules: ["learned layer (mood-model.tsv), \(reading.known) known words and pairs: "
                             + "valence \(fixed(before)) → \(fixed(reading.valence)), "
                             + "names \(reading.namedEmotion?.rawValue ?? "none")"])
    }

    private static func fixed(_ value: Double) -> String {
        var out = JSONWriter()
        out.number((value * 100).rounded() / 100)
        return out.text
    }
}
