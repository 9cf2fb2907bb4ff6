// SPDX-License-Identifier: GPL-3.0-or-later

/// What the pipeline keeps of one calendar day: sums of its fused readings and where the smoothed
/// mood stood after its last reading.
public struct DailyMood: Sendable, Hashable, Codable {
    /// Days since 1970-01-01 in the pipeline's time zone.
    public var day: Int
    public var readings: Int
    public var valenceSum: Double
    public var arousalSum: Double
    public var smoothedValence: Double
    public var smoothedArousal: Double

    public init(day: Int, readings: Int, valenceSum: Double, arousalSum: Double, smoothedValence: Double, smoothedArousal: Double) {
        self.day = day
        self.readings = readings
        self.valenceSum = valenceSum
        self.arousalSum = arousalSum
        self.smoothedValence = smoothedValence
        self.smoothedArousal = smoothedArousal
    }

    /// Mean fused valence of the day's readings.
    public var valence: Double { readings > 0 ? valenceSum / Double(readings) : smoothedValence }
    public var arousal: Double { readings > 0 ? arousalSum / Double(readings) : smoothedArousal }
}
