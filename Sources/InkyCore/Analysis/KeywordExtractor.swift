// SPDX-License-Identifier: GPL-3.0-or-later

/// Ranks a text's keywords RAKE-style: stop words, modifiers and punctuation split the text into candidate
/// phrases; each word scores degree/frequency; a phrase scores the sum of its words; stems fold forms.
enum KeywordExtractor {
    /// A candidate word: its token, stem hash, and the slot its stem got.
    private struct Word {
        var token: Int32
        var stem: UInt64
        var slot: Int32 = 0
    }

    /// A candidate phrase: a run of words.
    private struct Phrase {
        var first: Int32
        var count: Int32
        var key: UInt64 = 0
        var score: Double = 0
    }

    /// A slot's frequency and degree.
    private struct Stem {
        var key: UInt64
        var frequency: Double
        var degree: Double
    }

    static func keywords(_ text: UnsafeBufferPointer<UInt8>, tokens: [Token], lexicons: LexiconSet,
                         limit: Int, maxWords: Int) -> [String] {
        guard limit > 0, !tokens.isEmpty else { return [] }
        var (words, phrases) = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Tokenizer.maxKeyLength) {
            candidates(text, tokens, lexicons, maxWords, $0)
        }
        guard !phrases.isEmpty else { return [] }
        // Frequency and degree per distinct stem.
        var stems: [Stem] = []
        var stemIndex = StemIndex()
        for p in phrases.indices {
            let phrase = phrases[p]
            for w in Int(phrase.first)..<Int(phrase.first + phrase.count) {
                let slot = stemIndex.slot(for: words[w].stem, in: &stems)
                stems[slot].frequency += 1
                stems[slot].degree += Double(phrase.count)
                words[w].slot = Int32(slot)
            }
        }
        // Score phrases; keep the best of each distinct stem sequence, first occurrence on ties.
        var best: [Phrase] = []
        var phraseIndex = StemIndex()
        var phraseKeys: [Stem] = []
        for var phrase in phrases {
            var key: UInt64 = 0xA5A5_5A5A
            for w in Int(phrase.first)..<Int(phrase.first + phrase.count) {
                key = (key &* 0x100_0000_01B3) ^ words[w].stem
                let stem = stems[Int(words[w].slot)]
                phrase.score += stem.degree / stem.frequency
            }
            phrase.key = key
            let slot = phraseIndex.slot(for: key, in: &phraseKeys)
            if slot == best.count {
                best.append(phrase)
            } else if phrase.score > best[slot].score {
                best[slot].score = phrase.score
            }
        }
        best.sort { $0.score != $1.score ? $0.score > $1.score : $0.first < $1.first }
        var result: [String] = []
        result.reserveCapacity(min(limit, best.count))
        for phrase in best.prefix(limit) {
            var keyword = ""
            for w in Int(phrase.first)..<Int(phrase.first + phrase.count) {
                if !keyword.isEmpty { keyword += " " }
                keyword += surface(text, tokens[Int(words[w].token)])
            }
            result.append(keyword)
        }
        return result
    }

    /// Candidate words and the phrases (runs of them) they form.
    private static func candidates(_ text: UnsafeBufferPointer<UInt8>, _ tokens: [Token], _ lexicons: LexiconSet,
                                   _ maxWords: Int, _ scratch: UnsafeMutableBufferPointer<UInt8>) -> ([Word], [Phrase]) {
        var words: [Word] = []
        var phrases: [Phrase] = []
        words.reserveCapacity(tokens.count)
        phrases.reserveCapacity(tokens.count / 2 + 1)
        var open = false
        for index in tokens.indices {
            let token = tokens[index]
            guard isCandidate(token, lexicons), let stem = stemHash(text, token, scratch) else {
                open = false
                continue
            }
            if !open || Int(phrases[phrases.count - 1].count) >= maxWords {
                phrases.append(Phrase(first: Int32(words.count), count: 0))
                open = true
            }
            words.append(Word(token: Int32(index), stem: stem))
            phrases[phrases.count - 1].count += 1
        }
        return (words, phrases)
    }

    private static func isCandidate(_ token: Token, _ lexicons: LexiconSet) -> Bool {
        guard token.kind == .word, token.flags.contains(.hasLetter), token.end - token.start >= 2 else { return false }
        guard token.term >= 0 else { return true }
        let flags = lexicons.termFlags[Int(token.term)]
        return !flags.contains(.stopWord) && !flags.contains(.modifierWord)
    }

    /// Hash of the token's stem; nil for words too long to be keywords.
    private static func stemHash(_ text: UnsafeBufferPointer<UInt8>, _ token: Token,
                                 _ scratch: UnsafeMutableBufferPointer<UInt8>) -> UInt64? {
        let length = Int(token.end - token.start)
        if token.flags.contains(.nonASCII) {
            let word = String(decoding: UnsafeBufferPointer(rebasing: text[Int(token.start)..<Int(token.end)]), as: UTF8.self)
            var lowered = word.lowercased()
            return lowered.withUTF8 { TermTable.hash($0) }
        }
        guard length <= Tokenizer.maxKeyLength else { return nil }
        for i in 0..<length {
            let b = text[Int(token.start) + i]
            scratch[i] = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
        }
        let stemmed = Stemmer.stem(scratch, length: length)
        return TermTable.hash(UnsafeBufferPointer(rebasing: scratch[0..<stemmed]))
    }

    /// The token as written, lower-cased, with runs of white space made single spaces.
    private static func surface(_ text: UnsafeBufferPointer<UInt8>, _ token: Token) -> String {
        let bytes = UnsafeBufferPointer(rebasing: text[Int(token.start)..<Int(token.end)])
        if token.flags.contains(.nonASCII) {
            return String(decoding: bytes, as: UTF8.self).lowercased()
        }
        return String(unsafeUninitializedCapacity: bytes.count) { out in
            var n = 0
            var space = false
            for b in bytes {
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                    space = true
                    continue
                }
                if space && n > 0 { out[n] = 0x20; n += 1 }
                space = false
                out[n] = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
                n += 1
            }
            return n
        }
    }

    /// Dense slots for 64-bit keys: a linear scan while few, a dictionary beyond that.
    private struct StemIndex {
        private var map: [UInt64: Int]? = nil

        mutating func slot(for key: UInt64, in stems: inout [Stem]) -> Int {
            if map != nil {
                if let slot = map![key] { return slot }
                map![key] = stems.count
                stems.append(Stem(key: key, frequency: 0, degree: 0))
                return stems.count - 1
            }
            for i in stems.indices where stems[i].key == key { return i }
            stems.append(Stem(key: key, frequency: 0, degree: 0))
            if stems.count > 32 {
                var built: [UInt64: Int] = [:]
                for (i, stem) in stems.enumerated() { built[stem.key] = i }
                map = built
            }
            return stems.count - 1
        }
    }
}
