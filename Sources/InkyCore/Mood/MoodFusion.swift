// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Late fusion of calibrated readings (Better Journal's layer 3).
///
/// Each reading weighs w = confidence × trust. The distribution is the w-weighted mean of the
/// readings' distributions. Valence is fused by precision: a reading's variance is
/// σ² = σ₀² / max(w, 0.01) with σ₀² = 0.09 (a fully confident text reading is worth ±0.3), so the
/// fused valence is Σ(v/σ²)/Σ(1/σ²) with variance 1/Σ(1/σ²) = σ₀²/Σw. Arousal is fused the same
/// way on logit(arousal) (arousal clamped to 0.02…0.98) with σ₀² = 0.5 and w × arousalCertainty.
///
/// Confidence = 1 − Π(1 − w/1.5) over readings (agreeing evidence adds up; 1.5 is the highest
/// trust). Readings with confidence ≥ 0.15 whose valences spread by ≥ 1.0 (on −1…1, i.e. five
/// points of the 0–10 rating) are a conflict: confidence × (1 − spread/4) and the measurement
/// variance handed to the Kalman filter is divided by the same factor.
public enum MoodFusion {
    public static let valenceUnitVariance = 0.09
    public static let arousalLogitUnitVariance = 0.5
    public static let minimumWeight = 0.01
    public static let conflictThreshold = 1.0
    public static let conflictMinimumConfidence = 0.15

    /// The fused reading; nil for no readings.
    public static func fuse(_ readings: [CalibratedReading]) -> FusedMood? {
        guard !readings.isEmpty else { return nil }
        var vPrecision = 0.0, vSum = 0.0, aPrecision = 0.0, aSum = 0.0, wTotal = 0.0
        var mixed = [Double](repeating: 0, count: EmotionCategory.count)
        var doubt = 1.0
        for r in readings {
            let w = r.weight
            let pv = max(w, minimumWeight) / valenceUnitVariance
            vPrecision += pv
            vSum += pv * r.valence
            let pa = max(w * r.arousalCertainty, minimumWeight) / arousalLogitUnitVariance
            aPrecision += pa
            aSum += pa * MoodMath.logit(r.arousal)
            wTotal += w
            let p = r.distribution.probabilities
            for k in 0..<mixed.count { mixed[k] += w * p[k] }
            doubt *= 1 - min(1, w / SignalSource.selfReport.trust)
        }
        let distribution = MoodMath.canonical(wTotal > 0
            ? EmotionDistribution(normalizing: mixed)
            : EmotionDistribution(normalizing: readings.reduce(into: [Double](repeating: 0, count: EmotionCategory.count)) { acc, r in
                for k in 0..<acc.count { acc[k] += r.distribution.probabilities[k] }
            }))
        var confidence = 1 - doubt
        var valenceVariance = 1 / vPrecision
        var arousalVariance = 1 / aPrecision

        let conflict = detectConflict(readings)
        if let conflict {
            let factor = 1 - conflict.spread / 4
            confidence *= factor
            valenceVariance /= factor
            arousalVariance /= factor
        }
        return FusedMood(
            valence: MoodMath.clamp(vSum / vPrecision, -1...1, fallback: 0),
            arousal: MoodMath.sigmoid(aSum / aPrecision),
            arousalLogit: aSum / aPrecision,
            distribution: distribution,
            confidence: MoodMath.clamp(confidence, 0...1, fallback: 0),
            valenceVariance: valenceVariance,
            arousalLogitVariance: arousalVariance,
            conflict: conflict)
    }

    /// The widest valence disagreement among confident readings, if it reaches the threshold.
    public static func detectConflict(_ readings: [CalibratedReading]) -> MoodConflict? {
        let confident = readings.filter { $0.confidence >= conflictMinimumConfidence }
        guard let high = confident.max(by: { $0.valence < $1.valence }),
              let low = confident.min(by: { $0.valence < $1.valence }),
              high.valence - low.valence >= conflictThreshold
        else { return nil }
        return MoodConflict(
            higher: .init(source: high.source, valence: high.valence, rating: high.rating),
            lower: .init(source: low.source, valence: low.valence, rating: low.rating),
            spread: high.valence - low.valence)
    }
}
