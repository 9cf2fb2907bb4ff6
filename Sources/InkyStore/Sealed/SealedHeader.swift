// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The clear-text header of an encrypted journal: how to derive its key, and which write it is.
///
/// Layout (big-endian), all of it authenticated as the AEAD's associated data:
/// `INKYSEAL` magic (8), format version (2), KDF id (1: scrypt), log2 N (1), r (4), p (4),
/// salt length (1) and salt, cipher id (1: ChaCha20-Poly1305), key check (16), generation (8).
/// The sealed SQLite image (nonce, ciphertext, tag) follows.
public struct SealedHeader: Sendable, Equatable {
    static let magic = Array("INKYSEAL".utf8)
    static let formatVersion: UInt16 = 1
    static let scryptID: UInt8 = 1
    static let chaChaPolyID: UInt8 = 1
    static let keyCheckLength = 16
    /// The largest header this inky writes or reads (bounds a hostile salt length).
    static let maximumSaltLength = 64

    public var kdf: KDFParameters
    public var salt: [UInt8]
    /// A 16-byte check derived from the key, so a wrong passphrase is told apart from a damaged file.
    public var keyCheck: [UInt8]
    /// Counts writes; a process reloads the file when it changes under it.
    public var generation: UInt64

    /// The encoded header bytes.
    public var bytes: [UInt8] {
        var out = Self.magic
        out.appendBigEndian(Self.formatVersion)
        out.append(Self.scryptID)
        out.append(kdf.log2N)
        out.appendBigEndian(kdf.r)
        out.appendBigEndian(kdf.p)
        out.append(UInt8(salt.count))
        out += salt
        out.append(Self.chaChaPolyID)
        out += keyCheck
        out.appendBigEndian(generation)
        return out
    }

    /// Parses a header from the start of `data`; returns it and its length, or throws `SealedError.notSealed` / `.unsupported`.
    public static func parse<Bytes: RandomAccessCollection>(_ data: Bytes) throws -> (header: SealedHeader, length: Int)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var reader = ByteReader(data)
        guard let magic = reader.take(8), magic == Self.magic else { throw SealedError.notSealed }
        guard let version: UInt16 = reader.bigEndian() else { throw SealedError.damaged }
        guard version == formatVersion else { throw SealedError.unsupported(version: Int(version)) }
        guard let kdfID = reader.byte(), kdfID == scryptID,
              let log2N = reader.byte(), let r: UInt32 = reader.bigEndian(), let p: UInt32 = reader.bigEndian(),
              let saltLength = reader.byte(), Int(saltLength) <= maximumSaltLength, saltLength >= 8,
              let salt = reader.take(Int(saltLength)),
              let cipher = reader.byte(), cipher == chaChaPolyID,
              let keyCheck = reader.take(keyCheckLength),
              let generation: UInt64 = reader.bigEndian()
        else { throw SealedError.damaged }
        let kdf = KDFParameters(log2N: log2N, r: r, p: p)
        guard kdf.isAcceptable else { throw SealedError.damaged }
        return (SealedHeader(kdf: kdf, salt: salt, keyCheck: keyCheck, generation: generation), reader.offset)
    }
}

/// scrypt's cost parameters.
public struct KDFParameters: Sendable, Equatable {
    public var log2N: UInt8
    public var r: UInt32
    public var p: UInt32

    public init(log2N: UInt8, r: UInt32, p: UInt32) {
        self.log2N = log2N
        self.r = r
        self.p = p
    }

    /// N = 2^15, r = 8, p = 1: 32 MiB and about a tenth of a second (README, "Privacy and safety").
    public static let standard = KDFParameters(log2N: 15, r: 8, p: 1)

    /// Bounds that keep a hostile header from asking for absurd memory or time (at most 1 GiB).
    var isAcceptable: Bool {
        log2N >= 10 && log2N <= 22 && r >= 1 && r <= 32 && p >= 1 && p <= 16
            && (1 << Int(log2N)) * 128 * Int(r) <= 1 << 30
    }
}

/// Reads fixed-size fields from bytes without ever reading past the end.
struct ByteReader<Bytes: RandomAccessCollection> where Bytes.Element == UInt8, Bytes.Index == Int {
    let data: Bytes
    private(set) var offset: Int

    init(_ data: Bytes) {
        self.data = data
        offset = data.startIndex
    }

    mutating func byte() -> UInt8? { take(1)?.first }

    mutating func take(_ count: Int) -> [UInt8]? {
        guard count >= 0, data.endIndex - offset >= count else { return nil }
        defer { offset += count }
        return Array(data[offset..<offset + count])
    }

    mutating func bigEndian<T: FixedWidthInteger>() -> T? {
        guard let bytes = take(MemoryLayout<T>.size) else { return nil }
        return bytes.reduce(T(0)) { $0 << 8 | T($1) }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        for shift in stride(from: (MemoryLayout<T>.size - 1) * 8, through: 0, by: -8) {
            append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }
}
