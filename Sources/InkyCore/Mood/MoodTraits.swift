// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Long-term tendencies of a person's mood (Better Journal's layer 6), from mood numbers only,
/// never from what they wrote.
///
/// Computed over v₁…vₙ, the mean fused valence of each of the last 180 days with data (in date
/// order; "successive" means successive days with data), once there are at least 14 such days:
/// - emotional stability = 1 − min(1, RMSSD), RMSSD = √(mean over i of (vᵢ₊₁ − vᵢ)²): day-to-day
///   swings averaging a full valence unit (half the scale) give 0.
/// - optimism bias = P / (P + N), P days with v > 0.1 and N days with v < −0.1 (0.5 when neither):
///   how often a leaning day leans bright.
/// - reactivity = min(1, mean |vᵢ − median(v)| / 0.5): how far days travel from the person's usual.
/// - recovery rate = clamp(1 − ρ₁, 0, 1), ρ₁ = Σ(vᵢ − v̄)(vᵢ₊₁ − v̄) / Σ(vᵢ − v̄)² the lag-1
///   autocorrelation (emotional inertia, Kuppens, Allen & Sheeber 2010); ρ₁ = 0 when all days are equal.
public struct MoodTraits: Sendable, Hashable, Codable {
    public static let minimumDays = 14
    public static let windowDays = 180
    public static let leaningThreshold = 0.1
    public static let fullSwing = 1.0
    public static let fullReactivity = 0.5

    public var emotionalStability: Double
    public var optimismBias: Double
    public var reactivity: Double
    public var recoveryRate: Double
    /// Days the traits were computed from.
    public var days: Int

    /// Traits from the days a pipeline keeps, or how many days are still missing.
    public static func compute(from days: [DailyMood]) -> TraitsReport {
        let window = days.sorted { $0.day < $1.day }.suffix(windowDays).map(\.valence)
        guard window.count >= minimumDays else { return .notEnoughDays(have: window.count, need: minimumDays) }
        return .ready(compute(valences: Array(window)))
    }

    /// Traits from a series of daily valences in date order (at least two values).
    public static func compute(valences v: [Double]) -> MoodTraits {
        let n = v.count
        var squares = 0.0
        for i in 0..<(n - 1) { squares += (v[i + 1] - v[i]) * (v[i + 1] - v[i]) }
        let rmssd = n > 1 ? (squares / Double(n - 1)).squareRoot() : 0
        let stability = 1 - min(1, rmssd / fullSwing)

        let positive = v.filter { $0 > leaningThreshold }.count
        let negative = v.filter { $0 < -leaningThreshold }.count
        let optimism = positive + negative > 0 ? Double(positive) / Double(positive + negative) : 0.5

        let median = MoodMath.median(v)
        let reactivity = min(1, MoodMath.mean(v.map { abs($0 - median) }) / fullReactivity)

        let mean = MoodMath.mean(v)
        var numerator = 0.0, denominator = 0.0
        for i in 0..<n {
            denominator += (v[i] - mean) * (v[i] - mean)
            if i + 1 < n { numerator += (v[i] - mean) * (v[i + 1] - mean) }
        }
        let rho = denominator > 1e-12 ? numerator / denominator : 0
        let recovery = MoodMath.clamp(1 - rho, 0...1, fallback: 1)

        return MoodTraits(
            emotionalStability: stability, optimismBias: optimism, reactivity: reactivity,
            recoveryRate: recovery, days: n)
    }

    /// A short plain-language reading of each trait.
    public var readings: [(trait: String, value: Double, reading: String)] {
        [
            ("emotional stability", emotionalStability,
             Self.third(emotionalStability, "your mood tends to shift a lot from one day to the next",
                        "your mood moves some from day to day", "your mood stays fairly steady from day to day")),
            ("optimism bias", optimismBias,
             Self.third(optimismBias, "when a day leans one way, it more often leans heavy",
                        "your days lean bright and heavy about equally", "when a day leans one way, it more often leans bright")),
            ("reactivity", reactivity,
             Self.third(reactivity, "your days stay close to your usual",
                        "some days travel a fair way from your usual", "your days often travel far from your usual")),
            ("recovery rate", recoveryRate,
             Self.third(recoveryRate, "a heavy day tends to linger for a while",
                        "a heavy day usually eases within a few days", "you tend to bounce back quickly after a heavy day")),
        ]
    }

    private static func third(_ value: Double, _ low: String, _ middle: String, _ high: String) -> String {
        value < 1.0 / 3 ? low : value < 2.0 / 3 ? middle : high
    }
}
