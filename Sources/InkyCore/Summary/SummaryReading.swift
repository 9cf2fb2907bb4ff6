// SPDX-License-Identifier: GPL-3.0-or-later

/// One stored mood reading as a summary needs it: numbers only, never text.
public struct SummaryReading: Sendable, Hashable {
    public var day: Day
    /// Local hour of the observation, 0–23.
    public var hour: Int
    public var valence: Double
    public var smoothedValence: Double
    public var baselineZ: Double
    public var band: BaselineBand
    public var top: EmotionCategory
    public var conflict: Bool
    public var corrected: Bool
    /// The person's own 0–10 rating behind the reading, if they gave one.
    public var rating: Double?

    public init(day: Day, hour: Int, valence: Double, smoothedValence: Double, baselineZ: Double, band: BaselineBand,
                top: EmotionCategory, conflict: Bool, corrected: Bool, rating: Double?) {
        self.day = day
        self.hour = hour
        self.valence = valence
        self.smoothedValence = smoothedValence
        self.baselineZ = baselineZ
        self.band = band
        self.top = top
        self.conflict = conflict
        self.corrected = corrected
        self.rating = rating
    }
}
