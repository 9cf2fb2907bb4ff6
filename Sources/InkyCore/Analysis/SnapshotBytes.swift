// SPDX-License-Identifier: GPL-3.0-or-later

/// Appends numbers and arrays of numbers as little-endian bytes, for `LexiconSet.snapshot()`.
struct SnapshotWriter {
    private(set) var bytes: [UInt8] = []

    mutating func int(_ value: Int) { number(Int64(value)) }

    mutating func number<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A count, then the elements.
    mutating func numbers<T: FixedWidthInteger>(_ values: [T]) {
        int(values.count)
        #if _endian(little)
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
        for value in values { number(value) }
        #endif
    }

    mutating func doubles(_ values: [Double]) { numbers(values.map(\.bitPattern)) }

    mutating func string(_ value: String) { numbers(Array(value.utf8)) }
}

/// Reads what `SnapshotWriter` wrote; any shortfall or impossible count is `SnapshotReader.Malformed`.
struct SnapshotReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    /// How many bytes are left to read.
    var remaining: Int { bytes.count - offset }

    mutating func int() throws -> Int {
        let value: Int64 = try number()
        guard let int = Int(exactly: value) else { throw Malformed() }
        return int
    }

    mutating func number<T: FixedWidthInteger>() throws -> T {
        let size = MemoryLayout<T>.size
        guard offset + size <= bytes.count else { throw Malformed() }
        var value = T.zero
        withUnsafeMutableBytes(of: &value) { target in
            bytes.withUnsafeBytes { source in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + size]))
            }
        }
        offset += size
        return T(littleEndian: value)
    }

    /// A count no larger than the bytes left could hold.
    mutating func count(elementSize: Int) throws -> Int {
        let count = try int()
        guard count >= 0, count <= (bytes.count - offset) / max(elementSize, 1) else { throw Malformed() }
        return count
    }

    /// An array copied in one piece (the bulk of a snapshot, so it must be fast).
    mutating func numbers<T: FixedWidthInteger>() throws -> [T] {
        let n = try count(elementSize: MemoryLayout<T>.size)
        let size = n * MemoryLayout<T>.size
        let start = offset
        let values = [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            bytes.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<start + size]))
            }
            initialized = n
        }
        offset += size
        #if _endian(little)
        return values
        #else
        return values.map { T(littleEndian: $0) }
        #endif
    }

    mutating func doubles() throws -> [Double] {
        let patterns: [UInt64] = try numbers()
        return patterns.map(Double.init(bitPattern:))
    }

    mutating func string() throws -> String {
        let utf8: [UInt8] = try numbers()
        guard let text = String(validating: utf8, as: UTF8.self) else { throw Malformed() }
        return text
    }
}
