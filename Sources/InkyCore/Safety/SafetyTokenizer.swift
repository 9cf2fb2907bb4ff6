// SPDX-License-Identifier: GPL-3.0-or-later

/// Splits text into the screen's words over its UTF-8 bytes.
///
/// Apostrophes join ("can't" → "cant"); hyphens and other punctuation split ("self-harm" → "self harm");
/// `.`, `!`, `?`, `;` and line breaks end a sentence, but a run of dots ("want to... end it") does not; the
/// sentences a question mark ends are known.
/// Letters are lower-cased, long runs cut (see `SafetyWordKey`); an emoji is a word of its own. Words
/// between double quotes (straight or curly) know where their quotation begins, and so do words between
/// single quotes: one after a space (or at the start, or after an opening bracket or colon) before a letter
/// opens, one after a letter before anything but a letter closes ("she said 'I won't be here' and left";
/// the apostrophe of "can't" stays inside its word). A quote never closed quotes nothing.
struct SafetyTokens: Sendable {
    var tokens: [SafetyToken] = []
    /// The squeezed letters of every word, back to back.
    var letters: [UInt8] = []
    var sentenceCount: Int32 = 0
    /// The sentences ended by a question mark, in order ("Suicidal thoughts? No.").
    var questions: [Int32] = []

    init(_ text: String) {
        var text = text
        var scanner = Scanner()
        scanner.tokens.reserveCapacity(text.utf8.count / 4 + 2)
        // A letter lower-cased takes at most half as many bytes again ("İ" is 2, "i̇" 3): room for all.
        let capacity = text.utf8.count * 3
        letters = text.withUTF8 { bytes in
            [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                scanner.letters = buffer
                scanner.scan(bytes)
                count = scanner.count
            }
        }
        scanner.closeQuotation(closed: false)
        tokens = scanner.tokens
        questions = scanner.questions
        sentenceCount = scanner.sentence + (scanner.sentenceHasWords ? 1 : 0)
    }
}

/// The tokenizer's state while it walks the bytes: the words so far and the word being read.
private struct Scanner {
    var tokens: [SafetyToken] = []
    /// The letters written so far are `letters[..<count]` (the buffer is the letters array being made).
    var letters = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    var count = 0
    var sentence: Int32 = 0
    var sentenceHasWords = false
    var questions: [Int32] = []
    /// Where the open word's letters begin, or -1 outside a word.
    var wordStart = -1
    var hash = SafetyWordKey.seed
    var squeezedHash = SafetyWordKey.seed
    var squeezedCount: Int32 = 0
    var capitalized = false
    /// A comma or colon was passed since the last word.
    var clauseBreak = false
    var last: UInt8 = 0
    var run = 0
    /// Index of the first word after an open quote (-1: none open).
    var quoteStart: Int32 = -1
    /// The open quotation began with a single quote, so only a single quote closes it.
    var singleQuoted = false

    @inline(__always) static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
    @inline(__always) static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    mutating func scan(_ p: UnsafeBufferPointer<UInt8>) {
        let n = p.count
        var i = 0
        while i < n {
            let b = p[i]
            if Self.isLower(b) || Self.isDigit(b) || Self.isUpper(b) {
                i = scanWord(p, from: i)
            } else if b == 0x27 { // ' joins, or opens or closes a quotation
                if quoteStart < 0, opensSingleQuotation(p, at: i, width: 1) {
                    flush()
                    openQuotation(single: true)
                } else if singleQuoted, quoteStart >= 0, !Self.isWordByte(p, at: i + 1) {
                    flush()
                    closeQuotation(closed: true)
                }
                i += 1
            } else if b == 0x22 { // " opens or closes a quotation
                flush()
                if quoteStart < 0 { openQuotation() } else if !singleQuoted { closeQuotation(closed: true) }
                i += 1
            } else if b < 0x80 {
                flush()
                switch b {
                case 0x3F: // ?
                    if sentenceHasWords { questions.append(sentence) }
                    endSentence()
                case 0x0A, 0x21, 0x3B: endSentence() // newline ! ;
                case 0x2E: // . ends a sentence unless part of a run of dots
                    let run = (i + 1 < n && p[i + 1] == 0x2E) || (i > 0 && p[i - 1] == 0x2E)
                    if !run { endSentence() }
                case 0x2C, 0x3A: clauseBreak = true // , :
                default: break
                }
                i += 1
            } else {
                i = scanScalar(p, at: i)
            }
        }
        flush()
    }

