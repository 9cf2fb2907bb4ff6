// SPDX-License-Identifier: GPL-3.0-or-later

/// The alarm rules by the word ids of their first (most telling) anchor, so a text learns from its own
/// words which alarms could match it: those one of its words starts, each of whose anchors its words hit
/// (`SafetyAnchorTable.mayMatch`). Most texts start none and are done before any anchor is marked.
/// Worked out from the rules and anchors, never stored.
struct SafetyAlarmFilter: Sendable {
    /// The alarm rules whose first anchor holds word id i are `rules[starts[i]..<starts[i + 1]]`, in
    /// increasing order.
    private var starts: [Int32]
    private var rules: [Int32]
    /// Alarm rules with no anchor: any text may match them.
    private var unanchored: [Int32]
    /// How many rules there are (every rule number is below it).
    private var ruleCount: Int

    init(rules all: [SafetyRule], anchors: SafetyAnchorTable, idCount: Int) {
        var byAnchor = [[Int32]](repeating: [], count: anchors.count)
        var unanchored: [Int32] = []
        for (r, rule) in all.enumerated() {
            guard case .alarm = rule.role else { continue }
            if let anchor = anchors.firstAnchor(of: r) { byAnchor[Int(anchor)].append(Int32(r)) } else { unanchored.append(Int32(r)) }
        }
        starts = [0]
        rules = []
        for id in 0..<idCount {
            let from = rules.count
            for anchor in anchors.anchors(holding: id) { rules += byAnchor[Int(anchor)] }
            if rules.count - from > 1 { rules[from...].sort() } // an id is in each anchor once; a rule has one first anchor
            starts.append(Int32(rules.count))
        }
        self.unanchored = unanchored
        ruleCount = all.count
    }

    /// The alarm rules that the line's words start (by their first anchor), in increasing order, and the
    /// unanchored ones: the only alarms the line could match. A line starts many, each more than once, so
    /// they are marked a bit per rule and read back in order (sorted, each once).
    func candidates(in line: SafetyLine) -> [Int32] {
        let words = ruleCount / 64 + 1
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { marks in
            marks.initialize(repeating: 0)
            var marked = 0
            @inline(__always) func mark(_ r: Int32) {
                let bit: UInt64 = 1 << UInt64(r & 63)
                let word = Int(r >> 6)
                if marks[word] & bit == 0 { marks[word] |= bit; marked += 1 }
            }
            for r in unanchored { mark(r) }
            rules.withUnsafeBufferPointer { rules in
                starts.withUnsafeBufferPointer { starts in
                    for k in 0..<line.words.tokens.count {
                        for i in line.idRange(at: k) {
                            let id = Int(line.id(i))
                            for j in Int(starts[id])..<Int(starts[id + 1]) { mark(rules[j]) }
                        }
                    }
                }
            }
            guard marked > 0 else { return [] }
            return [Int32](unsafeUninitializedCapacity: marked) { out, initialized in
                var n = 0
                for word in 0..<words {
                    var bits = marks[word]
                    while bits != 0 {
                        out[n] = Int32(word << 6 | bits.trailingZeroBitCount)
                        n += 1
                        bits &= bits - 1
                    }
                }
                initialized = n
            }
        }
    }

    /// From this many candidates on, marking every anchor the line hits once (`SafetyAnchorTable.hits`) costs
    /// less than looking for each candidate's anchors among the line's words: long lines start many.
    static let markAllFrom = 8

    /// The candidates each of whose anchors holds a word of the line, in increasing order. `hits` is left
    /// with the anchors the line hits when they were marked (empty otherwise), for the matcher to reuse.
    func rules(_ candidates: [Int32], line: SafetyLine, anchors: SafetyAnchorTable, sets: SafetyWordSets,
               hits: inout [UInt64]) -> [Int32] {
        if candidates.count >= Self.markAllFrom {
            hits = anchors.hits(in: line)
            return candidates.filter { [hits] in anchors.mayMatch(Int($0), hits: hits) }
        }
        // A candidate's first anchor holds a word of the line (that is how it became one), unless it has none.
        return candidates.filter { anchors.firstAnchor(of: Int($0)) == nil || anchors.restMayMatch(Int($0), line: line, sets: sets) }
    }
}
