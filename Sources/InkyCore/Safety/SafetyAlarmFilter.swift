// SPDX-License-Identifier: GPL-3.0-or-later

/// The alarm rules by their first (most telling) anchor, so a text learns at once which alarms could
/// match it: those each of whose anchors its words hit (`SafetyAnchorTable.mayMatch`). Most texts have
/// none and are done before any matching. Worked out from the rules and anchors, never stored.
/// The rules are listed by the word ids of their first anchor, so a text looks only at its own words.
struct SafetyAlarmFilter: Sendable {
    /// The alarm rules whose first anchor holds word id i are `rules[starts[i]..<starts[i + 1]]`, in
    /// increasing order.
    private var starts: [Int32]
    private var rules: [Int32]
    /// Alarm rules with no anchor: any text may match them.
    private var unanchored: [Int32]
    /// Per word id a bit: the id is in some alarm rule's first anchor. A text none of whose words has
    /// one matches no alarm (nil when some alarm has no anchor).
    let keys: [UInt64]?

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
            if rules.count - from > 1 { // (few ids begin more than one alarm: sorted, each once)
                let sorted = rules[from...].sorted()
                rules.removeLast(rules.count - from)
                for (k, r) in sorted.enumerated() where k == 0 || r != sorted[k - 1] { rules.append(r) }
            }
            starts.append(Int32(rules.count))
        }
        self.unanchored = unanchored
        keys = unanchored.isEmpty ? anchors.ids(inAnchors: byAnchor.map { !$0.isEmpty }, idCount: idCount) : nil
    }

    /// The alarm rules each of whose anchors is among `hits` (`SafetyAnchorTable.hits(in:into:)`), in
    /// increasing order: those whose first anchor holds one of the line's words, if the rest are hit too.
    func rules(in line: SafetyLine, hits: UnsafeBufferPointer<UInt64>, anchors: SafetyAnchorTable) -> [Int32] {
        var live = unanchored
        for k in 0..<line.words.tokens.count {
            for i in line.idRange(at: k) {
                let id = Int(line.id(i))
                for r in Int(starts[id])..<Int(starts[id + 1]) where anchors.mayMatch(Int(rules[r]), hits: hits) {
                    live.append(rules[r])
                }
            }
        }
        guard live.count > 1 else { return live }
        live.sort()
        var kept = 1
        for k in 1..<live.count where live[k] != live[kept - 1] {
            live[kept] = live[k]
            kept += 1
        }
        live.removeLast(live.count - kept)
        return live
    }
}
