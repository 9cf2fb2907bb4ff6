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
    /// Index of the first word of the quotation the word stands in (-1: none), to tell whose words they are.
    var quote: Int32 = -1
    /// A comma or a colon stands just before the word: it opens a clause ("nothing, i just want to die").
    var clauseInitial = false
}

/// The key a word is looked up by: FNV-1a over its lower-case bytes, with long runs of one letter cut
/// to two ("sooo" → "soo"). A second, squeezed key (every run cut to one) lets a dropped or doubled
/// letter still match a long word ("kiling", "myselff").
enum SafetyWordKey {
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    @inline(__always) static func add(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* prime }

    static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = seed
        for byte in bytes { hash = add(hash, byte) }
        return hash
    }

    static func of(_ bytes: [UInt8]) -> UInt64 { of(bytes[...]) }

    /// Lower-cases a word and cuts its long runs the way the tokenizer does.
    static func normalize(_ word: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(word.utf8.count)
        func add(_ byte: UInt8) {
            guard byte != 0x27 else { return }
            if out.count >= 2, out[out.count - 1] == byte, out[out.count - 2] == byte { return }
            out.append(byte)
        }
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return normalize(ascii: Array(word.utf8)[...]) }
        for byte in word.lowercased().utf8 { add(byte) }
        return out
    }

    /// `normalize` of an ASCII word, from its bytes.
    static func normalize(ascii word: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(word.count)
        var last: UInt8 = 0, run = 0
        for var byte in word where byte != 0x27 {
            if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 } // as lowercased()
            run = byte == last ? run + 1 : 1
            last = byte
            if run <= 2 { out.append(byte) } // runs cut to two
        }
        return out
    }

    /// The key and length of the letters with every run cut to one letter.
    static func squeezed(_ letters: [UInt8]) -> (key: UInt64, count: Int) {
        var key = seed, count = 0, last: UInt8? = nil
        for byte in letters where byte != last {
            key = add(key, byte)
            count += 1
            last = byte
        }
        return (key, count)
    }
}
