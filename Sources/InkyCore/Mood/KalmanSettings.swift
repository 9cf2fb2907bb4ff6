// SPDX-License-Identifier: GPL-3.0-or-later

/// Tuning of one Kalman channel.
///
/// Between readings the latent mood drifts back toward the baseline b as an Ornstein–Uhlenbeck
/// process: after Δ days, a = exp(−Δ/τ), mean⁻ = b + a·(mean − b), and
/// variance⁻ = a²·P + (q·τ/2)·(1 − a²), which grows like q·Δ for short gaps and levels off at
/// the stationary variance q·τ/2 after long ones; variance⁻ is kept ≥ the floor.
public struct KalmanSettings: Sendable, Hashable {
    /// Process noise q per day (per hour: q/24).
    public var processNoisePerDay: Double
    /// Mean-reversion time constant τ in days.
    public var reversionDays: Double
    /// The filter never becomes more certain than this.
    public var varianceFloor: Double
    /// Largest gain K, so one reading moves the estimate at most 60% of the way.
    public var gainCap: Double
    /// Innovations beyond this many standard deviations of √(P⁻ + R) are outliers.
    public var outlierSigmas: Double

    /// Stationary variance q·τ/2, also the variance before the first reading.
    public var stationaryVariance: Double { processNoisePerDay * reversionDays / 2 }

    /// Valence (−1…1): q = 0.03/day (0.00125/hour), τ = 7 days (stationary sd ≈ 0.32), floor 0.004 (sd ≈ 0.063).
    public static let valence = KalmanSettings(
        processNoisePerDay: 0.03, reversionDays: 7, varianceFloor: 0.004, gainCap: 0.6, outlierSigmas: 2.5)
    /// Arousal, in logit units: q = 0.4/day (≈0.0167/hour), τ = 3 days (stationary sd ≈ 0.77), floor 0.02.
    public static let arousal = KalmanSettings(
        processNoisePerDay: 0.4, reversionDays: 3, varianceFloor: 0.02, gainCap: 0.6, outlierSigmas: 2.5)
}
