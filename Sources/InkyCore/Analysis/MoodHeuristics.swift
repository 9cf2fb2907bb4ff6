// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation  // exp

/// The analyzer's heuristics, one small function each; their constants come from `AnalyzerSettings`.
enum MoodHeuristics {
    /// Scale a booster (> 1) or dampener (< 1) of `strength` gives a cue `distance` words after it.
    static func intensifierScale(strength: Double, distance: Int, isBooster: Bool, decay: Double) -> Double {
        var effect = strength
        for _ in 1..<max(1, distance) { effect *= decay }
        return isBooster ? 1 + effect : max(0, 1 - effect)
    }

    /// Whether negators in reach flip the cue: an odd count does ("not unhappy" keeps two and cancels).
    static func isNegated(negatorsInScope: Int) -> Bool { negatorsInScope % 2 == 1 }

    /// Valence of a negated cue: flipped and shrunk ("not happy" is milder than "sad").
    static func negatedValence(_ valence: Double, factor: Double) -> Double { valence * factor }

    /// Scale for an ALL-CAPS cue; only on lines that also have lower case (an all-caps line is no emphasis).
    static func capsScale(isEmphasis: Bool, factor: Double) -> Double { isEmphasis ? factor : 1 }

    /// Scale for an elongated cue ("sooo", "happyyy").
    static func elongationScale(isElongated: Bool, factor: Double) -> Double { isElongated ? factor : 1 }

    /// Scale for every cue in a sentence ending with `count` exclamation marks.
    static func exclamationScale(count: Int, step: Double, maxCount: Double) -> Double {
        1 + step * min(Double(count), maxCount)
    }

    /// Weight of cues in a question ("am I happy?") — asked, not stated.
    static func questionWeight(isQuestion: Bool, factor: Double) -> Double { isQuestion ? factor : 1 }

    /// Emphasis pulls arousal toward 1 by `share` of the extra emphasis.
    static func emphasizedArousal(_ arousal: Double, emphasis: Double, share: Double) -> Double {
        min(1, max(0, arousal + (1 - arousal) * share * max(0, emphasis - 1)))
    }

    /// Squashes the summed valence into -1...1: S / sqrt(S² + alpha).
    static func squashedValence(_ sum: Double, alpha: Double) -> Double {
        guard sum.isFinite else { return 0 }
        return max(-1, min(1, sum / (sum * sum + alpha).squareRoot()))
    }

    /// Category a negated cue's weight goes to: the `negated` column of its top category in `categories.tsv`.
    static func negatedCategory(of top: Int, categories: [CategoryProfile]) -> Int {
        categories[top].negated.index
    }

    /// Confidence from cue mass (more cues, more confidence) and agreement (mixed cues, less).
    static func confidence(mass: Double, agreement: Double, massScale: Double, agreementFloor: Double) -> Double {
        guard mass > 0 else { return 0 }
        let coverage = 1 - exp(-mass / massScale)
        let score = coverage * (agreementFloor + (1 - agreementFloor) * max(0, min(1, agreement)))
        return score.isFinite ? max(0, min(1, score)) : 0
    }
}
