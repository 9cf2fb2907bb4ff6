// SPDX-License-Identifier: GPL-3.0-or-later

/// A condition in a flow, on a question or a transition: `answer.valence < -0.3`, `answer.topics has work`,
/// `first_session` or `not first_session`. `inky lint` rejects names `ConversationFacts` does not know.
public typealias FlowCondition = Condition<ConversationFacts>

/// What the conversation knows at a turn: the last answer's reading, history trends, the clock.
public struct ConversationFacts: Sendable, Hashable {
    public typealias Value = FactValue

    /// Every fact a condition may name, with what it means (shown by `inky lint` and Prompts/README.md).
    public static let known: [String: String] = [
        "answer.valence": "the last answer's valence, -1..1",
        "answer.arousal": "the last answer's arousal, 0..1",
        "answer.top": "the last answer's top emotion category",
        "answer.topics": "the last answer's topics",
        "answer.keywords": "the last answer's keywords",
        "answer.person": "true when the last answer named someone ({person}: a name, or \"your sister\" for \"my sister\")",
        "checkin.valence": "how the check-in went: a /mood rating given before it, else the valence of the answer in the state named checkin",
        "session.answers": "answers given so far in this reflection",
        "session.short": "short answers in a row, up to the last one (at most short_answer_words words each, Prompts/conversation.yaml)",
        "answer.low": "true when the last answer sounded clearly low (low_answer_valence); nothing upbeat is asked next",
        "time.part": "morning, afternoon, evening or night",
        "first_session": "true on the very first reflection",
        "days_since_last": "whole days since the previous reflection (0 the same day)",
        "streak": "consecutive days with a reflection, up to yesterday",
        "streak.milestone": "true when the streak is one of streak_milestones (conversation.yaml: 7, 14, 30, ... days)",
        "last.valence": "how the previous reflection read: its mood reading's valence, -1..1",
        "trend.topic": "the topic that was the main one of an answer in the most of the last 5 reflections and this one",
        "trend.topic.count": "in how many of those reflections (this one included) it was an answer's main topic",
        "trend.topic.valence": "the average valence of answers about that topic",
        "trend.topic.relative": "that average less the average of the other answers: below 0, heavier than the person's usual",
        "trend.slope": "the change of mood per day over the last 7 days",
        "baseline.z": "how far the latest mood is from the person's usual, in spreads",
        "todos.open": "open todos",
        "todos.overdue": "todos past their due day",
        "goals.open": "goals not yet done",
        "last.step": "an open todo from an earlier reflection's next step, the newest (true when there is one)",
        "last.goal": "the goal chosen as the previous reflection's next step (true when there is one)",
        "budget.over": "true once the time budget is spent (budget_seconds in conversation.yaml, five minutes)",
        "week.days": "weekly flows: days of the week with a mood reading",
        "week.reflections": "weekly flows: reflections in the week",
        "week.shape": "weekly flows: the mood's shape over the week: rising, falling, steady, mixed, or sparse (fewer than 3 days read)",
        "week.valence": "weekly flows: the average of the week's readings, -1..1",
        "week.topic": "weekly flows: the topic that weighed most (mentioned on 2 answers or more, averaging -0.1 or lower; {week_topic})",
        "week.topic.valence": "weekly flows: the average valence of answers about that topic",
        "week.bright": "weekly flows: the topic that lifted the week most (2 answers or more, averaging 0.2 or higher; {bright_topic})",
        "week.steps.done": "weekly flows: todos done in the week ({steps_done})",
        "week.steps.open": "weekly flows: todos still open",
        "last.intention": "weekly flows: the intention the previous weekly reflection ended with (true when there is one; {intention})",
    ]

    private var values: [String: Value] = [:]

    public init(_ values: [String: Value] = [:]) { self.values = values }

    /// Adds `other`'s facts, which win over these.
    public mutating func merge(_ other: ConversationFacts) {
        values.merge(other.values) { _, new in new }
    }

    public subscript(name: String) -> Value? {
        get { values[name] }
        set { values[name] = newValue }
    }
}

extension ConversationFacts: FactTable {
    /// Flow conditions are not checked by kind: one that does not suit the value is false.
    public static let kinds = known.mapValues { _ in FactKind.any }
    public static let noun = "condition"
    public static let operators = ConditionOperator.allCases
    public static let allowsBareNames = true
}

extension Condition where Facts == ConversationFacts {
    /// Whether the condition holds at this turn; an unknown or missing fact never holds (`not name` does).
    public func holds(in facts: ConversationFacts) -> Bool { holds { facts[$0] } }
}
