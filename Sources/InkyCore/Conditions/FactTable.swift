// SPDX-License-Identifier: GPL-3.0-or-later

/// The facts one kind of file may test in its conditions, and how those conditions may be written.
///
/// Flows (`ConversationFacts`) and suggestion rules (`SuggestionFacts`) each supply one; `Condition`
/// parses, checks and evaluates the same `fact op value` grammar against it.
public protocol FactTable {
    /// Every fact a condition may name, with its kind.
    static var kinds: [String: FactKind] { get }
    /// What a name is called in "unknown …" messages: "condition" in flows, "fact" in suggestion rules.
    static var noun: String { get }
    /// The operators conditions may use, in the order messages list them.
    static var operators: [ConditionOperator] { get }
    /// Whether `name` and `not name` may stand alone (a fact that is true, non-zero or non-empty, or not).
    static var allowsBareNames: Bool { get }
}

/// What a fact holds, as far as parsing checks a condition on it.
public enum FactKind: Sendable, Hashable {
    /// Compared with a number: the value must be one.
    case number
    /// A word, compared with == or != only.
    case text
    /// Not checked when parsed; a condition that does not suit the value is simply false.
    case any
}
