// SPDX-License-Identifier: GPL-3.0-or-later

/// The features `SafetyModel` reads in a text: each word and each pair of neighbouring words, as hashes.
///
/// Words are read as Tools/train-safety-model.py reads them: ASCII letters lowercased, apostrophes (' ‘ ’)
/// dropped, every other character apart from a-z and 0-9 separating words. A pair is its two words with
/// one space between, so `hash("i want")` is the pair of "i" and "want".
enum SafetyModelWords {
    /// FNV-1a, 64 bits, kept to its low 32; 0 is kept for an empty slot of `SafetyModel`'s table.
    static let offset: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    @inline(__always) static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* prime }

    @inline(__always) static func finish(_ hash: UInt64) -> UInt32 {
        let low = UInt32(truncatingIfNeeded: hash)
        return low == 0 ? 1 : low
    }

    /// The hash of a feature written out ("want", "i want"), as the model file names it.
    static func hash(_ feature: String) -> UInt32 {
        finish(feature.utf8.reduce(offset, mix))
    }

    /// The hash of each distinct word and pair of `text`, in the order `forEachDistinctFeature` passes them:
    /// read once for a line that both learned layers read (`TextAnalyzer`).
    static func distinctFeatures(in text: String) -> [UInt32] {
        var hashes: [UInt32] = []
        hashes.reserveCapacity(text.utf8.count / 2 + 2)
        _ = forEachDistinctFeature(in: text) { hashes.append($0) }
        return hashes
    }

    /// Calls `body` once with the hash of each distinct word and pair of `text` (one that comes again is
    /// passed over) and returns how many distinct ones it holds, known to a model or not (for `@norm`).
    @inline(__always) static func forEachDistinctFeature(in text: String, _ body: (UInt32) -> Void) -> Int {
        // A table at most half full: a text of n bytes holds at most n + 1 words and pairs.
        var capacity = 64
        while capacity < 2 * (text.utf8.count + 1) { capacity <<= 1 }
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) { seen in
            seen.initialize(repeating: 0)
            let mask = capacity - 1
            var distinct = 0
            forEachFeature(in: text) { hash in
                var k = Int(hash) & mask
                while seen[k] != 0 {
                    if seen[k] == hash { return }
                    k = (k + 1) & mask
                }
                seen[k] = hash
                distinct += 1
                body(hash)
            }
            return distinct
        }
    }

    /// Calls `body` with the hash of every word and every pair of neighbouring words, in reading order
    /// (a feature may come more than once).
    @inline(__always) static func forEachFeature(in text: String, _ body: (UInt32) -> Void) {
        var word = offset, previous = offset
        var inWord = false, hasPrevious = false
        var pair = offset
        func endWord() {
            body(finish(word))
            if hasPrevious { body(finish(pair)) }
            previous = word
            hasPrevious = true
            inWord = false
        }
        var pending: UInt8 = 0 // bytes of a ‘ or ’ seen so far (E2 80 98/99)
        for byte in text.utf8 {
            if pending > 0 {
                if pending == 1, byte == 0x80 { pending = 2; continue }
                if pending == 2, byte == 0x98 || byte == 0x99 { pending = 0; continue }
                pending = 0
                if inWord { endWord() }
            }
            var b = byte
            if b >= 0x41 && b <= 0x5A { b |= 0x20 }
            if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) {
                if !inWord {
                    inWord = true
                    word = offset
                    if hasPrevious { pair = mix(previous, 0x20) }
                }
                word = mix(word, b)
                if hasPrevious { pair = mix(pair, b) }
            } else if b == 0x27 {
                continue
            } else if b == 0xE2 {
                pending = 1
            } else if inWord {
                endWord()
            }
        }
        if inWord { endWord() }
    }
}
