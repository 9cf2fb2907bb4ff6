// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Yams

/// Settings that shape every reflection, whatever the flow (Prompts/conversation.yaml).
public struct ConversationSettings: Sendable, Hashable {
    public static let path = "Prompts/conversation.yaml"

    /// A part of the day, from its hour until the next part's.
    public struct PartOfDay: Sendable, Hashable {
        public var name: String
        public var from: Int
        /// How a reflection in this part opens ("Good evening"; at night "Hello", never "Good night").
        public var greeting: String
        /// The part named inside a question ("this evening", "tonight").
        public var this: String

        public init(name: String, from: Int, greeting: String, this: String) {
            (self.name, self.from, self.greeting, self.this) = (name, from, greeting, this)
        }
    }

    /// Until this hour a reflection is about the day before.
    public var dayStartsAt: Int
    /// Sorted by `from`; together they cover every hour.
    public var partsOfDay: [PartOfDay]
    /// How much a reply's valence counts when it is one of the question's own offered answers.
    public var offeredOptionWeight: Double
    /// More open reflection steps than this, and one line says how to review them.
    public var openStepsToReview: Int
    /// A question asked within this many days is passed over while another fits.
    public var noRepeatDays: Int = 14
    /// An answer of at most this many words is short; the flow reads `session.short`, the short answers in a row.
    public var shortAnswerWords: Int = 3
    /// After an answer at or below this valence (`answer.low`), nothing upbeat is asked next.
    public var lowAnswerValence: Double = -0.3
    /// A topic that was an answer's main one in at least this many recent reflections recurs (`trend.topic`).
    public var recurringTopic: Int = 3
    /// Streaks worth a word in the greeting (`streak.milestone`).
    public var streakMilestones: Set<Int> = [7, 14, 30, 50, 100, 200, 365]
    /// The time a reflection aims to stay within, in seconds; past it the flow wraps up (`budget.over`).
    public var budgetSeconds: Double = 300
    /// How many earlier reflections count as recent, for topic trends and how the last evenings read.
    public var recentReflections: Int = 5
    /// How many days back the wordings of ritual questions are remembered, so each evening uses the least recent.
    public var wordingMemoryDays: Int = 90

    /// Used only when the file cannot be read; the shipped file says the same.
    public static let fallback = ConversationSettings(
        dayStartsAt: 4,
        partsOfDay: [PartOfDay(name: "morning", from: 5, greeting: "Good morning", this: "this morning"),
                     PartOfDay(name: "afternoon", from: 12, greeting: "Good afternoon", this: "this afternoon"),
                     PartOfDay(name: "evening", from: 17, greeting: "Good evening", this: "this evening"),
                     PartOfDay(name: "night", from: 22, greeting: "Hello", this: "tonight")],
        offeredOptionWeight: 0.5, openStepsToReview: 3)

    public init(dayStartsAt: Int, partsOfDay: [PartOfDay], offeredOptionWeight: Double, openStepsToReview: Int) {
        self.dayStartsAt = dayStartsAt
        self.partsOfDay = partsOfDay.sorted { $0.from < $1.from }
        self.offeredOptionWeight = offeredOptionWeight
        self.openStepsToReview = openStepsToReview
    }

    /// The part of the day an hour (0–23) falls in; before the first part's hour, the last part (it wraps).
    public func part(atHour hour: Int) -> PartOfDay {
        partsOfDay.last { $0.from <= hour } ?? partsOfDay[partsOfDay.count - 1]
    }

    /// The settings, or nil with diagnostics when the file is not usable.
    public static func parse(_ yaml: String, file: String = path) -> (ConversationSettings?, [LintDiagnostic]) {
        func problem(_ message: String) -> (ConversationSettings?, [LintDiagnostic]) {
            (nil, [LintDiagnostic(file: file, line: 0, message: message)])
        }
        let (prompt, unread) = PromptFile.read(yaml, file: file, keys: "version, day_starts_at and parts_of_day")
        guard let map = prompt?.map else { return (nil, unread) }
        guard let dayStartsAt = map["day_starts_at"]?.int, (0...23).contains(dayStartsAt) else {
            return problem("'day_starts_at' needs an hour from 0 to 23")
        }
        guard let weight = map["offered_option_weight"]?.float, (0...1).contains(weight) else {
            return problem("'offered_option_weight' needs a number from 0 to 1")
        }
        guard let review = map["open_steps_to_review"]?.int, review >= 0 else {
            return problem("'open_steps_to_review' needs a whole number, 0 or more")
        }
        var parts: [PartOfDay] = []
        for node in map["parts_of_day"]?.sequence.map(Array.init) ?? [Node]() {
            guard let part = node.mapping, let name = part["name"]?.string, !name.isEmpty,
                  let from = part["from"]?.int, (0...23).contains(from),
                  let greeting = part["greeting"]?.string, !greeting.isEmpty,
                  let this = part["this"]?.string, !this.isEmpty
            else { return problem("each of 'parts_of_day' needs name, from (an hour 0-23), greeting and this") }
            parts.append(PartOfDay(name: name, from: from, greeting: greeting, this: this))
        }
        guard !parts.isEmpty else { return problem("'parts_of_day' needs at least one part") }
        guard Set(parts.map(\.from)).count == parts.count, Set(parts.map(\.name)).count == parts.count else {
            return problem("'parts_of_day' has two parts with the same name or the same starting hour")
        }
        let greetings = parts.filter { $0.greeting.lowercased().contains("good night") }
        guard greetings.isEmpty else {
            return problem("'\(greetings[0].name)' greets with \"good night\", which sounds like a goodbye; use another greeting")
        }
        var settings = ConversationSettings(dayStartsAt: dayStartsAt, partsOfDay: parts, offeredOptionWeight: weight,
                                            openStepsToReview: review)
        /// The optional whole-number settings: key, least value, what one counts, where it goes.
        let wholeNumbers: [(String, Int, String, WritableKeyPath<ConversationSettings, Int>)] = [
            ("no_repeat_days", 0, " of days", \.noRepeatDays), ("short_answer_words", 0, "", \.shortAnswerWords),
            ("recurring_topic", 1, "", \.recurringTopic), ("recent_reflections", 1, "", \.recentReflections),
            ("wording_memory_days", 1, " of days", \.wordingMemoryDays),
        ]
        for (key, least, unit, path) in wholeNumbers {
            guard let node = map[key] else { continue }
            guard let value = node.int, value >= least else { return problem("'\(key)' needs a whole number\(unit), \(least) or more") }
            settings[keyPath: path] = value
        }
        if let node = map["streak_milestones"] {
            let days = node.sequence?.compactMap(\.int) ?? []
            guard !days.isEmpty, days.count == node.sequence?.count, days.allSatisfy({ $0 >= 1 }) else {
                return problem("'streak_milestones' needs a list of whole numbers of days, 1 or more")
            }
            settings.streakMilestones = Set(days)
        }
        if let node = map["budget_seconds"] {
            guard let seconds = node.int, seconds >= 30 else { return problem("'budget_seconds' needs a whole number of seconds, 30 or more") }
            settings.budgetSeconds = Double(seconds)
        }
        if let node = map["low_answer_valence"] {
            guard let value = node.float, (-1...1).contains(value) else { return problem("'low_answer_valence' needs a number from -1 to 1") }
            settings.lowAnswerValence = Double(value)
        }
        return (settings, [])
    }
}
