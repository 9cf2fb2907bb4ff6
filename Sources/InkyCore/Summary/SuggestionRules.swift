// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Yams

/// The rules that choose a summary's one gentle suggestion, read from Prompts/suggestions.yaml.
///
/// Each rule has an id, a rank, conditions over `SuggestionFacts` (`fact op value`, all must hold)
/// and a text whose `{fact}` slots are filled from the facts. The highest-ranked rule whose
/// conditions hold and whose slots all have values wins; among equal ranks, the first in the file.
public struct SuggestionRules: Sendable, Hashable {
    public static let path = "Prompts/suggestions.yaml"

    /// A rule's condition: `fact op value` over `SuggestionFacts`, such as `streak >= 3`.
    public typealias Condition = InkyCore.Condition<SuggestionFacts>

    public struct Rule: Sendable, Hashable {
        public var id: String
        public var rank: Int
        public var conditions: [Condition]
        public var text: String
        /// Fact names used as `{slot}` in the text.
        public var slots: [String]
    }

    public private(set) var rules: [Rule] = []

    /// The rule that applies to `facts`, with its text filled in; nil when none does.
    public func pick(facts: [String: SuggestionFacts.Value]) -> Summary.Suggestion? {
        var best: Rule?
        for rule in rules where rule.conditions.allSatisfy({ $0.holds(in: facts) }) && rule.slots.allSatisfy({ facts[$0] != nil }) {
            if best == nil || rule.rank > best!.rank { best = rule }
        }
        guard let best else { return nil }
        var values: [String: String] = [:]
        for slot in best.slots {
            switch facts[slot]! {
            case .text(let t): values[slot] = t
            case .number(let n): values[slot] = n == n.rounded() && abs(n) < 1e9 ? String(Int(n)) : String(format: "%.2f", n)
            case .list(let l): values[slot] = l.joined(separator: ", ")
            case .flag(let b): values[slot] = String(b)
            }
        }
        guard let text = Template.fill(best.text, with: values) else { return nil }
        return Summary.Suggestion(rule: best.id, text: text)
    }

    /// Parses and checks the rules: known facts and operators, values of the fact's kind, known
    /// slots, unique ids, and one rule without conditions so a suggestion is always found.
    public static func parse(_ yaml: String, file: String = path) -> (SuggestionRules?, [LintDiagnostic]) {
        var problems: [LintDiagnostic] = []
        func problem(_ line: Int, _ message: String) { problems.append(LintDiagnostic(file: file, line: line, message: message)) }
        let (prompt, unread) = PromptFile.read(yaml, file: file, keys: "version and rules")
        guard let map = prompt?.map else { return (nil, unread) }
        guard let items = map["rules"]?.sequence, !items.isEmpty else {
            return (nil, [LintDiagnostic(file: file, line: 0, message: "needs a non-empty 'rules' list")])
        }
        var set = SuggestionRules()
        var ids = Set<String>()
        for item in items {
            let line = item.mark?.line ?? 0
            guard let rule = item.mapping else { problem(line, "each rule is a mapping with id, rank, when and text"); continue }
            for key in rule.keys.compactMap(\.string) where !["id", "rank", "when", "text"].contains(key) {
                problem(line, "unknown key '\(key)' (a rule has id, rank, when and text)")
            }
            guard let id = rule["id"]?.string, !id.isEmpty else { problem(line, "a rule needs an 'id'"); continue }
            if !ids.insert(id).inserted { problem(line, "rule id '\(id)' is used twice") }
            guard let text = rule["text"]?.string, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                problem(line, "rule '\(id)' needs a 'text'"); continue
            }
            var rank = 0
            if let node = rule["rank"] {
                if let r = node.int { rank = r } else { problem(line, "rule '\(id)': rank must be a whole number") }
            }
            var conditions: [Condition] = []
            // Not `?? []`: an empty Node.Sequence literal builds Yams' default resolver (ICU regexes).
            for node in rule["when"]?.sequence.map(Array.init) ?? [Node]() {
                let at = node.mark?.line ?? line
                guard let source = node.string else { problem(at, "rule '\(id)': a condition is a string like 'streak >= 3'"); continue }
                switch Condition.parse(source) {
                case .success(let c): conditions.append(c)
                case .failure(let reason): problem(at, "rule '\(id)': \(reason.message())")
                }
            }
            if rule["when"] != nil, rule["when"]?.sequence == nil { problem(line, "rule '\(id)': 'when' is a list of conditions") }
            let slots = Template.slots(in: text)
            for slot in slots where SuggestionFacts.known[slot] == nil {
                problem(line, "rule '\(id)': unknown slot {\(slot)}; slots are fact names")
            }
            set.rules.append(Rule(id: id, rank: rank, conditions: conditions, text: text, slots: slots))
        }
        if !set.rules.contains(where: { $0.conditions.isEmpty && $0.slots.isEmpty }) {
            problem(0, "needs one rule without conditions or slots, so there is always a suggestion")
        }
        return (problems.isEmpty ? set : nil, problems)
    }
}
