// SPDX-License-Identifier: GPL-3.0-or-later

/// One text as the screen reads it: its line, a matcher, and what is worked out once, as far as asked
/// (most texts match no alarm and never ask): the spans `ignore` rules cover and each sentence's cues.
struct SafetyReading: Sendable {
    let line: SafetyLine
    private var matcher = SafetyMatcher()
    /// The anchors the text's words hit (`SafetyAnchorTable`), once some rule is tried.
    private var hits: [UInt64] = []
    /// The spans of `ignore` matches beginning before token `ignoredUpTo`.
    private var ignoredSpans: [Range<Int>] = []
    private var ignoredUpTo = 0
    /// Per sentence, its cues once worked out.
    private var cuesBySentence: [SafetyCueSet?] = []
    /// Every cue match in the text with its span, once worked out (for `turn(after:lexicon:)`).
    private var cueSpans: [(cue: SafetyCue, span: Range<Int>)]?

    init(line: SafetyLine, hits: [UInt64] = []) {
        self.line = line
        self.hits = hits
    }

    /// The matches of these alarm rules (in increasing order, each of whose anchors the text holds:
    /// `SafetyAlarmFilter`), in the order `matches(of: lexicon.alarms, in:)` would find them: by start
    /// token, then by the token's ids, each rule once per token, then the rules that may begin anywhere.
    mutating func matches(of live: [Int32], in lexicon: SafetyLexicon) -> [(rule: Int, span: Range<Int>)] {
        var found: [(rule: Int, span: Range<Int>)] = []
        let sets = lexicon.program.sets
        func attempt(_ r: Int, _ k: Int) {
            if let span = matcher.span(of: lexicon.rules[r].pattern, at: k, in: line, program: lexicon.program,
                                       passingOthers: lexicon.rules[r].writersOwn) {
                found.append((r, span))
            }
        }
        for k in 0..<line.words.tokens.count {
            let ids = line.idRange(at: k)
            for i in ids {
                for rule in live {
                    let first = lexicon.rules[Int(rule)].pattern.first
                    // (an earlier id of the token that begins the rule has tried it already)
                    guard first >= 0, sets.contains(line.id(i), in: first),
                          !(ids.lowerBound..<i).contains(where: { sets.contains(line.id($0), in: first) }) else { continue }
                    attempt(Int(rule), k)
                }
            }
            for rule in live where lexicon.rules[Int(rule)].pattern.first < 0 { attempt(Int(rule), k) }
        }
        return found
    }

    /// The matches of the index's rules beginning at the tokens (all by default), in the order the index
    /// tries them.
    mutating func matches(of index: SafetyRuleIndex, in lexicon: SafetyLexicon,
                          from tokens: Range<Int>? = nil) -> [(rule: Int, span: Range<Int>)] {
        var found: [(rule: Int, span: Range<Int>)] = []
        let line = line // read by the closure, which changes the matcher
        index.forEachCandidate(in: line, from: tokens ?? 0..<line.words.tokens.count) { r, start in
            if hits.isEmpty { hits = lexicon.anchors.hits(in: line) }
            guard lexicon.anchors.mayMatch(r, hits: hits),
                  let span = matcher.span(of: lexicon.rules[r].pattern, at: start, in: line, program: lexicon.program,
                                          passingOthers: lexicon.rules[r].writersOwn)
            else { return }
            found.append((r, span))
        }
        return found
    }

    /// Whether an `ignore` pattern overlaps the span (only one beginning before the span ends can).
    mutating func ignored(_ span: Range<Int>, lexicon: SafetyLexicon) -> Bool {
        if span.upperBound > ignoredUpTo {
            ignoredSpans += matches(of: lexicon.ignores, in: lexicon, from: ignoredUpTo..<span.upperBound).map(\.span)
            ignoredUpTo = span.upperBound
        }
        return ignoredSpans.contains { $0.overlaps(span) }
    }

    /// Whether any sentence of the text holds the cue.
    mutating func anySentence(holds cue: SafetyCue, lexicon: SafetyLexicon) -> Bool {
        let tokens = line.words.tokens
        var k = 0
        while k < tokens.count {
            if cues(inSentenceOf: k, lexicon: lexicon).contains(cue) { return true }
            let sentence = tokens[k].sentence
            while k < tokens.count, tokens[k].sentence == sentence { k += 1 }
        }
        return false
    }

