// SPDX-License-Identifier: GPL-3.0-or-later

/// A map from word keys to ids by open addressing. The keys are FNV hashes already (`SafetyWordKey`),
/// so a lookup is one multiply and a short probe, with nothing hashed again.
struct SafetyKeyMap: Sendable {
    /// A key and its id side by side, so a probe reads one cache line; id -1 marks an empty slot.
    private struct Slot: Sendable {
        var key: UInt64
        var value: Int32
    }

    private var slots: [Slot]
    /// A bit per value of a key's top 16 bits, set for the keys stored: most keys not there are turned
    /// away by one test of this small table, without a probe of the big one.
    private var filter = [UInt64](repeating: 0, count: 1024)
    private var shift: UInt64
    private var count = 0

    /// An empty map with room for about `capacity` keys before it grows.
    init(capacity: Int = 8) {
        var size = 16, bits: UInt64 = 4
        while size * 3 < capacity * 4 { size *= 2; bits += 1 }
        slots = [Slot](repeating: Slot(key: 0, value: -1), count: size)
        shift = 64 - bits
    }

    @inline(__always) private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The id stored for `key`, or nil.
    @inline(__always) subscript(key: UInt64) -> Int32? {
        let top = Int(key >> 48)
        guard filter[top >> 6] & (1 << UInt64(top & 63)) != 0 else { return nil }
        let mask = slots.count - 1
        var i = slot(key)
        while true {
            let slot = slots[i]
            if slot.value < 0 { return nil }
            if slot.key == key { return slot.value }
            i = (i + 1) & mask
        }
    }

    /// Stores `value` (not negative) for `key`, replacing any earlier one.
    mutating func set(_ key: UInt64, _ value: Int32) {
        precondition(value >= 0)
        if (count + 1) * 4 > slots.count * 3 { grow() } // at most three quarters full
        let mask = slots.count - 1
        var i = slot(key)
        while slots[i].value >= 0 && slots[i].key != key { i = (i + 1) & mask }
        if slots[i].value < 0 { count += 1 }
        slots[i] = Slot(key: key, value: value)
        filter[Int(key >> 54)] |= 1 << UInt64((key >> 48) & 63)
    }

    private mutating func grow() {
        let old = slots.filter { $0.value >= 0 }
        slots = [Slot](repeating: Slot(key: 0, value: -1), count: slots.count * 2)
        shift -= 1
        count = 0
        for slot in old { set(slot.key, slot.value) }
    }

    /// The largest value stored (-1 when empty), to check a snapshot's values point inside their arrays.
    var largestValue: Int32 { slots.lazy.map(\.value).max() ?? -1 }

    /// The stored keys and values in key order, the same however they were placed
    /// (`SafetyScreen.snapshot()`); the slots are rebuilt on reading.
    func write(to out: inout SnapshotWriter) {
        let stored = slots.filter { $0.value >= 0 }.sorted { $0.key < $1.key }
        out.numbers(stored.map(\.key))
        out.numbers(stored.map(\.value))
    }

    /// The map `write(to:)` wrote. Each key is stored once, so inserting them again in any order gives
    /// the same lookups.
    init(snapshot input: inout SnapshotReader) throws {
        let keys: [UInt64] = try input.numbers(), values: [Int32] = try input.numbers()
        guard keys.count == values.count, values.allSatisfy({ $0 >= 0 }) else { throw SnapshotReader.Malformed() }
        self.init(capacity: keys.count)
        for (key, value) in zip(keys, values) { set(key, value) }
    }
}