    /// A run of ASCII letters, digits and apostrophes from `start` (a letter or digit), added to the open
    /// word as `append` would, with the word's state in locals; returns where the run ends.
    @inline(__always) private mutating func scanWord(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        if wordStart < 0 {
            if Self.isUpper(p[start]) { capitalized = true }
            wordStart = count
            hash = SafetyWordKey.seed
            squeezedHash = SafetyWordKey.seed
            squeezedCount = 0
            last = 0
            run = 0
        }
        var hash = hash, squeezedHash = squeezedHash, squeezedCount = squeezedCount
        var last = last, run = run, count = count
        let letters = letters
        var i = start
        while i < p.count {
            var byte = p[i]
            if byte &- 0x61 < 26 || byte &- 0x30 < 10 {
            } else if byte &- 0x41 < 26 {
                byte |= 0x20
            } else if byte == 0x27 {
                if singleQuoted, quoteStart >= 0, !Self.isWordByte(p, at: i + 1) { break } // a closing quote
                i += 1
                continue
            } else {
                break
            }
            i += 1
            if byte == last {
                run += 1
                if run > 2 { continue }
            } else {
                run = 1
                squeezedHash = SafetyWordKey.add(squeezedHash, byte)
                squeezedCount += 1
            }
            precondition(count < letters.count)
            letters[count] = byte
            count += 1
            hash = SafetyWordKey.add(hash, byte)
            last = byte
        }
        (self.hash, self.squeezedHash, self.squeezedCount) = (hash, squeezedHash, squeezedCount)
        (self.last, self.run, self.count) = (last, run, count)
        return i
    }

    mutating func openQuotation(single: Bool = false) {
        quoteStart = Int32(tokens.count)
        singleQuoted = single
    }

    /// Whether the byte at `i` is an ASCII letter or digit (false past the end).
    @inline(__always) static func isWordByte(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        i < p.count && (isLower(p[i]) || isUpper(p[i]) || isDigit(p[i]))
    }

    /// Whether a single quote `width` bytes long at `i` opens a quotation: at the start or after a space,
    /// an opening bracket or a colon, and before a letter or digit.
    func opensSingleQuotation(_ p: UnsafeBufferPointer<UInt8>, at i: Int, width: Int) -> Bool {
        guard Self.isWordByte(p, at: i + width) else { return false }
        guard i > 0 else { return true }
        switch p[i - 1] {
        case 0x20, 0x09, 0x0A, 0x28, 0x5B, 0x3A: return true // space, tab, newline ( [ :
        default: return false
        }
    }

    /// Ends the open quotation: its words keep where it began when it was closed, and lose it when not.
    mutating func closeQuotation(closed: Bool) {
        guard quoteStart >= 0 else { return }
        if !closed { for k in Int(quoteStart)..<tokens.count { tokens[k].quote = -1 } }
        quoteStart = -1
        singleQuoted = false
    }

    private mutating func endSentence() {
        if sentenceHasWords { sentence += 1 }
        sentenceHasWords = false
        clauseBreak = false
    }

    /// Adds one letter to the open word, opening one if none is: long runs are cut to two.
    @inline(__always) private mutating func append(_ byte: UInt8) {
        if wordStart < 0 {
            wordStart = count
            hash = SafetyWordKey.seed
            squeezedHash = SafetyWordKey.seed
            squeezedCount = 0
            last = 0
            run = 0
        }
        if byte == last {
            run += 1
            if run > 2 { return }
        } else {
            run = 1
            squeezedHash = SafetyWordKey.add(squeezedHash, byte)
            squeezedCount += 1
        }
        precondition(count < letters.count)
        letters[count] = byte
        count += 1
        hash = SafetyWordKey.add(hash, byte)
        last = byte
    }

    private mutating func flush() {
        guard wordStart >= 0 else { return }
        tokens.append(SafetyToken(key: hash, squeezedKey: squeezedHash, squeezedCount: squeezedCount,
                                  start: Int32(wordStart), count: Int32(count - wordStart),
                                  sentence: sentence, capitalized: capitalized, sentenceInitial: !sentenceHasWords,
                                  quote: quoteStart, clauseInitial: clauseBreak))
        sentenceHasWords = true
        clauseBreak = false
        wordStart = -1
        capitalized = false
    }

    /// A non-ASCII scalar: curly apostrophes join, letters are kept lower-cased, emoji are words of their own.
    private mutating func scanScalar(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let b = p[i]
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        guard i + length <= p.count, length > 1 else { flush(); return i + 1 }
        var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = (value << 6) | (UInt32(p[i + k]) & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { flush(); return i + length }
        switch value {
        case 0x2018 where quoteStart < 0 && opensSingleQuotation(p, at: i, width: length): // ‘ opens
            flush(); openQuotation(single: true); return i + length
        case 0x2019 where singleQuoted && quoteStart >= 0 && !Self.isWordByte(p, at: i + length): // ’ closes
            flush(); closeQuotation(closed: true); return i + length
        case 0x2019, 0x2018, 0x02BC: return i + length // apostrophes join
        case 0x2026, 0x2013, 0x2014: flush(); return i + length // … – — keep the sentence going
        case 0x201C: flush(); if quoteStart < 0 { openQuotation() }; return i + length // “
        case 0x201D: flush(); if !singleQuoted { closeQuotation(closed: true) }; return i + length // ”
        default: break
        }
        if scalar.properties.isAlphabetic {
            for byte in String(scalar).lowercased().utf8 { append(byte) }
        } else if scalar.properties.isEmoji && value > 0x2000 {
            flush()
            for k in 0..<length { append(p[i + k]) }
            flush()
        } else {
            flush()
        }
        return i + length
    }
}
