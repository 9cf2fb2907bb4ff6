// SPDX-License-Identifier: GPL-3.0-or-later

/// The output of fusion: one reading for the moment, before smoothing.
public struct FusedMood: Sendable, Hashable, Codable {
    public var valence: Double
    public var arousal: Double
    public var arousalLogit: Double
    public var distribution: EmotionDistribution
    public var confidence: Double
    public var valenceVariance: Double
    public var arousalLogitVariance: Double
    public var conflict: MoodConflict?
}