    /// Whether the sentence right after the one `span` ends in holds `cue` ("Tonight's the night! Proposing
    /// at the restaurant": the everyday thing often follows the words that sound final).
    mutating func sentenceAfter(_ span: Range<Int>, holds cue: SafetyCue, lexicon: SafetyLexicon) -> Bool {
        let tokens = line.words.tokens
        guard !span.isEmpty else { return false }
        let sentence = tokens[span.upperBound - 1].sentence
        var k = span.upperBound
        while k < tokens.count, tokens[k].sentence == sentence { k += 1 }
        return k < tokens.count && cues(inSentenceOf: k, lexicon: lexicon).contains(cue)
    }

    /// Whether a sentence after the one `span` ends in holds every one of `cues` and none of `unless` ("I'm 26
    /// now and lately it feels like it did then": the present told as unsettled).
    mutating func laterSentence(after span: Range<Int>, holdsAll cues: [SafetyCue], unless: [SafetyCue] = [],
                                lexicon: SafetyLexicon) -> Bool {
        let tokens = line.words.tokens
        guard !span.isEmpty else { return false }
        let sentence = tokens[span.upperBound - 1].sentence
        var k = span.upperBound
        while k < tokens.count, tokens[k].sentence == sentence { k += 1 }
        while k < tokens.count {
            let found = self.cues(inSentenceOf: k, lexicon: lexicon)
            if cues.allSatisfy(found.contains), !unless.contains(where: found.contains) { return true }
            let next = tokens[k].sentence
            while k < tokens.count, tokens[k].sentence == next { k += 1 }
        }
        return false
    }

    /// The cues found in the sentence of token k (those of matches beginning in it).
    mutating func cues(inSentenceOf k: Int, lexicon: SafetyLexicon) -> SafetyCueSet {
        let tokens = line.words.tokens
        let sentence = Int(tokens[k].sentence)
        if cuesBySentence.isEmpty { cuesBySentence = Array(repeating: nil, count: Int(line.words.sentenceCount)) }
        if let known = cuesBySentence[sentence] { return known }
        var from = k, to = k + 1
        while from > 0, tokens[from - 1].sentence == tokens[k].sentence { from -= 1 }
        while to < tokens.count, tokens[to].sentence == tokens[k].sentence { to += 1 }
        var found = SafetyCueSet()
        let spans = matches(of: lexicon.cues, in: lexicon, from: from..<to)
        func spansOf(_ kinds: Set<SafetyCue>) -> [Range<Int>] {
            spans.filter { if case .cue(let cue) = lexicon.rules[$0.rule].role { kinds.contains(cue) } else { false } }.map(\.span)
        }
        let recovered = spansOf([.recovered, .better, .prudent])
        let past = spansOf([.past])
        // "there was a time I thought about it every day": a habit in a sentence told in the past is of then.
        let habitsOfThen = past.isEmpty ? [] : spansOf([.habit])
        let ofThen = recovered + past + habitsOfThen
        for (r, span) in spans {
            guard case .cue(let cue) = lexicon.rules[r].role else { continue }
            // "I'm not there now", "five years ago today": the "now" of a recovery told, or the "today" of a
            // time long past, is no sign of the present.
            if cue == .recent, ofThen.contains(where: { $0.contains(span.lowerBound) }) { continue }
            // "a year since my last relapse": a relapse counted from is no relapse now.
            if cue == .relapse, recovered.contains(where: { $0.contains(span.lowerBound) }) { continue }
            if cue == .denied || cue == .explained, saidNot(before: span.lowerBound, lexicon: lexicon) { continue }
            // "everyone says it gets better", "it never got better", "my bf says I'm being silly": a recovery or an
            // explanation others claim, or one denied, is not the writer's.
            if cue == .better || cue == .recovered || cue == .explained, saidOrDenied(before: span.lowerBound, lexicon: lexicon) { continue }
            found.insert(cue)
        }
        cuesBySentence[sentence] = found
        return found
    }

