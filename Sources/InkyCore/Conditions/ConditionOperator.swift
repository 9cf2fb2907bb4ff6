// SPDX-License-Identifier: GPL-3.0-or-later

/// How a condition compares a fact with its value; each `FactTable` says which it allows.
public enum ConditionOperator: String, Sendable, Hashable, CaseIterable {
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
    /// A list fact holds the word, or does not.
    case has, lacks

    /// The comparisons of numbers, which words and flags do not take.
    public static let comparisons: [ConditionOperator] = [.less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual]
}
