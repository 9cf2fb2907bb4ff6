// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Everything the pipeline concluded from one update.
public struct MoodResult: Sendable, Hashable, Codable {
    public var at: Date
    /// Fused reading of this moment (layer 3).
    public var valence: Double
    public var arousal: Double
    public var distribution: EmotionDistribution
    public var confidence: Double
    public var conflict: MoodConflict?
    /// Kalman estimate after this reading (layer 4): the trend, never the basis of a band.
    public var smoothedValence: Double
    public var smoothedArousal: Double
    /// This reading's own valence against the baseline as it stood before this day (layer 5);
    /// nil on the first readings, before the baseline has a day of data.
    public var valenceZ: Double?
    /// The fused arousal against the baseline (the prior alone on the first readings).
    public var arousalZ: Double
    /// nil on the first readings.
    public var band: BaselineBand?
    /// The baseline's valence centre and spread behind `band` (nil on the first readings), so a
    /// day's mean can be banded by the same rule.
    public var baselineCentre: Double?
    public var baselineSpread: Double?
    /// Days of data behind the baseline (0: the onboarding prior alone).
    public var baselineDays: Int
    /// The Kalman filter rejected this reading's valence / arousal as an outlier.
    public var valenceOutlier: Bool
    public var arousalOutlier: Bool
    /// Each signal after calibration.
    public var readings: [CalibratedReading]
    /// Set once the person corrected this result.
    public var correction: MoodCorrection?

    public var outlier: Bool { valenceOutlier || arousalOutlier }
    public var top: EmotionCategory { distribution.top }
}
