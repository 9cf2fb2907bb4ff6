// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Small numeric helpers shared by the mood layers.
enum MoodMath {
    /// `value` limited to `range`; NaN becomes `fallback`.
    static func clamp(_ value: Double, _ range: ClosedRange<Double>, fallback: Double) -> Double {
        guard value.isFinite else {
            if value == .infinity { return range.upperBound }
            if value == -.infinity { return range.lowerBound }
            return fallback
        }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// Arousal is kept inside this range before taking its logit, so the logit stays within ±3.9.
    static let arousalLogitBounds: ClosedRange<Double> = 0.02...0.98

    static func logit(_ p: Double) -> Double {
        let q = clamp(p, arousalLogitBounds, fallback: 0.5)
        return log(q / (1 - q))
    }

    static func sigmoid(_ x: Double) -> Double { 1 / (1 + exp(-x)) }

    /// Median of `values` (mean of the middle two for an even count); 0 when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// Median absolute deviation from `center`.
    static func mad(_ values: [Double], around center: Double) -> Double {
        median(values.map { abs($0 - center) })
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// `distribution` nudged (by a few ulps on its last non-zero probability) so its probabilities
    /// sum, in index order, to exactly 1.0: renormalising then divides by 1 and changes nothing, so a
    /// JSON round trip, which renormalises, gives back exactly the same numbers.
    static func canonical(_ distribution: EmotionDistribution) -> EmotionDistribution {
        var p = distribution.probabilities
        guard let last = p.lastIndex(where: { $0 > 0 }) else { return distribution }
        let prefix = p[..<last].reduce(0, +)
        var candidate = 1 - prefix
        for _ in 0..<8 {
            let sum = prefix + candidate
            if sum == 1 { break }
            candidate = sum > 1 ? candidate.nextDown : candidate.nextUp
        }
        guard candidate > 0, prefix + candidate == 1 else { return distribution }
        p[last] = candidate
        let result = EmotionDistribution(normalizing: p)
        return result.probabilities.reduce(0, +) == 1 ? result : distribution
    }
}
