// SPDX-License-Identifier: GPL-3.0-or-later

/// `modifiers.tsv` and `context.tsv`: a modifier kind, a term and the kind's values a row.
extension LexiconParser {
    mutating func readModifiers(_ rows: [TSVRow]) {
        for row in rows {
            line = row.line
            readModifier(row.fields)
        }
    }

    private mutating func readModifier(_ fields: [String]) {
        guard let kind = ModifierKind(rawValue: fields[0]) else {
            report("unknown modifier kind \"\(fields[0])\"")
            return
        }
        guard fields.count == kind.columnCount else {
            report("\(kind.rawValue) rows have \(kind.columnCount) columns (\(kind.columnNames)), found \(fields.count)")
            return
        }
        let term = fields[1]
        let parts = TermKey.parts(of: term)
        guard !parts.isEmpty else {
            report("empty term")
            return
        }
        if let first = claim(parts, in: \.modifierTerms) {
            report("duplicate modifier \"\(term)\" (first at \(first))")
            return
        }
        if kind == .special {
            // A special ("not bad") is an emotion entry that is never a keyword.
            if let first = claim(parts, in: \.emotionTerms) {
                report("duplicate term \"\(term)\" (first at \(first))")
                return
            }
            guard let entry = addEmotion(valence: fields[2], arousal: fields[3], weights: fields[4]) else { return }
            let id = termID(parts)
            set.termEmotion[Int(id)] = entry
            set.termFlags[Int(id)].insert(.modifierWord)
            return
        }
        guard let modifier = modifier(kind, fields, parts) else { return }
        let id = termID(parts)
        set.termModifier[Int(id)] = Int32(set.modifiers.count)
        set.modifiers.append(modifier)
        // A sarcastic, literal or complaint word stays a keyword: it is a feeling word read in context.
        if ![.sarcastic, .literal, .complaint].contains(kind) { set.termFlags[Int(id)].insert(.modifierWord) }
        if parts == ["n't"] { set.notSuffixTerm = id }
    }

    /// The modifier a row of any kind but `special` gives, or nil after reporting each bad value.
    private mutating func modifier(_ kind: ModifierKind, _ fields: [String], _ parts: [String]) -> Modifier? {
        var modifier = Modifier(kind: kind, value: 0, after: 0)
        switch kind {
        case .negator:
            guard let scope = wholeNumber(fields[2], "scope", 1...8) else { return nil }
            modifier.value = scope
        case .booster, .dampener, .afterBooster:
            guard let strength = number(fields[2], "strength", 0...1) else { return nil }
            modifier.value = strength
        case .contrast:
            let before = number(fields[2], "before weight", 0...3)
            let after = number(fields[3], "after weight", 0...3)
            guard let before, let after else { return nil }
            modifier.value = before
            modifier.after = after
        case .frame:
            let factor = number(fields[2], "factor", -2...2)
            let reach = wholeNumber(fields[3], "reach", 1...8)
            let category = categoryOrNone(fields[4])
            guard let factor, let reach, let category else { return nil }
            modifier.value = factor
            modifier.after = reach
            modifier.category = category
        case .sarcastic:
            let factor = number(fields[2], "factor", -2...0)
            let category = categoryOrNone(fields[3])
            guard let factor, let category, isEmotionTerm(parts, fields[1], kind) else { return nil }
            modifier.value = factor
            modifier.category = category
        case .literal:
            guard let reach = wholeNumber(fields[2], "reach", 1...8), isEmotionTerm(parts, fields[1], kind) else { return nil }
            modifier.value = reach
        case .complaint:
            guard let weight = number(fields[2], "weight", 0...1) else { return nil }
            modifier.value = weight
        case .feeling, .interjection, .special:
            break
        }
        return modifier
    }

    /// Whether a sarcastic or literal row's term is in the emotion lexicons; reports it when not.
    private mutating func isEmotionTerm(_ parts: [String], _ term: String, _ kind: ModifierKind) -> Bool {
        if set.termEmotion[Int(termID(parts))] >= 0 { return true }
        report("\(kind.rawValue) term \"\(term)\" is not in the emotion lexicons")
        return false
    }
}
