// SPDX-License-Identifier: GPL-3.0-or-later

/// Splits text into tokens over its UTF-8 bytes and looks each word up in the lexicon table.
///
/// ASCII runs never build a `String`; only runs holding non-ASCII bytes (accented or non-Latin letters,
/// emoji, curly punctuation) are walked as `Character`s so emoji stay whole grapheme clusters.
struct Tokenizer: Sendable {
    let lexicons: LexiconSet

    /// Longest key looked up; longer words are unknown.
    static let maxKeyLength = 64

    func tokenize(_ text: String, into tokens: inout [Token]) {
        var text = text
        text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Tokenizer.maxKeyLength * 2) { scratch in
                var state = ScanState()
                scan(bytes, scratch, &state, &tokens)
                endLine(&state, &tokens)
            }
        }
    }

    private struct ScanState {
        var lineFirstToken = 0
        var lineHasLower = false
    }

    @inline(__always) private static func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
    @inline(__always) private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0C || b == 0x0B }

    private func scan(_ p: UnsafeBufferPointer<UInt8>, _ key: UnsafeMutableBufferPointer<UInt8>,
                      _ state: inout ScanState, _ tokens: inout [Token]) {
        let n = p.count
        var i = 0
        while i < n {
            let b = p[i]
            if Tokenizer.isAlpha(b) || Tokenizer.isDigit(b) || b == 0x5F {
                i = scanASCIIWord(p, from: i, key, &state, &tokens)
            } else if b >= 0x80 {
                i = scanNonASCIIRun(p, from: i, key, &state, &tokens)
            } else if b == 0x0A {
                tokens.append(Token(kind: .sentenceEnd, term: -1, start: Int32(i), end: Int32(i + 1), flags: []))
                endLine(&state, &tokens)
                i += 1
            } else if Tokenizer.isSpace(b) {
                i += 1
            } else if let length = matchEmoticon(p, at: i, key) {
                let id = lookup(UnsafeBufferPointer(rebasing: key[0..<length]))
                tokens.append(Token(kind: .emoticon, term: id, start: Int32(i), end: Int32(i + length), flags: []))
                i += length
            } else {
                i = scanPunctuation(p, from: i, &tokens)
            }
        }
    }

    /// Marks ALL-CAPS words of the line that just ended as emphasis when the line also has lower case.
    private func endLine(_ state: inout ScanState, _ tokens: inout [Token]) {
        if state.lineHasLower {
            for t in state.lineFirstToken..<tokens.count where tokens[t].flags.contains(.allCaps) {
                tokens[t].flags.insert(.capsEmphasis)
            }
        }
        state.lineFirstToken = tokens.count
        state.lineHasLower = false
    }

    private func scanASCIIWord(_ p: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeMutableBufferPointer<UInt8>,
                               _ state: inout ScanState, _ tokens: inout [Token]) -> Int {
        let n = p.count
        var j = start
        var length = 0
        var upper = 0, lower = 0
        var previous: UInt8 = 0, run = 0, longestRun = 0
        while j < n {
            let b = p[j]
            var c: UInt8
            if Tokenizer.isAlpha(b) {
                if b < 0x61 { upper += 1 } else { lower += 1 }
                c = b | 0x20
                j += 1
            } else if Tokenizer.isDigit(b) || b == 0x5F {
                c = b
                j += 1
            } else if b == 0x27 && length > 0 && j + 1 < n && Tokenizer.isAlpha(p[j + 1]) {
                c = 0x27
                j += 1
            } else if b == 0xE2 && length > 0 && j + 3 < n && p[j + 1] == 0x80 && p[j + 2] == 0x99 && Tokenizer.isAlpha(p[j + 3]) {
                c = 0x27
                j += 3
            } else if b >= 0x80 {
                return scanNonASCIIRun(p, from: start, key, &state, &tokens)
            } else {
                break
            }
            if c == previous && Tokenizer.isAlpha(c) { run += 1 } else { run = 1; previous = c }
            if run > longestRun { longestRun = run }
            if length < Tokenizer.maxKeyLength { key[length] = c }
            length += 1
        }
        if lower > 0 { state.lineHasLower = true }
        var flags: Token.Flags = []
        if upper + lower > 0 { flags.insert(.hasLetter) }
        if upper >= 2 && lower == 0 { flags.insert(.allCaps) }
        if longestRun >= 3 { flags.insert(.elongated) }
        let term = length <= Tokenizer.maxKeyLength ? resolveWord(key, length: length, elongated: longestRun >= 3) : -1
        tokens.append(Token(kind: .word, term: term, start: Int32(start), end: Int32(j), flags: flags))
        return j
    }

    /// Looks a lower-cased word up, then its forms without "'s", without elongation, and as a "n't" negator.
    private func resolveWord(_ key: UnsafeMutableBufferPointer<UInt8>, length: Int, elongated: Bool) -> Int32 {
        let word = UnsafeBufferPointer(rebasing: key[0..<length])
        var id = lookup(word)
        if id >= 0 { return id }
        if length > 2 && key[length - 2] == 0x27 && key[length - 1] == 0x73 {
            id = lookup(UnsafeBufferPointer(rebasing: key[0..<(length - 2)]))
            if id >= 0 { return id }
        }
        if elongated {
            for keep in [2, 1] {
                let folded = foldRuns(key, length: length, keep: keep)
                id = lookup(UnsafeBufferPointer(rebasing: key[Tokenizer.maxKeyLength..<(Tokenizer.maxKeyLength + folded)]))
                if id >= 0 { return id }
            }
        }
        if length > 3 && key[length - 3] == 0x6E && key[length - 2] == 0x27 && key[length - 1] == 0x74 {
            return lexicons.notSuffixTerm
        }
        return -1
    }

    /// Copies the key into the second half of the scratch buffer with letter runs of three or more cut to `keep`.
    private func foldRuns(_ key: UnsafeMutableBufferPointer<UInt8>, length: Int, keep: Int) -> Int {
        var out = 0
        var i = 0
        while i < length {
            let c = key[i]
            var run = 1
            while i + run < length && key[i + run] == c { run += 1 }
            let kept = run >= 3 && Tokenizer.isAlpha(c) ? keep : run
            for _ in 0..<kept {
                key[Tokenizer.maxKeyLength + out] = c
                out += 1
            }
            i += run
        }
        return out
    }

    @inline(__always) private func lookup(_ key: UnsafeBufferPointer<UInt8>) -> Int32 {
        lexicons.table.lookup(key)
    }

    /// The length of the emoticon starting at `i`, its lower-cased bytes left in `key`; nil when none.
    private func matchEmoticon(_ p: UnsafeBufferPointer<UInt8>, at i: Int, _ key: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let first = p[i]
        guard lexicons.emoticonFirstBytes[Int(first)] else { return nil }
        let eyesFirst = first == 0x3A || first == 0x3B || first == 0x3D  // : ; =
        if i > 0 && !eyesFirst {
            let before = p[i - 1]
            if Tokenizer.isAlpha(before) || Tokenizer.isDigit(before) { return nil }
        }
        let longest = min(lexicons.maxEmoticonLength, p.count - i)
        var length = longest
        while length >= 2 {
            let endIndex = i + length
            var boundary = endIndex == p.count
            if !boundary {
                let after = p[endIndex]
                boundary = after >= 0x80 || Tokenizer.isSpace(after) || after == 0x0A
                    || (!Tokenizer.isAlpha(after) && !Tokenizer.isDigit(after) && after != 0x2F)
            }
            if boundary {
                for k in 0..<length {
                    let b = p[i + k]
                    key[k] = Tokenizer.isAlpha(b) ? b | 0x20 : b
                }
                let id = lookup(UnsafeBufferPointer(rebasing: key[0..<length]))
                if id >= 0 && lexicons.termFlags[Int(id)].contains(.emoticon) { return length }
            }
            length -= 1
        }
        return nil
    }

    private func scanPunctuation(_ p: UnsafeBufferPointer<UInt8>, from start: Int, _ tokens: inout [Token]) -> Int {
        let b = p[start]
        switch b {
        case 0x2E, 0x21, 0x3F:  // . ! ?
            if b == 0x2E && start > 0 && start + 1 < p.count && Tokenizer.isDigit(p[start - 1]) && Tokenizer.isDigit(p[start + 1]) {
                return start + 1  // a decimal point
            }
            var j = start
            var exclamations = 0
            var question = false
            while j < p.count && (p[j] == 0x2E || p[j] == 0x21 || p[j] == 0x3F) {
                if p[j] == 0x21 { exclamations += 1 }
                if p[j] == 0x3F { question = true }
                j += 1
            }
            var token = Token(kind: .sentenceEnd, term: -1, start: Int32(start), end: Int32(j), flags: question ? .question : [])
            token.exclamations = UInt8(min(exclamations, 255))
            tokens.append(token)
            return j
        case 0x2C, 0x3B, 0x3A, 0x28, 0x29:  // , ; : ( )
            tokens.append(Token(kind: .clauseBreak, term: -1, start: Int32(start), end: Int32(start + 1), flags: []))
            return start + 1
        default:
            return start + 1
        }
    }

    /// Walks a run holding non-ASCII bytes as `Character`s: letters form words, emoji stand alone.
    private func scanNonASCIIRun(_ p: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeMutableBufferPointer<UInt8>,
                                 _ state: inout ScanState, _ tokens: inout [Token]) -> Int {
        var end = start
        while end < p.count {
            let b = p[end]
            if b < 0x80 && !(Tokenizer.isAlpha(b) || Tokenizer.isDigit(b) || b == 0x27 || b == 0x5F) { break }
            end += 1
        }
        if let id = lookupSymbolRun(p, start, end, key) {
            tokens.append(Token(kind: .emoji, term: id, start: Int32(start), end: Int32(end), flags: []))
            return end
        }
        let run = String(decoding: UnsafeBufferPointer(rebasing: p[start..<end]), as: UTF8.self)
        var offset = start
        var word = ""
        var wordStart = start
        func flushWord() {
            guard !word.isEmpty else { return }
            emitUnicodeWord(word, start: wordStart, end: offset, key, &state, &tokens)
            word = ""
        }
        for character in run {
            let width = character.utf8.count
            if character.isLetter || character.isNumber || character == "_"
                || ((character == "'" || character == "\u{2019}") && !word.isEmpty) {
                if word.isEmpty { wordStart = offset }
                word.append(character == "\u{2019}" ? "'" : character)
            } else {
                flushWord()
                if Tokenizer.isEmoji(character) {
                    emitEmoji(character, start: offset, end: offset + width, key, &tokens)
                } else if character == "…" || character == "。" || character == "！" || character == "？" {
                    var token = Token(kind: .sentenceEnd, term: -1, start: Int32(offset), end: Int32(offset + width),
                                      flags: character == "？" ? .question : [])
                    token.exclamations = character == "！" ? 1 : 0
                    tokens.append(token)
                } else if character == "—" || character == "–" || character == "、" || character == "，" {
                    tokens.append(Token(kind: .clauseBreak, term: -1, start: Int32(offset), end: Int32(offset + width), flags: []))
                }
            }
            offset += width
        }
        flushWord()
        return end
    }

    /// Fast path for a run that is exactly one listed emoji (the common case): looks its bytes up without
    /// variation selectors (EF B8 8F) and skin tones (F0 9F 8F BB...BF), with no `String` built.
    /// Only runs starting with a symbol-plane lead byte (E2 or F0) qualify, so words never take this path.
    private func lookupSymbolRun(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                 _ key: UnsafeMutableBufferPointer<UInt8>) -> Int32? {
        let lead = p[start]
        guard lead == 0xE2 || lead == 0xF0, end - start <= key.count else { return nil }
        var length = 0
        var i = start
        while i < end {
            if i + 2 < end && p[i] == 0xEF && p[i + 1] == 0xB8 && p[i + 2] == 0x8F { i += 3; continue }
            if i + 3 < end && p[i] == 0xF0 && p[i + 1] == 0x9F && p[i + 2] == 0x8F && p[i + 3] >= 0xBB && p[i + 3] <= 0xBF {
                i += 4
                continue
            }
            if p[i] < 0x80 { return nil }
            key[length] = p[i]
            length += 1
            i += 1
        }
        let id = lookup(UnsafeBufferPointer(rebasing: key[0..<length]))
        return id >= 0 ? id : nil
    }

    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        if first.properties.isEmoji && first.value > 0xFF && !character.isLetter && !character.isNumber { return true }
        return character.unicodeScalars.contains { $0.value == 0xFE0F }
    }

    private func emitUnicodeWord(_ word: String, start: Int, end: Int, _ key: UnsafeMutableBufferPointer<UInt8>,
                                 _ state: inout ScanState, _ tokens: inout [Token]) {
        var flags: Token.Flags = [.nonASCII]
        var upper = 0, lower = 0
        for character in word where character.isLetter {
            if character.isUppercase { upper += 1 } else if character.isLowercase { lower += 1 }
        }
        if upper + lower > 0 || word.contains(where: \.isLetter) { flags.insert(.hasLetter) }
        if lower > 0 { state.lineHasLower = true }
        if upper >= 2 && lower == 0 { flags.insert(.allCaps) }
        let lowered = word.lowercased()
        var length = 0
        var longestRun = 0, run = 0
        var previous: UInt8 = 0
        for b in lowered.utf8 {
            if length < Tokenizer.maxKeyLength { key[length] = b }
            length += 1
            if b == previous && Tokenizer.isAlpha(b) { run += 1 } else { run = 1; previous = b }
            longestRun = max(longestRun, run)
        }
        if longestRun >= 3 { flags.insert(.elongated) }
        let term = length <= Tokenizer.maxKeyLength ? resolveWord(key, length: length, elongated: longestRun >= 3) : -1
        tokens.append(Token(kind: .word, term: term, start: Int32(start), end: Int32(end), flags: flags))
    }

    private func emitEmoji(_ character: Character, start: Int, end: Int, _ key: UnsafeMutableBufferPointer<UInt8>,
                           _ tokens: inout [Token]) {
        let normalized = TermKey.emojiKey(character.unicodeScalars)
        var id: Int32 = -1
        var copy = normalized
        if copy.utf8.count <= Tokenizer.maxKeyLength * 2 {
            id = copy.withUTF8 { lookup($0) }
        }
        if id < 0, let first = character.unicodeScalars.first {
            var single = String(first)
            id = single.withUTF8 { lookup($0) }
        }
        tokens.append(Token(kind: .emoji, term: id, start: Int32(start), end: Int32(end), flags: []))
    }
}
