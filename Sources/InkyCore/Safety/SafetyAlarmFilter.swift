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
    }

    /// The alarm rules that the line's words start (by their first anchor), in increasing order, and the
    /// unanchored ones: the only alarms the line could match.
    func candidates(in line: SafetyLine) -> [Int32] {
        var found = unanchored
        found.reserveCapacity(unanchored.count + 32)
        for k in 0..<line.words.tokens.count {
            for i in line.idRange(at: k) {
                let id = Int(line.id(i))
                found += rules[Int(starts[id])..<Int(starts[id + 1])]
            }
        }
        guard found.count > 1 else { return found }
        if found.count <= Self.insertionSortUpTo { Self.insertionSort(&found) } else { found.sort() }
        var kept = 1
        for k in 1..<found.count where found[k] != found[kept - 1] {
            found[kept] = found[k]
            kept += 1
        }
        found.removeLast(found.count - kept)
        return found
    }

    /// Up to this many candidates are sorted by insertion: a line starts few, and the standard library's
    /// sort costs more than the sorting on so few.
    static let insertionSortUpTo = 24

    /// Sorts a few numbers in increasing order.
    static func insertionSort(_ values: inout [Int32]) {
        values.withUnsafeMutableBufferPointer { v in
            guard v.count > 1 else { return }
            for i in 1..<v.count {
                let value = v[i]
                var j = i
                while j > 0 && v[j - 1] > value {
                    v[j] = v[j - 1]
                    j -= 1
                }
                v[j] = value
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
