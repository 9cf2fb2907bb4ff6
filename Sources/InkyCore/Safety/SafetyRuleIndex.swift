// SPDX-License-Identifier: GPL-3.0-or-later

/// Rules by the word ids their matches may begin with, so a text tries only the rules whose first word
/// it holds, at the places it holds them.
struct SafetyRuleIndex: Sendable {
    private var byFirst: [Int32: [Int]] = [:]
    /// Rules that may begin with any word (a leading optional part or gap): tried everywhere.
    private var anywhere: [Int] = []

    init(rules: [SafetyRule], where include: (SafetyRule) -> Bool) {
        for (index, rule) in rules.enumerated() where include(rule) {
            guard let first = rule.pattern.first else {
                anywhere.append(index)
                continue
            }
            for id in first { byFirst[id, default: []].append(index) }
        }
    }

    /// Calls `body` with each (rule index, start token) worth trying, in token order.
    func candidates(in line: SafetyLine, _ body: (Int, Int) -> Void) {
        var seen: [Int] = []
        for k in line.words.tokens.indices {
            seen.removeAll(keepingCapacity: true)
            for id in line.ids(at: k) {
                guard let rules = byFirst[id] else { continue }
                for rule in rules where !seen.contains(rule) {
                    seen.append(rule)
                    body(rule, k)
                }
            }
            for rule in anywhere { body(rule, k) }
        }
    }
}
