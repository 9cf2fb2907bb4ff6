// SPDX-License-Identifier: GPL-3.0-or-later

/// The word-id sets of the compiled patterns, each a bitset trimmed to the words it uses, back to back
/// in one shared pool; equal sets are stored once. A membership test is two loads and a mask.
struct SafetyWordSets: Sendable {
    /// A set's bitset words `low..<low + count` of the vocabulary, stored from `pool[base]`.
    private struct Span: Sendable {
        var low: Int32
        var count: Int32
        var base: Int32
    }

    private var spans: [Span] = []
    private var pool: [UInt64] = []
    /// Sets by a hash of their words, to store each once (only while parsing).
    private var known = SafetyKeyMap(capacity: 2048)
    /// The vocabulary's size.
    var idCount: Int32 = 0

    init(idCount: Int32) { self.idCount = idCount }

    /// The index of a set equal to `bits`, storing it when new.
    mutating func intern(_ bits: SafetyIDBits) -> Int32 {
        var low = 0
        while low < bits.words.count, bits.words[low] == 0 { low += 1 }
        var high = bits.words.count
        while high > low, bits.words[high - 1] == 0 { high -= 1 }
        return intern(bits.words[low..<high], low: low)
    }

    /// The index of the set of these ids, storing it when new.
    /// The index of the set of one id, storing it when new.
    mutating func intern(id: Int32) -> Int32 {
        let low = Int(id) >> 6, word: UInt64 = 1 << UInt64(id & 63)
        let hash = ((SafetyWordKey.seed ^ UInt64(low)) &* SafetyWordKey.prime ^ word) &* SafetyWordKey.prime
        if let index = known[hash], spans[Int(index)].low == low, spans[Int(index)].count == 1,
           pool[Int(spans[Int(index)].base)] == word {
            return index
        }
        pool.append(word)
        return add(low: low, count: 1, base: pool.count - 1, hash: hash)
    }

    mutating func intern(ids: [Int32]) -> Int32 {
        var low = Int.max, high = 0
        for id in ids { (low, high) = (min(low, Int(id) >> 6), max(high, Int(id) >> 6 + 1)) }
        guard low < high else { return intern(ArraySlice(), low: 0) }
        // Laid out at the end of the pool, and taken back off when the set is there already.
        let base = pool.count
        pool.append(contentsOf: repeatElement(0, count: high - low))
        for id in ids { pool[base + Int(id) >> 6 - low] |= 1 << UInt64(id & 63) }
        let hash = Self.hash(pool[base...], low: low)
        if let index = find(hash, pool[base...], low: low) {
            pool.removeLast(high - low)
            return index
        }
        return add(low: low, count: high - low, base: base, hash: hash)
    }

    /// `words` trimmed of empty words at both ends, the first being word `low` of the vocabulary.
    private mutating func intern(_ words: ArraySlice<UInt64>, low: Int) -> Int32 {
        let hash = Self.hash(words, low: low)
        if let index = find(hash, words, low: low) { return index }
        let base = pool.count
        pool.append(contentsOf: words)
        return add(low: low, count: words.count, base: base, hash: hash)
    }

    private static func hash(_ words: ArraySlice<UInt64>, low: Int) -> UInt64 {
        var hash = (SafetyWordKey.seed ^ UInt64(low)) &* SafetyWordKey.prime
        for word in words { hash = (hash ^ word) &* SafetyWordKey.prime }
        return hash
    }

    private func find(_ hash: UInt64, _ words: ArraySlice<UInt64>, low: Int) -> Int32? {
        guard let index = known[hash], spans[Int(index)].low == low, self.words(of: index) == words else { return nil }
        return index
    }

    private mutating func add(low: Int, count: Int, base: Int, hash: UInt64) -> Int32 {
        let index = Int32(spans.count)
        spans.append(Span(low: Int32(low), count: Int32(count), base: Int32(base)))
        if known[hash] == nil { known.set(hash, index) } // (a set whose hash is taken is just stored twice)
        return index
    }

