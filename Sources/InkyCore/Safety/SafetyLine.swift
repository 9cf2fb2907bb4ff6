// SPDX-License-Identifier: GPL-3.0-or-later

/// One screened text while rules are tried on it: its words, the ids each answers to, and what has
/// already been worked out (ignored spans, cues per sentence), computed once and only when asked for.
struct SafetyLine {
    let words: SafetyTokens
    /// Ids of token k are `ids[offsets[k]..<offsets[k + 1]]`.
    private var ids: [Int32] = []
    private var offsets: [Int32] = [0]
    /// Which ids occur anywhere in the text (a bit per id), for skipping rules at once.
    private var present: [UInt64]
    /// Tokens a gap may not pass: someone else as subject ("I hope my dad doesn't die").
    private var blocksGap: [Bool] = []
    private var ignoredSpans: [Range<Int>]?
    private var cuesBySentence: [Int32: Set<SafetyCue>]?

    init(words: SafetyTokens, table: SafetyWordTable, someoneElse: Set<Int32>) {
        self.words = words
        present = [UInt64](repeating: 0, count: Int(table.count) / 64 + 1)
        ids.reserveCapacity(words.tokens.count)
        offsets.reserveCapacity(words.tokens.count + 1)
        blocksGap.reserveCapacity(words.tokens.count)
        for token in words.tokens {
            let before = ids.count
            table.ids(of: token, letters: words.letters, into: &ids)
            offsets.append(Int32(ids.count))
            blocksGap.append(ids[before...].contains(where: someoneElse.contains))
        }
        for id in ids { present[Int(id) >> 6] |= 1 << UInt64(id & 63) }
    }

    /// The ids token k answers to.
    func ids(at k: Int) -> ArraySlice<Int32> { ids[Int(offsets[k])..<Int(offsets[k + 1])] }

    /// Whether a match of `sequence` could begin at token k (its first words allow it).
    @inline(__always) func begins(_ sequence: SafetySequence, at k: Int) -> Bool {
        guard let first = sequence.first else { return true }
        return k < words.tokens.count && answers(k, to: first)
    }

    @inline(__always) func answers(_ k: Int, to set: Set<Int32>) -> Bool {
        var i = Int(offsets[k])
        let end = Int(offsets[k + 1])
        while i < end {
            if set.contains(ids[i]) { return true }
            i += 1
        }
        return false
    }

    /// Token k is a word some pattern names.
    func knows(_ k: Int) -> Bool { offsets[k + 1] > offsets[k] }

    /// Whether the rule's anchor words occur in the text at all.
    func mayMatch(_ rule: SafetyRule) -> Bool {
        guard let anchor = rule.anchor else { return true }
        return anchor.contains { present[Int($0) >> 6] & (1 << UInt64($0 & 63)) != 0 }
    }

    /// The span of the pattern's first match beginning at `start`, or nil.
    func span(of pattern: SafetySequence, at start: Int, classes: [[SafetySequence]]) -> Range<Int>? {
        guard begins(pattern, at: start) else { return nil }
        var end = -1
        guard sequence(pattern.items[...], at: start, sentence: words.tokens[start].sentence, classes: classes,
                       then: { end = $0; return true }) else { return nil }
        return start..<end
    }

    /// Whether `items` match from `position` so that `then` accepts where they end (first way found).
    private func sequence(_ items: ArraySlice<SafetyItem>, at position: Int, sentence: Int32,
                          classes: [[SafetySequence]], then: (Int) -> Bool) -> Bool {
        guard let item = items.first else { return then(position) }
        let rest = items.dropFirst()
        if one(item.kind, at: position, sentence: sentence, classes: classes, then: { end in
            sequence(rest, at: end, sentence: sentence, classes: classes, then: then)
        }) { return true }
        return item.optional && sequence(rest, at: position, sentence: sentence, classes: classes, then: then)
    }

    private func one(_ kind: SafetyItem.Kind, at position: Int, sentence: Int32, classes: [[SafetySequence]],
                     then: (Int) -> Bool) -> Bool {
        let tokens = words.tokens
        let inSentence = position < tokens.count && tokens[position].sentence == sentence
        switch kind {
        case .words(let set):
            return inSentence && answers(position, to: set) && then(position + 1)
        case .end:
            return !inSentence && then(position)
        case .gap(let most):
            var k = position
            while true {
                if then(k) { return true }
                guard k - position < most, k < tokens.count, tokens[k].sentence == sentence, !blocksGap[k] else { return false }
                k += 1
            }
        case .ref(let c):
            guard inSentence else { return false }
            for option in classes[c] where begins(option, at: position)
                && sequence(option.items[...], at: position, sentence: sentence, classes: classes, then: then) {
                return true
            }
            return false
        case .choice(let options):
            guard inSentence else { return false }
            for option in options where begins(option, at: position)
                && sequence(option.items[...], at: position, sentence: sentence, classes: classes, then: then) {
                return true
            }
            return false
        }
    }

    /// Whether an `ignore` pattern overlaps the span.
    mutating func ignored(_ span: Range<Int>, lexicon: SafetyLexicon) -> Bool {
        if ignoredSpans == nil {
            var spans: [Range<Int>] = []
            lexicon.ignores.candidates(in: self) { r, start in
                let rule = lexicon.rules[r]
                if mayMatch(rule), let found = self.span(of: rule.pattern, at: start, classes: lexicon.classes) {
                    spans.append(found)
                }
            }
            ignoredSpans = spans
        }
        return ignoredSpans!.contains { $0.overlaps(span) }
    }

    /// The cues found in one sentence.
    mutating func cues(in sentence: Int32, lexicon: SafetyLexicon) -> Set<SafetyCue> {
        if cuesBySentence == nil {
            var found: [Int32: Set<SafetyCue>] = [:]
            lexicon.cues.candidates(in: self) { r, start in
                let rule = lexicon.rules[r]
                guard case .cue(let cue) = rule.role, mayMatch(rule),
                      span(of: rule.pattern, at: start, classes: lexicon.classes) != nil else { return }
                found[words.tokens[start].sentence, default: []].insert(cue)
            }
            cuesBySentence = found
        }
        return cuesBySentence![sentence] ?? []
    }
}
