// SPDX-License-Identifier: GPL-3.0-or-later

/// One test over named facts, written `fact op value` (`answer.valence < -0.3`, `streak >= 3`), and
/// where `Facts` allows it `name` or `not name`.
///
/// Flows and suggestion rules share the grammar, the messages and the evaluation; each supplies its
/// own `FactTable`. A fact that is absent never holds, except that an absent flag reads as false.
public struct Condition<Facts: FactTable>: Sendable, Hashable, CustomStringConvertible {
    public var fact: String
    /// nil for a bare name, which holds when the fact is true, non-zero or non-empty.
    public var op: ConditionOperator?
    /// As written; `not name` is kept as `name == false`.
    public var value: String

    public init(fact: String, op: ConditionOperator?, value: String) {
        self.fact = fact
        self.op = op
        self.value = value
    }

    /// Parses without asking whether the fact is known; nil when malformed.
    public init?(_ text: String) {
        guard case .success(let condition) = Self.parse(text, checkingFact: false) else { return nil }
        self = condition
    }

    /// Parses `text`, checking its form, then (with `checkingFact`) that `Facts` knows the fact, then the
    /// operator, then the value against the fact's kind; the first problem found is returned.
    public static func parse(_ text: String, checkingFact: Bool = true) -> Result<Self, Problem> {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let fact: String, opText: String?, value: String
        switch parts.count {
        case 1 where Facts.allowsBareNames: (fact, opText, value) = (parts[0], nil, "")
        case 2 where Facts.allowsBareNames && parts[0] == "not": (fact, opText, value) = (parts[1], "==", "false")
        case 3: (fact, opText, value) = (parts[0], parts[1], parts[2])
        default: return .failure(.malformed(text))
        }
        if checkingFact, Facts.kinds[fact] == nil { return .failure(.unknownFact(fact)) }
        var op: ConditionOperator?
        if let opText {
            guard let known = ConditionOperator(rawValue: opText), Facts.operators.contains(known) else {
                return .failure(.unknownOperator(text, opText))
            }
            op = known
        }
        switch (Facts.kinds[fact], op) {
        case (.number?, _?):
            guard let n = Double(value), n.isFinite else { return .failure(.notANumber(fact, value)) }
        case (.text?, let op?):
            guard op == .equal || op == .notEqual else { return .failure(.wordCompared(fact)) }
        default:
            break
        }
        return .success(Condition(fact: fact, op: op, value: value))
    }

    /// The problem with this condition's fact when `Facts` does not know it.
    public var unknownFact: Problem? { Facts.kinds[fact] == nil ? .unknownFact(fact) : nil }

    public var description: String {
        guard let op else { return fact }
        return op == .equal && value == "false" ? "not \(fact)" : "\(fact) \(op.rawValue) \(value)"
    }

    /// Whether the condition holds for these facts.
    public func holds(in facts: [String: FactValue]) -> Bool { holds { facts[$0] } }

    /// Whether the condition holds, reading each fact by name.
    public func holds(reading facts: (String) -> FactValue?) -> Bool {
        guard let found = facts(fact) else {
            let flagLike = Facts.kinds[fact].map { $0 == .any } ?? true
            return flagLike && op == .equal && value == "false"
        }
        guard let op else { return found.isTruthy }
        switch (found, op) {
        case (.number(let n), .less): return Double(value).map { n < $0 } ?? false
        case (.number(let n), .lessOrEqual): return Double(value).map { n <= $0 } ?? false
        case (.number(let n), .greater): return Double(value).map { n > $0 } ?? false
        case (.number(let n), .greaterOrEqual): return Double(value).map { n >= $0 } ?? false
        case (.number(let n), .equal): return Double(value).map { n == $0 } ?? false
        case (.number(let n), .notEqual): return Double(value).map { n != $0 } ?? false
        case (.text(let t), .equal): return t == value
        case (.text(let t), .notEqual): return t != value
        case (.list(let items), .has): return items.contains(value)
        case (.list(let items), .lacks): return !items.contains(value)
        case (.flag(let b), .equal): return String(b) == value
        case (.flag(let b), .notEqual): return String(b) != value
        default: return false
        }
    }
}
