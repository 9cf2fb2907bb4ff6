// SPDX-License-Identifier: GPL-3.0-or-later

/// Words written to slip past filters ("s*icide", "k1ll mys3lf", "unal!ve"), read back as the words they stand for.
///
/// Inside a word (letters on both sides), `*` stands for any vowel, and `1 ! 3 0 4 @ $` for i, i, e, o, a, a, s.
/// A masked word is replaced only when what it stands for is a word some safety pattern names, so "mp3",
/// "b4" and "a1c" stay as they are.
enum SafetyUnmasking {
    private static let stand: [UInt8: [UInt8]] = [
        UInt8(ascii: "*"): Array("aeiou".utf8), UInt8(ascii: "1"): [UInt8(ascii: "i")], UInt8(ascii: "!"): [UInt8(ascii: "i")],
        UInt8(ascii: "3"): [UInt8(ascii: "e")], UInt8(ascii: "0"): [UInt8(ascii: "o")], UInt8(ascii: "4"): [UInt8(ascii: "a")],
        UInt8(ascii: "@"): [UInt8(ascii: "a")], UInt8(ascii: "$"): [UInt8(ascii: "s")],
    ]

    /// The bytes that can mask a letter, as a table (the look below runs over every line screened).
    private static let masks: [Bool] = (0..<256).map { stand[UInt8($0)] != nil }

    /// Whether the text may hold a masked word at all (a mask between letters): a cheap look before the real one.
    static func mayHoldMask(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var previousIsLetter = false
            var maskAfterLetter = false
            for b in bytes {
                let letter = isLetter(b)
                if letter, maskAfterLetter { return true }
                maskAfterLetter = masks[Int(b)] && (previousIsLetter || maskAfterLetter)
                previousIsLetter = letter
            }
            return false
        }
    }

    /// The text with each masked word that stands for a known word (`knows`, given lower-case letters) read back.
    static func unmask(_ text: String, knows: (String) -> Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var word: [UInt8] = []
        func flush() {
            if word.contains(where: { stand[$0] != nil }), let read = reading(word, knows: knows) { out += read } else { out += word }
            word.removeAll(keepingCapacity: true)
        }
        for b in text.utf8 {
            if isLetter(b) || stand[b] != nil || isDigit(b) { word.append(b) } else { flush(); out.append(b) }
        }
        flush()
        return String(decoding: out, as: UTF8.self)
    }

    /// What a word with masks inside stands for, or nil; masks at its edges ("wow!", "$5", "3rd") stay.
    private static func reading(_ word: [UInt8], knows: (String) -> Bool) -> [UInt8]? {
        guard let first = word.firstIndex(where: isLetter), let last = word.lastIndex(where: isLetter), first < last else { return nil }
        let inner = Array(word[first...last])
        let masks = inner.indices.filter { stand[inner[$0]] != nil }
        guard !masks.isEmpty, masks.count <= 3, inner.allSatisfy({ isLetter($0) || stand[$0] != nil }) else { return nil }
        // Every choice for the masks (a `*` has five), the first that names a known word wins.
        var candidate = inner.map { isLetter($0) ? lower($0) : $0 }
        func tryFrom(_ m: Int) -> Bool {
            if m == masks.count { return knows(String(decoding: candidate, as: UTF8.self)) }
            for letter in stand[inner[masks[m]]]! {
                candidate[masks[m]] = letter
                if tryFrom(m + 1) { return true }
            }
            return false
        }
        guard tryFrom(0) else { return nil }
        return Array(word[..<first]) + candidate + Array(word[(last + 1)...])
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    private static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 32 : b }
}
