// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

extension MoodSignal {
    /// Confidence of a self-report: the person's own word is the strongest evidence there is.
    public static let selfReportConfidence = 0.9
    /// Arousal certainty of a self-report with chosen categories; a bare rating gives 0.05.
    public static let chosenArousalCertainty = 0.5

    /// Valence for a 0–10 rating (Emotions Tracker's scale): linear, 0 → −1, 5 → 0, 10 → 1.
    public static func valence(forRating rating: Double) -> Double {
        (MoodMath.clamp(rating, 0...10, fallback: 5) - 5) / 5
    }

    /// A self-report from a 0–10 rating, an optional chosen category and feeling words already
    /// resolved to categories (the lexicon that maps words lives with the text analyzer).
    ///
    /// The distribution puts 0.8 on the chosen categories (the category counts twice a feeling
    /// word) and 0.2 on the rating's neighbourhood in `CategoryCentroids`. A bare rating says little
    /// about arousal: it reports 0.5 with `arousalCertainty` 0.05; chosen categories give their
    /// centroids' mean arousal with certainty 0.5.
    public static func selfReport(
        rating: Double,
        category: EmotionCategory? = nil,
        feelings: [EmotionCategory] = [],
        at date: Date
    ) -> MoodSignal {
        let valence = valence(forRating: rating)
        var chosen = Array(repeating: 0.0, count: EmotionCategory.count)
        if let category { chosen[category.index] += 2 }
        for feeling in feelings { chosen[feeling.index] += 1 }
        let chosenTotal = chosen.reduce(0, +)
        var arousal = 0.5
        var arousalCertainty = 0.05
        if chosenTotal > 0 {
            arousal = zip(chosen, CategoryCentroids.table).reduce(0) { $0 + $1.0 * $1.1.arousal } / chosenTotal
            arousalCertainty = chosenArousalCertainty
        }
        let neighbourhood = CategoryCentroids.distribution(valence: valence, arousal: arousal).probabilities
        let chosenShare = chosenTotal > 0 ? 0.8 : 0
        let weights = (0..<EmotionCategory.count).map { i in
            (chosenTotal > 0 ? chosenShare * chosen[i] / chosenTotal : 0) + (1 - chosenShare) * neighbourhood[i]
        }
        return MoodSignal(
            source: .selfReport, distribution: EmotionDistribution(normalizing: weights),
            valence: valence, arousal: arousal, confidence: selfReportConfidence,
            arousalCertainty: arousalCertainty, rating: MoodMath.clamp(rating, 0...10, fallback: 5),
            observedAt: date)
    }
}
