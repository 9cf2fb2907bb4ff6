// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// One scalar Kalman filter (valence, or arousal in logit units).
public struct KalmanChannel: Sendable, Hashable, Codable {
    public var mean: Double
    public var variance: Double
    /// Outliers rejected in a row; a third disagreeing reading in a row is taken as a real change.
    public var outlierStreak: Int

    /// Rejections in a row after which the next reading is accepted whatever it says.
    public static let maximumOutlierStreak = 2

    public init(mean: Double, variance: Double) {
        self.mean = mean
        self.variance = variance
        outlierStreak = 0
    }

    /// What one measurement did.
    public enum Outcome: Sendable, Hashable {
        /// Accepted with this gain; the prior variance (after the time update) is given for checks.
        case accepted(gain: Double, priorVariance: Double)
        /// Rejected: mean, variance and the streak bookkeeping aside, nothing changed.
        case rejected(innovationSigmas: Double)
    }

    /// The time update: drift `days` toward `target` (see `KalmanSettings`).
    func predicted(days: Double, toward target: Double, settings: KalmanSettings) -> (mean: Double, variance: Double) {
        let a = exp(-max(0, days) / settings.reversionDays)
        let m = target + a * (mean - target)
        let p = a * a * variance + settings.stationaryVariance * (1 - a * a)
        return (m, max(p, settings.varianceFloor))
    }

    /// Predicts over `days`, then takes measurement `z` with variance `r`.
    ///
    /// K = min(P⁻/(P⁻ + R), cap); mean = mean⁻ + K·(z − mean⁻); variance = max((1 − K)²P⁻ + K²R, floor)
    /// (Joseph form, valid for the capped gain, never above P⁻). If |z − mean⁻| > 2.5·√(P⁻ + R) and
    /// `force` is false and the streak is short, the reading is rejected and the state kept as it was.
    public mutating func update(
        measurement z: Double, variance r: Double, days: Double, toward target: Double,
        settings: KalmanSettings, force: Bool
    ) -> Outcome {
        let (m, p) = predicted(days: days, toward: target, settings: settings)
        let rr = max(r, 1e-9)
        let innovation = z - m
        let sigmas = abs(innovation) / (p + rr).squareRoot()
        if !force, outlierStreak < Self.maximumOutlierStreak, sigmas > settings.outlierSigmas {
            outlierStreak += 1
            return .rejected(innovationSigmas: sigmas)
        }
        let k = min(p / (p + rr), settings.gainCap)
        mean = m + k * innovation
        variance = max((1 - k) * (1 - k) * p + k * k * rr, settings.varianceFloor)
        outlierStreak = 0
        return .accepted(gain: k, priorVariance: p)
    }
}
