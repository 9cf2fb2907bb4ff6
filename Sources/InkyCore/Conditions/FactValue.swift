// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The value of one fact a condition can test: a number, a word, a list of words or a yes/no.
public enum FactValue: Sendable, Hashable, CustomStringConvertible {
    case number(Double), text(String), list([String]), flag(Bool)

    /// What a bare name tests: true, non-zero or non-empty.
    var isTruthy: Bool {
        switch self {
        case .number(let n): return n != 0
        case .text(let t): return !t.isEmpty
        case .list(let l): return !l.isEmpty
        case .flag(let b): return b
        }
    }

    /// As `/why` shows it: numbers with two decimals, lists joined with commas.
    public var description: String {
        switch self {
        case .number(let n): return String(format: "%.2f", n)
        case .text(let t): return t
        case .list(let l): return l.joined(separator: ", ")
        case .flag(let b): return String(b)
        }
    }
}
