// SPDX-License-Identifier: GPL-3.0-or-later

/// The alarm rules by their first (most telling) anchor, so a text learns at once which alarms could
/// match it: those each of whose anchors its words hit (`SafetyAnchorTable.mayMatch`). Most texts have
/// none and are done before any matching. Worked out from the rules and anchors, never stored.
struct SafetyAlarmFilter: Sendable {
    /// The alarm rules whose first anchor is a are `rules[starts[a]..<starts[a + 1]]`, in increasing order.
    private var starts: [Int32]
    private var rules: [Int32]
    /// Alarm rules with no anchor: any text may match them.
    private var unanchored: [Int32]
    /// Per word id a bit: the id is in some alarm rule's first anchor. A text none of whose words has
    /// one matches no alarm (nil when some alarm has no anchor).
    let keys: [UInt64]?

    init(rules all: [SafetyRule], anchors: SafetyAnchorTable, idCount: Int) {
        var lists = [[Int32]](repeating: [], count: anchors.count)
        var unanchored: [Int32] = []
        for (r, rule) in all.enumerated() {
            guard case .alarm = rule.role else { continue }
            if let anchor = anchors.firstAnchor(of: r) { lists[Int(anchor)].append(Int32(r)) } else { unanchored.append(Int32(r)) }
        }
        starts = [0]
        rules = []
        for list in lists {
            rules += list
            starts.append(Int32(rules.count))
        }
        self.unanchored = unanchored
        keys = unanchored.isEmpty ? anchors.ids(inAnchors: lists.map { !$0.isEmpty }, idCount: idCount) : nil
    }

    /// The alarm rules each of whose anchors is among `hits` (`SafetyAnchorTable.hits`), in increasing order.
    func rules(allOfWhoseAnchorsAreIn hits: [UInt64], anchors: SafetyAnchorTable) -> [Int32] {
        var live = unanchored
        for (w, word) in hits.enumerated() {
            var rest = word
            while rest != 0 {
                let anchor = w << 6 | rest.trailingZeroBitCount
                rest &= rest - 1
                guard anchor + 1 < starts.count else { continue }
                for r in Int(starts[anchor])..<Int(starts[anchor + 1]) where anchors.mayMatch(Int(rules[r]), hits: hits) {
                    live.append(rules[r])
                }
            }
        }
        if live.count > 1 { live.sort() }
        return live
    }
}
