// SPDX-License-Identifier: GPL-3.0-or-later

/// One screened text's words and the word ids each answers to, looked up once for all rules.
struct SafetyLine: Sendable {
    let words: SafetyTokens
    /// Per token, where its ids are in `ids`, and whether a gap may not pass it: someone else as subject
    /// ("I hope my dad doesn't die"), or a negator ("I'm not a burden to anyone").
    private struct Slot: Sendable {
        var start: Int32
        var end: Int32
        var someoneElse: Bool
        var negator: Bool
    }
    private var slots: [Slot] = []
    private var ids: [Int32] = []
    /// The ids above, summed up, so an anchor none of them can hit is turned away at once.
    private(set) var signature = SafetyIDSignature()

    init(words: SafetyTokens, table: borrowing SafetyWordTable, sets: borrowing SafetyWordSets, someoneElse: Int32,
         negators: Int32) {
        self.words = words
        ids.reserveCapacity(words.tokens.count + 4)
        slots.reserveCapacity(words.tokens.count)
        for token in words.tokens {
            let before = ids.count
            table.ids(of: token, letters: words.letters, into: &ids)
            var other = false, negator = false
            for i in before..<ids.count {
                signature.insert(ids[i])
                other = other || sets.contains(ids[i], in: someoneElse)
                negator = negator || sets.contains(ids[i], in: negators)
            }
            slots.append(Slot(start: Int32(before), end: Int32(ids.count), someoneElse: other, negator: negator))
        }
    }

    /// Where the ids of token k are, for `id(_:)`.
    @inline(__always) func idRange(at k: Int) -> Range<Int> { Int(slots[k].start)..<Int(slots[k].end) }
    /// The id at position i of `idRange(at:)`.
    @inline(__always) func id(_ i: Int) -> Int32 { ids[i] }

    /// Whether token k answers to an id of the set.
    @inline(__always) func answers(_ k: Int, to set: Int32, in sets: SafetyWordSets) -> Bool {
        let slot = slots[k]
        var i = Int(slot.start)
        let end = Int(slot.end)
        while i < end {
            if sets.contains(ids[i], in: set) { return true }
            i += 1
        }
        return false
    }

    /// Whether some token answers to an id of the set.
    @inline(__always) func holds(_ set: Int32, in sets: SafetyWordSets) -> Bool {
        for id in ids where sets.contains(id, in: set) { return true }
        return false
    }

    /// Token k is a word some pattern names.
    func knows(_ k: Int) -> Bool { slots[k].end > slots[k].start }

    /// A gap may not pass token k: a negator, or (unless `passingOthers`) a word naming someone else.
    @inline(__always) func blocksGap(at k: Int, passingOthers: Bool) -> Bool {
        slots[k].negator || (slots[k].someoneElse && !passingOthers)
    }
}
