// SPDX-License-Identifier: GPL-3.0-or-later

/// Whose words a match is, and whether they are denied: negation with a scope, quotation, the nearest subject.
extension SafetyScreen {
    /// A negator shortly before the match, with only words like "going to", "ever", "really" between, in the
    /// match's clause: a negator that is a whole answer ("nothing, i just want to die", "no: want to die") or
    /// one a new clause of the writer's follows ("not really, i want to die") denies nothing after its comma.
    func negated(before start: Int, in line: SafetyLine) -> Bool {
        let tokens = line.words.tokens, sentence = tokens[start].sentence
        var k = start - 1
        var passed = 0
        while k >= 0, tokens[k].sentence == sentence, passed <= Self.negationReach {
            if tokens[k + 1].clauseInitial,
               tokens[k].sentenceInitial || tokens[k].clauseInitial || line.answers(k + 1, to: writer, in: lexicon.program.sets) {
                return false
            }
            if line.answers(k, to: negators, in: lexicon.program.sets) { return true }
            guard line.answers(k, to: negationPass, in: lexicon.program.sets) else { return false }
            passed += 1
            k -= 1
        }
        return false
    }

    /// Whether the word at `start` stands in a quotation someone else speaks ('my friend said "I want to
    /// die"', '"I won't be here," she said'): a word of speech ("said", "texted") stands between the
    /// quotation and its nearest subject, who is someone else, or comes just before that subject when it is a
    /// subject pronoun ('she keeps saying she "won't need it"').
    func isQuotedFromSomeoneElse(_ start: Int, in line: SafetyLine) -> Bool {
        let tokens = line.words.tokens
        let q = Int(tokens[start].quote)
        guard q >= 0 else { return false }
        let sets = lexicon.program.sets
        func names(_ k: Int) -> Bool? { // true: someone else, false: the writer, nil: no subject
            if line.answers(k, to: writer, in: sets) {
                // "Grandad said to me, "...": the writer spoken to is not the one speaking.
                let spokenTo = (1...2).contains { k - $0 >= 0 && line.answers(k - $0, to: speech, in: sets) }
                return spokenTo ? nil : false
            }
            if line.answers(k, to: someoneElse, in: sets) { return true }
            return tokens[k].capitalized && !tokens[k].sentenceInitial && !line.answers(k, to: notNames, in: sets) ? true : nil
        }
        var spoken = false
        var k = q - 1
        while k >= 0, q - k <= Self.subjectReach {
            if line.answers(k, to: speech, in: sets) { spoken = true }
            if let other = names(k) {
                // 'keeps saying he "won't need it"': a subject right after the word of saying speaks
                // ('texted him "…"' names the one spoken to).
                let saidBefore = k >= 1 && line.answers(k - 1, to: speech, in: sets) && line.answers(k, to: speaker, in: sets)
                return other && (spoken || saidBefore)
            }
            k -= 1
        }
        var end = start
        while end < tokens.count, Int(tokens[end].quote) == q { end += 1 }
        let after = end..<min(tokens.count, end + 3)
        guard after.contains(where: { line.answers($0, to: speech, in: sets) }) else { return false }
        return after.lazy.compactMap(names).first ?? false
    }

    /// Whether a word of saying stands shortly before the word at `start` in its sentence ("Said I'm going to
    /// throw myself off a bridge about the rota", "I texted her I want to die"): words reported as said, though
    /// not quoted.
    func reportsSpeech(before start: Int, in line: SafetyLine) -> Bool {
        let tokens = line.words.tokens, sets = lexicon.program.sets
        var k = start - 1
        while k >= 0, start - k <= Self.reportReach, tokens[k].sentence == tokens[start].sentence {
            if line.answers(k, to: report, in: sets) { return true }
            k -= 1
        }
        return false
    }

    /// Whether the subject before the match is someone else: the nearest person before it ("she", "my
    /// friend", a name) unless that person stands as an object ("a handful of Mum's sleeping tablets", "goodbye
    /// letters for the dog"). Past such a person the subject is unclear: the writer further back ("I swallowed
    /// ..."), or no subject at all (a diary's "Planning to go into the woods behind my parents' place"). Then
    /// the words are the writer's when the model, reading `text`, leans toward risk (nil `text`: someone else's,
    /// as the rules alone read it), so other people's crises told "with a student" or "for teens" stay theirs.
    func isSomeoneElse(before start: Int, in line: SafetyLine, text: String?) -> Bool {
        let tokens = line.words.tokens
        let sets = lexicon.program.sets
        let sentence = tokens[start].sentence
        var k = start - 1
        var passedObject = false
        func unclear() -> Bool { !(text.flatMap(model.read).map(model.raises) ?? false) }
        while k >= 0, tokens[k].sentence == sentence, start - k <= Self.subjectReach {
            // "my best friend sent me a goodbye letter": "me" right after a word of sending is the one sent to;
            // the subject is further back.
            if line.answers(k, to: writer, in: sets) {
                if k > 0, tokens[k - 1].sentence == sentence, line.answers(k, to: me, in: sets),
                   line.answers(k - 1, to: sentTo, in: sets) { k -= 1; continue }
                return passedObject ? unclear() : false
            }
            if line.answers(k, to: relative, in: sets) {
                guard k > 0, tokens[k - 1].sentence == sentence else { return true }
                if line.answers(k - 1, to: writer, in: sets) { return passedObject ? unclear() : false }
                guard line.answers(k - 1, to: openGroup, in: sets) else { return true }
                k -= 1
                continue
            }
            let named = line.answers(k, to: someoneElse, in: sets)
                || (tokens[k].capitalized && (k == start - 1 || k == start - 2) && !line.answers(k, to: notNames, in: sets)
                    && !(tokens[k].sentenceInitial && line.knows(k)))
            if named {
                guard isObject(k, in: line) else { return true }
                passedObject = true
            }
            k -= 1
        }
        return passedObject ? unclear() : false
    }

    /// Whether the word at `k` follows a word like "of" or "behind", with at most two words like "my" between.
    private func isObject(_ k: Int, in line: SafetyLine) -> Bool {
        let tokens = line.words.tokens
        let sets = lexicon.program.sets
        var j = k - 1
        while j >= 0, k - j <= 3, tokens[j].sentence == tokens[k].sentence {
            if line.answers(j, to: objectOf, in: sets) { return true }
            guard line.answers(j, to: objectLead, in: sets) else { return false }
            j -= 1
        }
        return false
    }
}
