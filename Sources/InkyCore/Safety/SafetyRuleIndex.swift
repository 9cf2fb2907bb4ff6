// SPDX-License-Identifier: GPL-3.0-or-later

/// Rules by the word ids their matches may begin with, so a text tries only the rules whose first word
/// it holds, at the places it holds them.
struct SafetyRuleIndex: Sendable {
    /// The rules that may begin with id i are `rules[starts[i]..<starts[i + 1]]`, in file order.
    private var starts: [Int32] = [0]
    private var rules: [Int32] = []
    /// Rules that may begin with any word (a leading optional part or gap): tried everywhere.
    private var anywhere: [Int32] = []

    init() {}

    init(rules all: [SafetyRule], sets: SafetyWordSets, where include: (SafetyRule) -> Bool) {
        // Each included rule's first-word set, by rule index (-1: left out, or begins anywhere).
        let firsts = all.enumerated().map { index, rule in include(rule) ? rule.pattern.first : -1 }
        anywhere = all.indices.filter { include(all[$0]) && all[$0].pattern.first < 0 }.map(Int32.init)
        (starts, rules) = sets.positions(in: firsts)
    }

    /// Calls `body` with each (rule, start token) worth trying from the tokens, in token order, and at each
    /// token in the order of its ids, each rule once.
    @inline(__always) func forEachCandidate(in line: SafetyLine, from tokens: Range<Int>, _ body: (Int, Int) -> Void) {
        for k in tokens {
            let ids = line.idRange(at: k)
            for i in ids {
                let list = range(of: line.id(i))
                for r in list {
                    let rule = rules[r]
                    // A word with several ids (a word and a prefix) may lead to one rule twice.
                    if i > ids.lowerBound, (ids.lowerBound..<i).contains(where: { has(rule, range(of: line.id($0))) }) { continue }
                    body(Int(rule), k)
                }
            }
            for rule in anywhere { body(Int(rule), k) }
        }
    }

    @inline(__always) private func range(of id: Int32) -> Range<Int> { Int(starts[Int(id)])..<Int(starts[Int(id) + 1]) }

    /// Whether a list of rules (in increasing order) holds the rule.
    private func has(_ rule: Int32, _ list: Range<Int>) -> Bool {
        var low = list.lowerBound, high = list.upperBound
        while low < high {
            let mid = (low + high) / 2
            if rules[mid] < rule { low = mid + 1 } else { high = mid }
        }
        return low < list.upperBound && rules[low] == rule
    }

    /// The index (`SafetyScreen.snapshot()`).
    func write(to out: inout SnapshotWriter) {
        out.numbers(starts)
        out.numbers(rules)
        out.numbers(anywhere)
    }

    /// The index `write(to:)` wrote, over `ruleCount` rules and `idCount` word ids.
    init(snapshot input: inout SnapshotReader, ruleCount: Int, idCount: Int) throws {
        starts = try input.numbers()
        rules = try input.numbers()
        anywhere = try input.numbers()
        // `has` searches each id's list by halves, so each list must be in increasing order.
        guard starts.areOffsets(count: idCount + 1, total: rules.count), rules.areIndices(below: ruleCount),
              anywhere.areIndices(below: ruleCount),
              zip(starts, starts.dropFirst()).allSatisfy({ rules[Int($0)..<Int($1)].isStrictlyIncreasing })
        else { throw SnapshotReader.Malformed() }
    }
}

private extension ArraySlice where Element == Int32 {
    var isStrictlyIncreasing: Bool { zip(self, dropFirst()).allSatisfy { $0 < $1 } }
}
