// SPDX-License-Identifier: GPL-3.0-or-later

/// 128 bits summing up a few word ids, one bit each by a hash of the id: two signatures that share no bit
/// share no id, so most anchors a line cannot hit are turned away without looking at its words.
struct SafetyIDSignature: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    mutating func insert(_ id: Int32) {
        let bit = (UInt32(bitPattern: id) &* 0x9E37_79B1) >> 25 // (word ids are dense; the product spreads them)
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
    }

    /// Whether some bit is in both: false means no id is in both.
    @inline(__always) func meets(_ other: SafetyIDSignature) -> Bool {
        low & other.low != 0 || high & other.high != 0
    }
}
