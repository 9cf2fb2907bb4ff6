// SPDX-License-Identifier: GPL-3.0-or-later

/// Standard base64 (padded, no line breaks) decoded straight into bytes: the embedded snapshots, megabytes
/// read on every start, without Foundation's `Data` and the copy out of it.
enum Base64Bytes {
    /// Each ASCII character's six bits; 0xFF for a character outside the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(c)] = UInt8(i)
        }
        return table
    }()

    /// The bytes `text` encodes, or nil when it is not padded standard base64 (as `Data(base64Encoded:)`
    /// reads it without options).
    static func decode(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { decode($0) }
    }

    static func decode(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let n = input.count
        guard n % 4 == 0 else { return nil }
        if n == 0 { return [] }
        let padding = input[n - 1] == 0x3D ? (input[n - 2] == 0x3D ? 2 : 1) : 0
        let count = n / 4 * 3 - padding
        var valid = true
        let bytes = values.withUnsafeBufferPointer { table in
            [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                var o = 0
                var i = 0
                let whole = padding > 0 ? n - 4 : n
                while i < whole {
                    let a = table[Int(input[i])], b = table[Int(input[i + 1])]
                    let c = table[Int(input[i + 2])], d = table[Int(input[i + 3])]
                    if (a | b | c | d) & 0xC0 != 0 { valid = false; break }
                    out[o] = a << 2 | b >> 4
                    out[o + 1] = b << 4 | c >> 2
                    out[o + 2] = c << 6 | d
                    o += 3
                    i += 4
                }
                if valid && padding > 0 {
                    let a = table[Int(input[n - 4])], b = table[Int(input[n - 3])]
                    let c = padding == 1 ? table[Int(input[n - 2])] : 0
                    if (a | b | c) & 0xC0 != 0 {
                        valid = false
                    } else {
                        out[o] = a << 2 | b >> 4
                        if padding == 1 { out[o + 1] = b << 4 | c >> 2 }
                        o += 3 - padding
                    }
                }
                initialized = valid ? o : 0
            }
        }
        return valid ? bytes : nil
    }
}
