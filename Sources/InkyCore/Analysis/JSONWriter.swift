// SPDX-License-Identifier: GPL-3.0-or-later

/// Builds compact JSON by hand into UTF-8 bytes: numbers rounded to 4 decimals, strings escaped
/// (control characters as \u00XX).
struct JSONWriter {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(512) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

    /// Writes `value` rounded to 4 decimals without trailing zeros; non-finite values as 0.
    mutating func number(_ value: Double) {
        guard value.isFinite, abs(value) < 1e14 else { bytes.append(0x30); return }
        let scaled = Int64((value * 10_000).rounded())
        if scaled == 0 { bytes.append(0x30); return }
        if scaled < 0 { bytes.append(0x2D) }
        let magnitude = scaled.magnitude
        appendDigits(magnitude / 10_000, minimumCount: 1)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        var digits = 4
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        bytes.append(0x2E)
        appendDigits(fraction, minimumCount: digits)
    }

    private mutating func appendDigits(_ value: UInt64, minimumCount: Int) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var v = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(v % 10) + 0x30
                v /= 10
                count += 1
            } while v > 0 && count < 20
            while count < minimumCount && count < 20 {
                buffer[count] = 0x30
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
        }
    }

    mutating func string(_ s: String) {
        bytes.append(0x22)
        var s = s
        s.withUTF8 { utf8 in
            if utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { escape(utf8) } else { bytes.append(contentsOf: utf8) }
        }
        bytes.append(0x22)
    }

    private mutating func escape(_ utf8: UnsafeBufferPointer<UInt8>) {
        for b in utf8 {
            switch b {
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
            default: bytes.append(b)
            }
        }
    }

    mutating func strings(_ list: [String]) {
        bytes.append(0x5B)
        for (i, s) in list.enumerated() {
            if i > 0 { bytes.append(0x2C) }
            string(s)
        }
        bytes.append(0x5D)
    }
}
