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
    /// Kalman estimate after this reading (layer 4).
    public var smoothedValence: Double
    public var smoothedArousal: Double
    /// Smoothed mood against the baseline as it stood before this day (layer 5).
    public var valenceZ: Double
    public var arousalZ: Double
    public var band: BaselineBand
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
