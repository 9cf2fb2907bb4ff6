// SPDX-License-Identifier: GPL-3.0-or-later

/// One word of a screened text: its key, where its letters sit in the squeezed buffer, and its sentence.
struct SafetyToken: Sendable {
    /// `SafetyWordKey` of the lower-case word, runs of three or more letters cut to two ("killll" → "kill").
    var key: UInt64
    /// The key with every run cut to one ("kil", "kill" and "killll" alike), for typed doubles.
    var squeezedKey: UInt64
    var squeezedCount: Int32
    /// Range of the letters (as in `key`) in `SafetyTokens.letters`.
    var start: Int32
    var count: Int32
    /// Sentence number; a match and the words around it that change it stay in one sentence.
    var sentence: Int32
    /// The word began with a capital letter (a name, when it is not the sentence's first word or "I").
    var capitalized: Bool
    /// First word of its sentence.
    var sentenceInitial: Bool
}

/// The key a word is looked up by: FNV-1a over its lower-case bytes, with long runs of one letter cut
/// to two ("sooo" → "soo"). A second, squeezed key (every run cut to one) lets a dropped or doubled
/// letter still match a long word ("kiling", "myselff").
enum SafetyWordKey {
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    @inline(__always) static func add(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* prime }

    static func of<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        bytes.reduce(seed, add)
    }

    /// Lower-cases a word and cuts its long runs the way the tokenizer does.
    static func normalize(_ word: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in word.lowercased().utf8 where byte != 0x27 {
            if out.count >= 2, out[out.count - 1] == byte, out[out.count - 2] == byte { continue }
            out.append(byte)
        }
        return out
    }

    /// Every run cut to one letter.
    static func squeezed(_ letters: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for byte in letters where out.last != byte { out.append(byte) }
        return out
    }
}
