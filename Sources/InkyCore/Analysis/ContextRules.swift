// SPDX-License-Identifier: GPL-3.0-or-later

/// How the words around a cue change what it says, from the `frame`, `sarcastic`, `literal`, `feeling` and
/// `after-booster` rows of `Lexicons/context.tsv`. Each rule reads tokens only; the analyzer applies the result.
enum ContextRules {
    /// The nearest `frame` token before cue `i` whose reach covers it, within the clause; nil when none.
    static func frame(_ tokens: [Token], _ i: Int, _ lexicons: LexiconSet) -> (index: Int, modifier: Modifier)? {
        var j = i - 1
        var distance = 1
        while j >= 0 && distance <= 8 && tokens[j].isContent {
            if let modifier = lexicons.modifier(of: tokens[j].term) {
                if modifier.kind == .contrast { return nil }
                if modifier.kind == .frame && distance <= Int(modifier.after) { return (j, modifier) }
            }
            j -= 1
            distance += 1
        }
        return nil
    }

    /// Whether cue `i` is a `literal` word with no `feeling` word in reach before it ("a blue heron", not
    /// "feeling blue"): then it names a colour or the weather, not a feeling, and counts for nothing.
    static func isLiteral(_ tokens: [Token], _ i: Int, _ modifier: Modifier, _ lexicons: LexiconSet) -> Bool {
        var j = i - 1
        var distance = 1
        while j >= 0 && distance <= Int(modifier.value) && tokens[j].isContent {
            if lexicons.modifier(of: tokens[j].term)?.kind == .feeling { return false }
            j -= 1
            distance += 1
        }
        return true
    }

    /// Scale from an `after-booster` right after cue `i` (one word may sit between: "tired as hell").
    static func afterBoost(_ tokens: [Token], _ i: Int, _ lexicons: LexiconSet) -> Double {
        var j = i + 1
        while j < tokens.count && j <= i + 2 && tokens[j].isContent {
            if let modifier = lexicons.modifier(of: tokens[j].term), modifier.kind == .afterBooster { return 1 + modifier.value }
            j += 1
        }
        return 1
    }

    /// Whether `sarcastic` cue `i` is an ironic exclamation: it opens its sentence (after at most three
    /// `interjection` words or other openers: "oh", "well that's just"), its clause ends within four words
    /// that carry no feeling, and what follows up to the end of the sentence (or the next sentence, when the
    /// exclamation stands alone) reads plainly bad: its cues' lexicon valences, with `complaint` words
    /// ("again", "another") counted as their weight below zero, sum to `-threshold` or less.
    static func isSarcastic(_ tokens: [Token], _ i: Int, threshold: Double, _ lexicons: LexiconSet) -> Bool {
        var j = i - 1
        var before = 0
        while j >= 0 && tokens[j].kind != .sentenceEnd {
            if tokens[j].isContent {
                before += 1
                let kind = lexicons.modifier(of: tokens[j].term)?.kind
                if before > 3 || (kind != .sarcastic && kind != .interjection) { return false }
            }
            j -= 1
        }
        var k = i + 1
        var inClause = 0
        while k < tokens.count && tokens[k].isContent {
            if lexicons.emotion(of: tokens[k].term) >= 0 && lexicons.modifier(of: tokens[k].term)?.kind != .sarcastic { return false }
            inClause += 1
            if inClause > 4 { return false }
            k += 1
        }
        guard k < tokens.count else { return false }
        let standsAlone = tokens[k].kind == .sentenceEnd && !tokens[k].flags.contains(.question)
        guard standsAlone || tokens[k].kind == .clauseBreak else { return false }
        // Up to the end of the sentence, or through the next one when the exclamation ends its own.
        var sum = 0.0
        var m = k + 1
        while m < tokens.count && tokens[m].kind != .sentenceEnd {
            let entry = lexicons.emotion(of: tokens[m].term)
            let modifier = lexicons.modifier(of: tokens[m].term)
            if tokens[m].isContent, let modifier, modifier.kind == .complaint {
                sum -= modifier.value
            } else if tokens[m].isContent && entry >= 0 && modifier?.kind != .sarcastic {
                sum += lexicons.emotionValence[entry]
            }
            m += 1
        }
        return sum <= -threshold
    }
}
