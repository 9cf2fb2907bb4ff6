// SPDX-License-Identifier: GPL-3.0-or-later

extension Condition {
    /// Why a condition could not be read, with the message `inky lint` shows.
    public enum Problem: Error, Sendable, Hashable {
        /// Not `fact op value` (nor `name` or `not name` where those are allowed).
        case malformed(String)
        /// The condition as written and the word where an operator should be.
        case unknownOperator(String, String)
        case unknownFact(String)
        /// A number fact compared with something that is not a number.
        case notANumber(String, String)
        /// A word compared with anything but == or !=.
        case wordCompared(String)

        /// The message; `place` (such as "'when' of question 'q'") follows the condition where it is quoted.
        public func message(in place: String? = nil) -> String {
            let at = place.map { " in \($0)" } ?? ""
            switch self {
            case .malformed(let text):
                return "'\(text)'\(at) is not a condition (\(Self.howToWrite))"
            case .unknownOperator(let text, let op):
                return "'\(text)'\(at) is not a condition: unknown operator '\(op)' (\(Self.howToWrite))"
            case .unknownFact(let name):
                return "unknown \(Facts.noun) '\(name)' (known: \(Facts.kinds.keys.sorted().joined(separator: ", ")))"
            case .notANumber(let fact, let value):
                return "'\(fact)' is a number, not '\(value)'"
            case .wordCompared(let fact):
                return "'\(fact)' is a word: compare it with == or !="
            }
        }

        /// How a condition is written, with the operators `Facts` allows.
        static var howToWrite: String {
            let forms = Facts.allowsBareNames ? "`name`, `not name` or `name op value`" : "`fact op value`"
            return "write \(forms), op one of \(Facts.operators.map(\.rawValue).joined(separator: " "))"
        }
    }
}
