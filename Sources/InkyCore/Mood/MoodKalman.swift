// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Two Kalman channels (valence, arousal) and the time of the last reading (Better Journal's layer 4).
public struct MoodKalman: Sendable, Hashable, Codable {
    public var valence: KalmanChannel
    /// Arousal in logit units.
    public var arousal: KalmanChannel
    /// nil before the first reading.
    public var lastUpdate: Date?

    public init(valenceMean: Double = 0, arousalMean: Double = 0.5) {
        valence = KalmanChannel(mean: valenceMean, variance: KalmanSettings.valence.stationaryVariance)
        arousal = KalmanChannel(mean: MoodMath.logit(arousalMean), variance: KalmanSettings.arousal.stationaryVariance)
    }

    public var smoothedValence: Double { MoodMath.clamp(valence.mean, -1...1, fallback: 0) }
    public var smoothedArousal: Double { MoodMath.sigmoid(arousal.mean) }

    /// Days since the last reading (0 for the first reading or a reading dated earlier).
    public func days(since date: Date) -> Double {
        guard let lastUpdate else { return 0 }
        return max(0, date.timeIntervalSince(lastUpdate) / 86_400)
    }

    /// Filters one fused reading. The first reading ever, and any reading that includes a
    /// self-report (the person's own word), are never rejected as outliers.
    public mutating func update(
        _ fused: FusedMood, at date: Date, baselineValence: Double, baselineArousal: Double, force: Bool
    ) -> (valence: KalmanChannel.Outcome, arousal: KalmanChannel.Outcome) {
        let first = lastUpdate == nil
        if first {
            valence.mean = baselineValence
            arousal.mean = MoodMath.logit(baselineArousal)
        }
        let gap = days(since: date)
        let v = valence.update(
            measurement: fused.valence, variance: fused.valenceVariance, days: gap, toward: baselineValence,
            settings: .valence, force: force || first)
        let a = arousal.update(
            measurement: fused.arousalLogit, variance: fused.arousalLogitVariance, days: gap,
            toward: MoodMath.logit(baselineArousal), settings: .arousal, force: force || first)
        if let lastUpdate { self.lastUpdate = max(lastUpdate, date) } else { lastUpdate = date }
        return (v, a)
    }

    /// Where the filter expects mood to be at `date` with no new reading.
    public func predicted(at date: Date, baselineValence: Double, baselineArousal: Double) -> (valence: Double, arousal: Double) {
        guard lastUpdate != nil else { return (baselineValence, baselineArousal) }
        let gap = days(since: date)
        let v = valence.predicted(days: gap, toward: baselineValence, settings: .valence).mean
        let a = arousal.predicted(days: gap, toward: MoodMath.logit(baselineArousal), settings: .arousal).mean
        return (MoodMath.clamp(v, -1...1, fallback: 0), MoodMath.sigmoid(a))
    }
}
