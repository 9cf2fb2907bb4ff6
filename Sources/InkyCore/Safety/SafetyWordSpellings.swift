// SPDX-License-Identifier: GPL-3.0-or-later

/// The pattern words met so far, by spelling, told apart as strings are: ASCII spellings byte for byte
/// through their keys (quick, no strings made), others as strings.
struct SafetyWordSpellings: Sendable {
    /// ASCII spellings by key, verified against their bytes: `spelled[i]` is `bytes[start..<start + count]`.
    private var keys = SafetyKeyMap(capacity: 2048)
    private var spelled: [(start: Int32, count: Int32, id: Int32)] = []
    private var bytes: [UInt8] = []
    /// Spellings that are not ASCII, and ASCII ones whose key another took.
    private var strings: [String: Int32] = [:]

    /// The id of an ASCII spelling met before.
    func id(ascii spelling: ArraySlice<UInt8>) -> Int32? {
        if let entry = keys[SafetyWordKey.of(spelling)] {
            let e = spelled[Int(entry)]
            if Int(e.count) == spelling.count,
               !zip(Int(e.start)..., spelling).contains(where: { bytes[$0.0] != $0.1 }) {
                return e.id
            }
        }
        // Another spelling with this key, or one not in ASCII but equal to this as a string.
        return strings.isEmpty ? nil : strings[String(decoding: spelling, as: UTF8.self)]
    }

    /// The id of a spelling not in ASCII met before.
    func id(_ spelling: String) -> Int32? { strings[spelling] }

    mutating func remember(ascii spelling: ArraySlice<UInt8>, _ id: Int32) {
        let key = SafetyWordKey.of(spelling)
        guard keys[key] == nil else {
            strings[String(decoding: spelling, as: UTF8.self)] = id
            return
        }
        keys.set(key, Int32(spelled.count))
        spelled.append((Int32(bytes.count), Int32(spelling.count), id))
        bytes.append(contentsOf: spelling)
    }

    mutating func remember(_ spelling: String, _ id: Int32) { strings[spelling] = id }

    /// The ASCII string equal to a string that is not ASCII, if any: only three characters are equal to
    /// ASCII ones (the Kelvin sign to K, the Greek question mark to ;, the Greek varia to `).
    static func asciiEquivalent(of spelling: String) -> ArraySlice<UInt8>? {
        var bytes: [UInt8] = []
        for scalar in spelling.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: bytes.append(UInt8(scalar.value))
            case 0x212A: bytes.append(UInt8(ascii: "K"))
            case 0x037E: bytes.append(UInt8(ascii: ";"))
            case 0x1FEF: bytes.append(UInt8(ascii: "`"))
            default: return nil
            }
        }
        return bytes[...]
    }
}
