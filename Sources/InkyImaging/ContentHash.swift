// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// SHA-256 (FIPS 180-4) of a file's bytes, so an attached picture can be recognised without
/// keeping a copy. Self-contained, as inky has no crypto dependency; not for secrets.
public struct ContentHash: Sendable {
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    private var pending: [UInt8] = []
    private var messageLength: UInt64 = 0

    public init() {}

    /// Adds bytes to the message.
    public mutating func update<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(contiguous: $0) }
        if done == nil { update(contiguous: Array(bytes)) }
    }

    /// Adds the bytes of `data`.
    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update(contiguous: $0.bindMemory(to: UInt8.self)) }
    }

    private mutating func update(contiguous bytes: UnsafeBufferPointer<UInt8>) {
        messageLength &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            offset = take
            if pending.count == 64 {
                compress(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
        while bytes.count - offset >= 64 {
            compress(Array(bytes[offset..<(offset + 64)]))
            offset += 64
        }
        pending.append(contentsOf: bytes[offset...])
    }

    private mutating func update(contiguous bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update(contiguous: $0) }
    }

    /// The 32-byte digest; the hash is finished afterwards.
    public mutating func finalize() -> [UInt8] {
        let bitLength = messageLength &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        for start in stride(from: 0, to: tail.count, by: 64) { compress(Array(tail[start..<(start + 64)])) }
        pending.removeAll()
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// Lower-case hexadecimal SHA-256 of `data`.
    public static func sha256(_ data: Data) -> String {
        var hash = ContentHash()
        hash.update(data)
        return hex(hash.finalize())
    }

    /// Lower-case hexadecimal SHA-256 of the file at `path`, read in 1 MiB chunks.
    public static func sha256(fileAt path: String) throws(ImageDecodingError) -> String {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadableFile(path: path) }
        defer { try? handle.close() }
        var hash = ContentHash()
        while true {
            let chunk: Data?
            do { chunk = try handle.read(upToCount: 1 << 20) } catch { throw .unreadableFile(path: path) }
            guard let chunk, !chunk.isEmpty else { break }
            hash.update(chunk)
        }
        return hex(hash.finalize())
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

    private mutating func compress(_ block: [UInt8]) {
        var w = [UInt32](repeating: 0, count: 64)
        for i in 0..<16 {
            w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16 | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
        }
        for i in 16..<64 {
            let s0 = Self.rotr(w[i - 15], 7) ^ Self.rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = Self.rotr(w[i - 2], 17) ^ Self.rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for i in 0..<64 {
            let s1 = Self.rotr(e, 6) ^ Self.rotr(e, 11) ^ Self.rotr(e, 25)
            let ch = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ ch &+ Self.k[i] &+ w[i]
            let s0 = Self.rotr(a, 2) ^ Self.rotr(a, 13) ^ Self.rotr(a, 22)
            let maj = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ maj
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}
