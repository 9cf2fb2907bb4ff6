// SPDX-License-Identifier: GPL-3.0-or-later

/// The facts about a summary that suggestion rules can test, by name.
///
/// A fact that does not apply (a change with nothing to compare, a topic that is not there) is
/// absent, and every condition on an absent fact is false.
public enum SuggestionFacts {
    /// A fact's value: here always a number or a word.
    public typealias Value = FactValue

    /// Every fact a rule may name, with its kind.
    public static let known: [String: FactKind] = [
        "days": .number, "days_with_readings": .number, "readings": .number,
        "average_valence": .number, "previous_average_valence": .number, "valence_change": .number,
        "average_rating": .number, "rating_change": .number,
        "low_days": .number, "high_days": .number,
        "reflections": .number, "minutes": .number, "streak": .number,
        "todos_added": .number, "todos_done": .number, "todos_open": .number, "completion_rate": .number,
        "goals_open": .number, "goals_reached": .number, "goal_steps_done": .number,
        "conflicts": .number, "corrections": .number,
        "top_emotion": .text,
        "heaviest_topic": .text, "heaviest_topic_valence": .number,
        "brightest_topic": .text, "brightest_topic_valence": .number,
    ]

    /// A topic needs this many mentions to count as the heaviest or brightest.
    public static let topicMentions = 2
    /// …and a mean valence at least this far from neutral.
    public static let topicLean = 0.1

    public static func facts(of s: Summary) -> [String: Value] {
        var f: [String: Value] = [:]
        func put(_ name: String, _ value: Double?) { if let value, value.isFinite { f[name] = .number(value) } }
        func put(_ name: String, _ value: Int) { f[name] = .number(Double(value)) }
        put("days", s.period.length)
        put("days_with_readings", s.daysWithReadings)
        put("readings", s.readings)
        put("average_valence", s.valence.now)
        put("previous_average_valence", s.valence.before)
        put("valence_change", s.valence.change)
        put("average_rating", s.rating.now)
        put("rating_change", s.rating.change)
        put("low_days", s.days.filter { $0.band == .lower || $0.band == .unusuallyLow }.count)
        put("high_days", s.days.filter { $0.band == .higher || $0.band == .unusuallyHigh }.count)
        put("reflections", s.reflections.count)
        put("minutes", s.reflections.minutes)
        put("streak", s.reflections.streak)
        put("todos_added", s.todos.added)
        put("todos_done", s.todos.done)
        put("todos_open", s.todos.open)
        put("completion_rate", s.todos.completionRate)
        put("goals_open", s.goals.filter { $0.progress < 100 }.count)
        put("goals_reached", s.goals.filter(\.completedInPeriod).count)
        put("goal_steps_done", s.goals.reduce(0) { $0 + $1.stepsDoneInPeriod })
        put("conflicts", s.disagreements.conflicts)
        put("corrections", s.disagreements.corrected)
        if let top = s.emotions.first { f["top_emotion"] = .text(top.emotion.rawValue) }
        let counted = s.topics.filter { $0.count >= topicMentions }
        if let heavy = counted.filter({ $0.averageValence <= -topicLean }).min(by: { $0.averageValence < $1.averageValence }) {
            f["heaviest_topic"] = .text(heavy.term)
            put("heaviest_topic_valence", heavy.averageValence)
        }
        if let bright = counted.filter({ $0.averageValence >= topicLean }).max(by: { $0.averageValence < $1.averageValence }) {
            f["brightest_topic"] = .text(bright.term)
            put("brightest_topic_valence", bright.averageValence)
        }
        return f
    }
}

extension SuggestionFacts: FactTable {
    public static var kinds: [String: FactKind] { known }
    public static let noun = "fact"
    public static let operators = ConditionOperator.comparisons
    public static let allowsBareNames = false
}
