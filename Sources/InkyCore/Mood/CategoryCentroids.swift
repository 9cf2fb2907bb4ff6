// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Where each emotion category sits on the valence/arousal plane, for signals that only know
/// valence and arousal (ratings, typing rhythm, colour).
///
/// Placed after Russell's circumplex of affect (Russell 1980). These are the non-text centroids;
/// the text analyzer keeps its own in `Lexicons/categories.tsv`, tuned for words.
public enum CategoryCentroids {
    /// (valence −1…1, arousal 0…1) per category, in `EmotionCategory.allCases` order.
    public static let table: [(category: EmotionCategory, valence: Double, arousal: Double)] = [
        (.joy, 0.80, 0.70),
        (.gratitude, 0.70, 0.40),
        (.love, 0.80, 0.55),
        (.hope, 0.50, 0.50),
        (.calm, 0.45, 0.15),
        (.surprise, 0.15, 0.85),
        (.sadness, -0.70, 0.25),
        (.loneliness, -0.60, 0.30),
        (.anxiety, -0.55, 0.80),
        (.anger, -0.70, 0.85),
        (.disgust, -0.65, 0.60),
        (.shame, -0.60, 0.45),
    ]

    /// Width of each category's Gaussian on the plane (valence units; arousal is doubled to match).
    public static let defaultSpread = 0.35

    public static func valence(of category: EmotionCategory) -> Double { table[category.index].valence }
    public static func arousal(of category: EmotionCategory) -> Double { table[category.index].arousal }

    /// Raw (unnormalised) weights p_k = exp(−d_k² / 2s²), d_k the distance from the category's
    /// centroid with arousal rescaled to −1…1.
    static func weights(valence: Double, arousal: Double, spread: Double = defaultSpread) -> [Double] {
        let twoS2 = 2 * spread * spread
        return table.map { entry in
            let dv = valence - entry.valence
            let da = 2 * (arousal - entry.arousal)
            return exp(-(dv * dv + da * da) / twoS2)
        }
    }

    /// A distribution over the twelve categories for a point on the valence/arousal plane.
    public static func distribution(valence: Double, arousal: Double, spread: Double = defaultSpread) -> EmotionDistribution {
        MoodMath.canonical(EmotionDistribution(normalizing: weights(valence: valence, arousal: arousal, spread: spread)))
    }
}
