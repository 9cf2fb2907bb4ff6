// SPDX-License-Identifier: GPL-3.0-or-later

/// One stored mood reading as a summary needs it: numbers only, never text.
public struct SummaryReading: Sendable, Hashable {
    public var day: Day
    /// Local hour of the observation, 0–23.
    public var hour: Int
    public var valence: Double
    /// The trend after the reading (the Kalman-smoothed valence).
    public var smoothedValence: Double
    /// The baseline the reading was read against (nil on the first readings): the same for every
    /// reading of a day, so the day's mean is banded by the same rule.
    public var baselineCentre: Double?
    public var baselineSpread: Double?
    /// The emotion the reading names; nil when it names none (a bare rating, thin text).
    public var top: EmotionCategory?
    public var conflict: Bool
    public var corrected: Bool
    /// The person's own 0–10 rating behind the reading, if they gave one.
    public var rating: Double?

    public init(day: Day, hour: Int, valence: Double, smoothedValence: Double, baselineCentre: Double?, baselineSpread: Double?,
                top: EmotionCategory?, conflict: Bool, corrected: Bool, rating: Double?) {
        self.day = day
        self.hour = hour
        self.valence = valence
        self.smoothedValence = smoothedValence
        self.baselineCentre = baselineCentre
        self.baselineSpread = baselineSpread
        self.top = top
        self.conflict = conflict
        self.corrected = corrected
        self.rating = rating
    }
}
