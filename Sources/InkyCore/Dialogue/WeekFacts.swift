// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// What the weekly reflection knows about the week, read from its summary: the mood's shape, its lightest
/// and heaviest days, the topic that weighed most and the one that lifted it, the steps done, and the
/// intention set the week before.
public enum WeekFacts {
    /// The shapes `week.shape` takes.
    public enum Shape: String, Sendable, CaseIterable {
        /// Fewer than `minimumDays` days with a reading: too few to speak of a shape.
        case sparse
        /// The days stayed within `steadySpread` of each other.
        case steady
        /// Lighter toward the end, or heavier: the fitted change over the week is at least `steadySpread`
        /// and most of the week's spread.
        case rising, falling
        /// Up and down.
        case mixed
    }

    /// Days with a reading needed before the week has a shape.
    public static let minimumDays = 3
    /// A spread of valence under this is an even week, and a lighter or heavier trend must reach it.
    public static let steadySpread = 0.3
    /// A topic is the week's when answers mentioned it at least this often.
    public static let topicMentions = 2
    /// A topic weighed on the week when its answers averaged at or below this; it lifted it at or above `brightTopic`.
    public static let heavyTopic = -0.1, brightTopic = 0.2

    /// The facts and slots of `summary`'s week; `lastIntention` is the intention the previous weekly reflection
    /// ended with, if any (the caller neutralises it for the terminal).
    public static func of(_ summary: Summary, lastIntention: String?) -> (ConversationFacts, [String: String]) {
        var facts = ConversationFacts()
        var slots: [String: String] = [:]
        let read = summary.days.compactMap { day in day.valence.map { (day: day.day, valence: $0) } }
        facts["week.days"] = .number(Double(read.count))
        facts["week.reflections"] = .number(Double(summary.reflections.count))
        let shape = self.shape(of: read.map { (Double(summary.period.from.days(to: $0.day)), $0.valence) })
        facts["week.shape"] = .text(shape.rawValue)
        if !read.isEmpty {
            facts["week.valence"] = .number(read.map(\.valence).reduce(0, +) / Double(read.count))
        }
        if shape != .sparse, shape != .steady,
           let best = read.max(by: { $0.valence < $1.valence }), let hard = read.min(by: { $0.valence < $1.valence }) {
            slots["best_day"] = DayParser.weekdayName(of: best.day)
            slots["hard_day"] = DayParser.weekdayName(of: hard.day)
        }
        if let heavy = heaviest(of: summary.topics) {
            facts["week.topic"] = .text(heavy.term)
            facts["week.topic.valence"] = .number(heavy.averageValence)
            slots["week_topic"] = heavy.term
        }
        if let bright = brightest(of: summary.topics) {
            facts["week.bright"] = .text(bright.term)
            slots["bright_topic"] = bright.term
        }
        facts["week.steps.done"] = .number(Double(summary.todos.done))
        facts["week.steps.open"] = .number(Double(summary.todos.open))
        slots["steps_done"] = String(summary.todos.done)
        slots["week_start"] = DayParser.weekdayName(of: summary.period.from)
        if let lastIntention, !lastIntention.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            facts["last.intention"] = .flag(true)
            slots["intention"] = lastIntention
        }
        return (facts, slots)
    }

    /// The topic that weighed most: among those mentioned at least `topicMentions` times and averaging at or
    /// below `heavyTopic`, the heaviest (on a tie, the more mentioned).
    public static func heaviest(of topics: [Summary.TermTrend]) -> Summary.TermTrend? {
        topics.filter { $0.count >= topicMentions && $0.averageValence <= heavyTopic }
            .min { ($0.averageValence, $1.count, $0.term) < ($1.averageValence, $0.count, $1.term) }
    }

    /// The topic that lifted the week most: mentioned at least `topicMentions` times, averaging at or above `brightTopic`.
    public static func brightest(of topics: [Summary.TermTrend]) -> Summary.TermTrend? {
        topics.filter { $0.count >= topicMentions && $0.averageValence >= brightTopic }
            .max { ($0.averageValence, $1.term) < ($1.averageValence, $0.term) }
    }

    /// Whether a flow reads the week's facts (a condition on `week.…` or `last.intention`), so they are worth reading.
    public static func isRead(by flow: FlowScript) -> Bool {
        let conditions = flow.states.flatMap { state in state.questions.flatMap(\.when) + state.transitions.flatMap(\.when) }
        return conditions.contains { $0.fact.hasPrefix("week.") || $0.fact == "last.intention" }
    }

    /// The shape of (day offset, valence) points.
    public static func shape(of points: [(Double, Double)]) -> Shape {
        guard points.count >= minimumDays else { return .sparse }
        let values = points.map(\.1)
        let spread = values.max()! - values.min()!
        guard spread >= steadySpread else { return .steady }
        let n = Double(points.count)
        let mx = points.map(\.0).reduce(0, +) / n, my = values.reduce(0, +) / n
        let sxx = points.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +)
        let sxy = points.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +)
        let span = points.map(\.0).max()! - points.map(\.0).min()!
        let change = sxx > 0 ? sxy / sxx * span : 0
        if abs(change) >= steadySpread, abs(change) >= 0.6 * spread { return change > 0 ? .rising : .falling }
        return .mixed
    }
}
