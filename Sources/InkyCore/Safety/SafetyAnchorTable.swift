// SPDX-License-Identifier: GPL-3.0-or-later

/// The rules' anchors laid out for a quick test: per rule its anchor sets (`SafetyAnchors`), and per word id
/// the anchor sets that hold it. A text marks the anchors its words hit once; a rule with an anchor not
/// hit cannot match and is skipped.
struct SafetyAnchorTable: Sendable {
    /// Rule r's anchors are `ruleAnchors[ruleStart[r]..<ruleStart[r + 1]]`, the most telling first.
    private var ruleStart: [Int32] = [0]
    private var ruleAnchors: [Int32] = []
    /// The anchors holding id i are `idAnchors[idStart[i]..<idStart[i + 1]]`.
    private var idStart: [Int32] = [0]
    private var idAnchors: [Int32] = []
    /// Anchor a's word set (in the program's sets).
    private var anchorSets: [Int32] = []
    /// How many distinct anchor sets there are.
    private(set) var count = 0
    /// Anchor a's ids summed up (worked out from the sets, never stored).
    private var signatures: [SafetyIDSignature] = []

    init() {}

    /// `anchors[r]`: rule r's anchor sets, in `sets`.
    init(anchors: [[Int32]], sets: SafetyWordSets) {
        var anchorOfSet: [Int32: Int32] = [:]
        var setOfAnchor: [Int32] = []
        for rule in anchors {
            let from = ruleAnchors.count
            for set in rule {
                let anchor = anchorOfSet[set] ?? {
                    setOfAnchor.append(set)
                    anchorOfSet[set] = Int32(setOfAnchor.count - 1)
                    return Int32(setOfAnchor.count - 1)
                }()
                if !ruleAnchors[from...].contains(anchor) { ruleAnchors.append(anchor) }
            }
            ruleStart.append(Int32(ruleAnchors.count))
        }
        count = setOfAnchor.count
        anchorSets = setOfAnchor
        (idStart, idAnchors) = sets.positions(in: setOfAnchor)
        signatures = Self.signatures(of: anchorSets, in: sets)
    }

    private static func signatures(of anchorSets: [Int32], in sets: SafetyWordSets) -> [SafetyIDSignature] {
        anchorSets.map { set in
            var signature = SafetyIDSignature()
            sets.forEach(in: set) { signature.insert($0) }
            return signature
        }
    }

    /// The anchors the line's words hit, a bit each.
    func hits(in line: SafetyLine) -> [UInt64] {
        var hits = [UInt64](repeating: 0, count: count / 64 + 1)
        for k in 0..<line.words.tokens.count {
            for i in line.idRange(at: k) {
                let id = Int(line.id(i))
                for a in Int(idStart[id])..<Int(idStart[id + 1]) {
                    let anchor = Int(idAnchors[a])
                    hits[anchor >> 6] |= 1 << UInt64(anchor & 63)
                }
            }
        }
        return hits
    }

    /// Whether every anchor of rule r is hit.
    @inline(__always) func mayMatch(_ r: Int, hits: [UInt64]) -> Bool {
        for a in Int(ruleStart[r])..<Int(ruleStart[r + 1]) {
            let anchor = Int(ruleAnchors[a])
            if hits[anchor >> 6] & (1 << UInt64(anchor & 63)) == 0 { return false }
        }
        return true
    }

    /// Whether every anchor of rule r but its first (which the line is known to hit) holds a word of the
    /// line: `mayMatch(_:hits:)` without marking every anchor the line hits, for a few rules.
    func restMayMatch(_ r: Int, line: SafetyLine, sets: SafetyWordSets) -> Bool {
        var a = Int(ruleStart[r]) + 1
        let end = Int(ruleStart[r + 1])
        while a < end {
            let anchor = Int(ruleAnchors[a])
            guard signatures[anchor].meets(line.signature), line.holds(anchorSets[anchor], in: sets) else { return false }
            a += 1
        }
        return true
    }

    /// Rule r's first (most telling) anchor, or nil when it has none.
    func firstAnchor(of r: Int) -> Int32? { ruleStart[r] < ruleStart[r + 1] ? ruleAnchors[Int(ruleStart[r])] : nil }

    /// The anchors holding word id `id`.
    @inline(__always) func anchors(holding id: Int) -> ArraySlice<Int32> { idAnchors[Int(idStart[id])..<Int(idStart[id + 1])] }

    /// The table (`SafetyScreen.snapshot()`).
    func write(to out: inout SnapshotWriter) {
        out.int(count)
        out.numbers(ruleStart)
        out.numbers(ruleAnchors)
        out.numbers(idStart)
        out.numbers(idAnchors)
        out.numbers(anchorSets)
    }

    /// The table `write(to:)` wrote, for `ruleCount` rules, `idCount` word ids and the word sets `sets`.
    init(snapshot input: inout SnapshotReader, ruleCount: Int, idCount: Int, sets: SafetyWordSets) throws {
        let setCount = sets.setCount
        count = try input.int()
        ruleStart = try input.numbers()
        ruleAnchors = try input.numbers()
        idStart = try input.numbers()
        idAnchors = try input.numbers()
        anchorSets = try input.numbers()
        guard count >= 0, count <= Int(Int32.max), ruleStart.areOffsets(count: ruleCount + 1, total: ruleAnchors.count),
              anchorSets.count == count, anchorSets.areIndices(below: setCount),
              idStart.areOffsets(count: idCount + 1, total: idAnchors.count),
              ruleAnchors.areIndices(below: count), idAnchors.areIndices(below: count)
        else { throw SnapshotReader.Malformed() }
        signatures = Self.signatures(of: anchorSets, in: sets)
    }
}
