// SPDX-License-Identifier: GPL-3.0-or-later

/// Merges runs of tokens that spell a multi-word term ("over the moon", "not bad") into one token.
enum PhraseMatcher {
    /// Merges in place, longest phrase first at each position.
    static func merge(_ tokens: inout [Token], lexicons: LexiconSet) {
        guard !lexicons.phraseRules.isEmpty else { return }
        let count = tokens.count
        let kept = lexicons.phraseRules.withUnsafeBufferPointer { rules in
            lexicons.phraseWords.withUnsafeBufferPointer { words in
                lexicons.termPhraseStart.withUnsafeBufferPointer { starts in
                    lexicons.termPhraseCount.withUnsafeBufferPointer { counts in
                        tokens.withUnsafeMutableBufferPointer { buffer in
                            merge(buffer, rules, words, starts, counts)
                        }
                    }
                }
            }
        }
        tokens.removeLast(count - kept)
    }

    /// Compacts `tokens` in place and returns how many are kept.
    private static func merge(_ tokens: UnsafeMutableBufferPointer<Token>, _ rules: UnsafeBufferPointer<PhraseRule>,
                              _ words: UnsafeBufferPointer<Int32>, _ starts: UnsafeBufferPointer<Int32>,
                              _ counts: UnsafeBufferPointer<UInt8>) -> Int {
        var write = 0
        var read = 0
        let count = tokens.count
        while read < count {
            var token = tokens[read]
            var step = 1
            if token.isContent && token.term >= 0 {
                let first = Int(starts[Int(token.term)])
                if first >= 0 {
                    for r in first..<(first + Int(counts[Int(token.term)])) {
                        let rule = rules[r]
                        let length = Int(rule.wordsCount)
                        guard read + length <= count else { continue }
                        var matched = true
                        for k in 1..<length {
                            let next = tokens[read + k]
                            if next.term != words[Int(rule.wordsStart) + k] || !next.isContent { matched = false; break }
                        }
                        guard matched else { continue }
                        var caps = true
                        for k in read..<(read + length) {
                            if !tokens[k].flags.contains(.capsEmphasis) { caps = false }
                            if tokens[k].flags.contains(.elongated) { token.flags.insert(.elongated) }
                            if tokens[k].flags.contains(.nonASCII) { token.flags.insert(.nonASCII) }
                        }
                        if !caps { token.flags.remove(.capsEmphasis) }
                        token.term = rule.term
                        token.end = tokens[read + length - 1].end
                        step = length
                        break
                    }
                }
            }
            tokens[write] = token
            write += 1
            read += step
        }
        return write
    }
}
