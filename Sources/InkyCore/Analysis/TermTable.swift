// SPDX-License-Identifier: GPL-3.0-or-later

/// An open-addressing hash table from byte strings to term ids, so lookups need no `String`.
///
/// Keys are stored once in a byte arena; a lookup hashes the bytes and compares them in place.
/// Each key is a record; an alias is a record whose target is another record's id, so ids stay those
/// of real terms (`idCapacity` bounds them for arrays indexed by id).
struct TermTable: Sendable {
    private var slots: [Int32]
    private var mask: Int
    private var arena: [UInt8] = []
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var hashes: [UInt64] = []
    private var targets: [Int32] = []

    init(capacity: Int = 8192) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        arena.reserveCapacity(capacity * 10)
        starts.reserveCapacity(capacity)
        lengths.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        targets.reserveCapacity(capacity)
    }

    /// One more than the largest id ever returned.
    var idCapacity: Int { starts.count }

    /// Hashes eight bytes at a time (multiply and xor-shift), the tail byte by byte.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < bytes.count {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 32
        return h
    }

    /// The id of `key`, or -1.
    func lookup(_ key: UnsafeBufferPointer<UInt8>) -> Int32 {
        let h = TermTable.hash(key)
        var slot = Int(truncatingIfNeeded: h) & mask
        return arena.withUnsafeBufferPointer { arena in
            while true {
                let record = slots[slot]
                if record < 0 { return -1 }
                let i = Int(record)
                if hashes[i] == h && Int(lengths[i]) == key.count {
                    let start = Int(starts[i])
                    var same = true
                    for j in 0..<key.count where arena[start + j] != key[j] { same = false; break }
                    if same { return targets[i] }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    func lookup(_ key: String) -> Int32 {
        var key = key
        return key.withUTF8 { lookup($0) }
    }

    /// The id of `key`, adding it when new.
    mutating func intern(_ key: String) -> Int32 {
        let existing = lookup(key)
        if existing >= 0 { return existing }
        let record = add(key)
        targets.append(record)
        return record
    }

    /// Makes `alias` find `id`; false (and no change) when `alias` is already a key.
    @discardableResult
    mutating func alias(_ alias: String, to id: Int32) -> Bool {
        if lookup(alias) >= 0 { return false }
        _ = add(alias)
        targets.append(id)
        return true
    }

    private mutating func add(_ key: String) -> Int32 {
        if (starts.count + 1) * 2 > slots.count { grow() }
        let record = Int32(starts.count)
        var key = key
        let h = key.withUTF8 { TermTable.hash($0) }
        starts.append(Int32(arena.count))
        lengths.append(Int32(key.utf8.count))
        hashes.append(h)
        key.withUTF8 { for b in $0 { arena.append(b) } }
        place(record, hash: h)
        return record
    }

    private mutating func place(_ record: Int32, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = record
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for record in 0..<starts.count { place(Int32(record), hash: hashes[record]) }
    }
}

extension TermTable {
    /// The largest id a lookup can return (-1 when empty); arrays indexed by id must reach it.
    var largestTarget: Int32 { targets.max() ?? -1 }

    /// The keys' bytes, lengths and targets, and the table size: the rest is rebuilt on reading.
    func write(to out: inout SnapshotWriter) {
        out.int(slots.count)
        out.numbers(arena)
        out.numbers(lengths)
        out.numbers(targets)
    }

    /// The table `write(to:)` wrote, with each key placed again in id order (which reproduces
    /// the probing of the original, since keys are never removed).
    init(snapshot input: inout SnapshotReader) throws {
        let size = try input.int()
        let arena: [UInt8] = try input.numbers(), lengths: [Int32] = try input.numbers(), targets: [Int32] = try input.numbers()
        guard size >= 16, size.nonzeroBitCount == 1, lengths.count * 2 <= size, size <= max(1 << 16, lengths.count * 64),
              targets.count == lengths.count,
              targets.allSatisfy({ $0 >= 0 && Int($0) < lengths.count }) else { throw SnapshotReader.Malformed() }
        (self.arena, self.lengths, self.targets) = (arena, lengths, targets)
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        starts.reserveCapacity(lengths.count)
        hashes.reserveCapacity(lengths.count)
        var start = 0
        for length in lengths {
            guard length >= 0, start + Int(length) <= arena.count else { throw SnapshotReader.Malformed() }
            starts.append(Int32(start))
            start += Int(length)
        }
        guard start == arena.count else { throw SnapshotReader.Malformed() }
        arena.withUnsafeBufferPointer { bytes in
            for (record, length) in lengths.enumerated() {
                let key = UnsafeBufferPointer(rebasing: bytes[Int(starts[record])..<Int(starts[record]) + Int(length)])
                let h = TermTable.hash(key)
                hashes.append(h)
                place(Int32(record), hash: h)
            }
        }
    }
}
