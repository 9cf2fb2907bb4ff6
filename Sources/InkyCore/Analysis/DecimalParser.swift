// SPDX-License-Identifier: GPL-3.0-or-later

/// Parses plain decimals ("-0.75", "3") from UTF-8 bytes without building a `String`.
///
/// A mantissa below 2^53 divided by an exact power of ten is correctly rounded, so the result equals
/// `Double(String)`; anything else (exponents, long digit strings) returns nil for the caller to fall back.
enum DecimalParser {
    static func parse<C: Collection<UInt8>>(_ bytes: C) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var negative = false
        var seenPoint = false
        var index = bytes.startIndex
        if index < bytes.endIndex && (bytes[index] == 0x2D || bytes[index] == 0x2B) {
            negative = bytes[index] == 0x2D
            index = bytes.index(after: index)
        }
        while index < bytes.endIndex {
            let b = bytes[index]
            if b >= 0x30 && b <= 0x39 {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(b - 0x30)
                if seenPoint { fractionDigits += 1 }
            } else if b == 0x2E && !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
            index = bytes.index(after: index)
        }
        guard digits > 0 else { return nil }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= powersOfTen[fractionDigits] }
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...15).map { n in (0..<n).reduce(1.0) { acc, _ in acc * 10 } }
}
