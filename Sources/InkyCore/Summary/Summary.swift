// SPDX-License-Identifier: GPL-3.0-or-later

/// A weekly (monthly, yearly) summary: everything the renderers draw, already computed.
public struct Summary: Sendable {
    /// Which way a number moved against the previous period.
    public enum Direction: String, Sendable, Hashable {
        case up, down, same
    }

    /// A topic's or keyword's mood against the previous period; `new` when it was not there.
    public enum Trend: String, Sendable, Hashable {
        case up, down, same, new
    }

    /// One day: its mood, if it has readings.
    public struct DayMood: Sendable, Hashable {
        public var day: Day
        public var readings: Int
        /// Mean fused valence of the day's readings.
        public var valence: Double?
        /// The trend (smoothed valence) after the day's last reading.
        public var smoothedValence: Double?
        /// The day's mean valence against the baseline before the day (`BaselineBand.of`); nil
        /// on the first readings.
        public var baselineZ: Double?
        public var band: BaselineBand?
        /// The category that stood out most often that day.
        public var top: EmotionCategory?
        /// Mean of the person's own ratings that day.
        public var rating: Double?
        public var conflict: Bool
    }

    /// A number now and in the previous period.
    public struct Change: Sendable, Hashable {
        public var now: Double?
        public var before: Double?
        public var direction: Direction?
        public var change: Double? {
            guard let now, let before else { return nil }
            return now - before
        }

        init(now: Double?, before: Double?, threshold: Double) {
            self.now = now
            self.before = before
            if let now, let before {
                direction = abs(now - before) < threshold ? .same : now > before ? .up : .down
            }
        }
    }

    public struct EmotionCount: Sendable, Hashable {
        public var emotion: EmotionCategory
        public var count: Int
    }

    public struct UnusualDay: Sendable, Hashable {
        public var day: Day
        public var baselineZ: Double
        public var band: BaselineBand
    }

    public struct TermTrend: Sendable, Hashable {
        public var term: String
        /// Answers that mentioned it in the period.
        public var count: Int
        public var averageValence: Double
        public var previousAverageValence: Double?
        public var trend: Trend
    }

    public struct Todos: Sendable, Hashable {
        public var added: Int
        public var done: Int
        public var open: Int
        /// Share of the todos added in the period that are done now; nil when none were added.
        public var completionRate: Double?
    }

    public struct Reflections: Sendable, Hashable {
        public var count: Int
        public var answers: Int
        public var minutes: Double
        /// Days in a row with a reflection, up to the period's end (or the day before, when the
        /// period ends today and today has none yet).
        public var streak: Int
        /// The longest such run inside the period.
        public var longestStreak: Int
    }

    public struct Disagreements: Sendable, Hashable {
        /// Readings where the text and the person's own rating (or other signals) disagreed.
        public var conflicts: Int
        /// Readings the person corrected.
        public var corrected: Int
    }

    /// What a correlation compares: days with one weekday, time of day, topic or tag against the rest.
    public enum Factor: String, Sendable, Hashable, CaseIterable {
        case weekday, timeOfDay = "time_of_day", topic, tag
    }

    public struct Correlation: Sendable, Hashable {
        public var factor: Factor
        public var value: String
        public var comparison: GroupComparison
    }

    public struct Suggestion: Sendable, Hashable {
        public var rule: String
        public var text: String
    }

    public var period: SummaryPeriod
    public var days: [DayMood]
    public var readings: Int
    public var daysWithReadings: Int
    /// Mean of the daily valences of the period.
    public var averageValence: Double?
    public var valence: Change
    public var rating: Change
    public var emotions: [EmotionCount]
    public var unusualDays: [UnusualDay]
    public var topics: [TermTrend]
    public var keywords: [TermTrend]
    public var todos: Todos
    public var goals: [SummaryInput.Goal]
    public var reflections: Reflections
    public var disagreements: Disagreements
    public var traits: TraitsReport?
    /// Correlations over both periods (`correlationFrom...period.to`), strongest first.
    public var correlations: [Correlation]
    public var correlationFrom: Day
    public var suggestion: Suggestion?
    public var affirmation: String?

    /// Smoothed valence of each day of the period (nil without readings), for the sparkline.
    public var smoothedSeries: [Double?] { days.map(\.smoothedValence) }

    /// The latest baseline z-score in the period, for choosing an affirmation.
    public var latestZ: Double? { days.last { $0.baselineZ != nil }?.baselineZ }
}