    /// Whether a negator stands just before a denial, with only words of speech or words a negator passes
    /// between: "I didn't say no", "I couldn't honestly answer no" deny nothing.
    private func saidNot(before start: Int, lexicon: SafetyLexicon) -> Bool {
        let sets = lexicon.program.sets
        let negators = lexicon.reservedSet("@negator"), speech = lexicon.reservedSet("@speech")
        return shortlyBefore(start, lexicon: lexicon, stops: { line.answers($0, to: negators, in: sets) },
                             passes: { line.answers($0, to: speech, in: sets) })
    }

    /// Whether a negator, or someone else's word of saying, stands just before the word at `start`, with only
    /// words a negator passes between: "never got better", "people keep saying it gets better" (but "I came
    /// back to say I'm still here" is the writer's own).
    private func saidOrDenied(before start: Int, lexicon: SafetyLexicon) -> Bool {
        let sets = lexicon.program.sets
        let negators = lexicon.reservedSet("@negator"), speech = lexicon.reservedSet("@speech"),
            someoneElse = lexicon.reservedSet("@someone-else")
        let tokens = line.words.tokens
        func saidBySomeoneElse(_ k: Int) -> Bool {
            line.answers(k, to: speech, in: sets) && (1...2).contains {
                k - $0 >= 0 && tokens[k - $0].sentence == tokens[k].sentence && line.answers(k - $0, to: someoneElse, in: sets)
            }
        }
        return shortlyBefore(start, lexicon: lexicon, stops: { line.answers($0, to: negators, in: sets) || saidBySomeoneElse($0) },
                             passes: { _ in false })
    }

    /// Whether a word that `stops` stands within three words before `start` in its sentence, with only words
    /// a negator passes (`@negation-pass`) or that `passes` between.
    private func shortlyBefore(_ start: Int, lexicon: SafetyLexicon, stops: (Int) -> Bool, passes: (Int) -> Bool) -> Bool {
        let passing = lexicon.reservedSet("@negation-pass")
        let sentence = line.words.tokens[start].sentence
        var k = start - 1
        while k >= 0, start - k <= 3, line.words.tokens[k].sentence == sentence {
            if stops(k) { return true }
            guard line.answers(k, to: passing, in: lexicon.program.sets) || passes(k) else { return false }
            k -= 1
        }
        return false
    }

    /// Where the text turns from a past it tells to a present apart from it ("ten years ago I was cutting
    /// every day, now I teach yoga"): the first `turn` cue beginning after the span does (the span may end on
    /// the turn's first word: "cutting every day now"), when a `past` cue begins before
    /// that turn, no `recent` cue but a `habit` stands between the span and the turn, and no `recent`, `harm`,
    /// `purpose` or `unsettled` cue begins after the turn's own words. Nil otherwise.
    mutating func turn(after span: Range<Int>, lexicon: SafetyLexicon) -> Range<Int>? {
        if cueSpans == nil {
            cueSpans = matches(of: lexicon.cues, in: lexicon).compactMap {
                if case .cue(let cue) = lexicon.rules[$0.rule].role { (cue, $0.span) } else { nil }
            }
        }
        let cues = cueSpans!
        guard let turn = cues.lazy.filter({ $0.cue == .turn && $0.span.lowerBound > span.lowerBound }).map(\.span)
            .min(by: { $0.lowerBound < $1.lowerBound }),
              cues.contains(where: { $0.cue == .past && $0.span.lowerBound < turn.lowerBound }),
              // "again tonight" before the turn says it is now; "every day" before it tells a habit of then.
              !cues.contains(where: { recent in
                  recent.cue == .recent && (span.lowerBound..<turn.lowerBound).contains(recent.span.lowerBound)
                      && !cues.contains { $0.cue == .habit && $0.span.overlaps(recent.span) }
              }),
              !cues.contains(where: { [.recent, .harm, .purpose, .unsettled].contains($0.cue) && $0.span.lowerBound >= turn.upperBound })
        else { return nil }
        return turn
    }

    /// The words from token k to the end, lower case and one space apart (for the model to read).
    func words(from k: Int) -> String {
        line.words.tokens[k...].map { token in
            String(decoding: line.words.letters[Int(token.start)..<Int(token.start + token.count)], as: UTF8.self)
        }.joined(separator: " ")
    }
}
