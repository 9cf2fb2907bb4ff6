// SPDX-License-Identifier: GPL-3.0-or-later

/// What the safety screen found in one text: the level, what kind of language, and the rule that matched.
public struct SafetyFinding: Sendable, Hashable {
    /// Who the matched words are about.
    public enum Subject: String, Sendable, Hashable {
        /// The person writing.
        case writer
        /// Someone else ("my friend attempted…"): a caring reply, never an alarm.
        case someoneElse = "someone-else"
    }

    /// `.none` when the words were about someone else or were softened to nothing.
    public var level: SafetyLevel
    public var category: SafetyCategory
    /// The matching rule's name in `Lexicons/safety.tsv`.
    public var rule: String
    public var subject: Subject
    /// What changed the rule's own level, in plain words ("past", "hyperbole"), for `/why`.
    public var adjustments: [String]

    public init(level: SafetyLevel, category: SafetyCategory, rule: String, subject: Subject = .writer,
                adjustments: [String] = []) {
        self.level = level
        self.category = category
        self.rule = rule
        self.subject = subject
        self.adjustments = adjustments
    }

    /// Whether the writer's own words call for the calm message or the gentle question.
    public var isAlarm: Bool { subject == .writer && level > .none }

    /// Orders findings: alarms by level, then category specificity; someone else's after every alarm.
    func outranks(_ other: SafetyFinding) -> Bool {
        if isAlarm != other.isAlarm { return isAlarm }
        if level != other.level { return level > other.level }
        return category.specificity > other.category.specificity
    }
}