    private func words(of set: Int32) -> ArraySlice<UInt64> {
        let span = spans[Int(set)]
        return pool[Int(span.base)..<Int(span.base + span.count)]
    }

    /// Forgets what `intern` needs, once parsing is done.
    mutating func seal() { known = SafetyKeyMap() }

    @inline(__always) func contains(_ id: Int32, in set: Int32) -> Bool {
        let span = spans[Int(set)]
        let word = Int(id >> 6) &- Int(span.low)
        guard word >= 0, word < Int(span.count) else { return false }
        return pool[Int(span.base) &+ word] & (1 << UInt64(id & 63)) != 0
    }

    /// How many ids the set has.
    func count(of set: Int32) -> Int { words(of: set).reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Whether the set shares no id with `bits`.
    func isDisjoint(_ set: Int32, with bits: SafetyIDBits) -> Bool {
        let low = Int(spans[Int(set)].low)
        return !words(of: set).enumerated().contains { $0.element & bits.words[low + $0.offset] != 0 }
    }

    /// Whether every id of the set is in `bits`.
    func isSubset(_ set: Int32, of bits: SafetyIDBits) -> Bool {
        let low = Int(spans[Int(set)].low)
        return !words(of: set).enumerated().contains { $0.element & ~bits.words[low + $0.offset] != 0 }
    }

    /// Calls `body` with each id of the set, in increasing order.
    func forEach(in set: Int32, _ body: (Int32) -> Void) {
        let low = Int(spans[Int(set)].low)
        for (k, word) in words(of: set).enumerated() {
            var rest = word
            while rest != 0 {
                body(Int32((low + k) * 64 + rest.trailingZeroBitCount))
                rest &= rest - 1
            }
        }
    }

    /// For each id, the positions in `list` of the sets holding it (-1 in `list`: none), in increasing
    /// order: id i's are `items[starts[i]..<starts[i + 1]]`.
    func positions(in list: [Int32]) -> (starts: [Int32], items: [Int32]) {
        var starts = [Int32](repeating: 0, count: Int(idCount) + 1)
        for set in list where set >= 0 { forEach(in: set) { starts[Int($0) + 1] += 1 } }
        for i in 0..<Int(idCount) { starts[i + 1] += starts[i] }
        var items = [Int32](repeating: 0, count: Int(starts[Int(idCount)]))
        var next = starts
        for (position, set) in list.enumerated() where set >= 0 {
            forEach(in: set) { id in
                items[Int(next[Int(id)])] = Int32(position)
                next[Int(id)] += 1
            }
        }
        return (starts, items)
    }

    /// Adds the set's ids to `bits`.
    func formUnion(_ bits: inout SafetyIDBits, with set: Int32) {
        let low = Int(spans[Int(set)].low)
        for (k, word) in words(of: set).enumerated() { bits.words[low + k] |= word }
    }

    /// How many sets there are.
    var setCount: Int { spans.count }

    /// The sets and the vocabulary's size (`SafetyScreen.snapshot()`), once sealed.
    func write(to out: inout SnapshotWriter) {
        out.number(idCount)
        out.numbers(spans.flatMap { [$0.low, $0.count, $0.base] })
        out.numbers(pool)
    }

    /// The sets `write(to:)` wrote.
    init(snapshot input: inout SnapshotReader) throws {
        idCount = try input.number()
        let spans: [Int32] = try input.numbers()
        pool = try input.numbers()
        guard idCount >= 0, spans.count % 3 == 0 else { throw SnapshotReader.Malformed() }
        self.spans = stride(from: 0, to: spans.count, by: 3).map { Span(low: spans[$0], count: spans[$0 + 1], base: spans[$0 + 2]) }
        guard self.spans.allSatisfy({ $0.low >= 0 && $0.count >= 0 && $0.base >= 0 && Int($0.base) + Int($0.count) <= pool.count })
        else { throw SnapshotReader.Malformed() }
        known = SafetyKeyMap()
    }
}
