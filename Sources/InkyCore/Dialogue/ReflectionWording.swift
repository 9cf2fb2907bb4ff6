// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The few words a turn must write itself (the reasons `/why` gives at a safety question) and the
/// phrases that ask for the week's summary; the caller supplies them, so all text stays in one place.
public struct ReflectionWording: Sendable {
    /// (the category's words, the rule) → `why` at the gentle safety question.
    public var concernWhy: @Sendable (String, String) -> String
    /// (the category's words) → the same reason in plain words.
    public var concernReason: @Sendable (String) -> String
    /// (the category's words, the rule) → `why` at the caring question about someone else.
    public var someoneElseWhy: @Sendable (String, String) -> String
    /// (the category's words) → the same reason in plain words.
    public var someoneElseReason: @Sendable (String) -> String
    /// Answers that are really "how was my week?" (lower case, letters, spaces and apostrophes).
    public var weekQuestions: Set<String>
    /// Added to the category's words when a short answer was read beside its question (`SafetyScreen.framed`).
    public var besideQuestion: String

    public init(concernWhy: @escaping @Sendable (String, String) -> String,
                concernReason: @escaping @Sendable (String) -> String,
                someoneElseWhy: @escaping @Sendable (String, String) -> String,
                someoneElseReason: @escaping @Sendable (String) -> String,
                weekQuestions: Set<String>, besideQuestion: String = "") {
        self.concernWhy = concernWhy
        self.concernReason = concernReason
        self.someoneElseWhy = someoneElseWhy
        self.someoneElseReason = someoneElseReason
        self.weekQuestions = weekQuestions
        self.besideQuestion = besideQuestion
    }

    /// Whether an answer is really the question "how was my week?" (compared loosely: case, punctuation,
    /// a trailing "please").
    public func isWeekQuestion(_ text: String) -> Bool {
        let plain = text.lowercased().filter { $0.isLetter || $0 == " " || $0 == "'" }
            .replacingOccurrences(of: "’", with: "'").trimmingCharacters(in: .whitespaces)
        let question = plain.hasSuffix(" please") ? String(plain.dropLast(" please".count)) : plain
        return weekQuestions.contains(question)
    }
}
