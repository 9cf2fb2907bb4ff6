// SPDX-License-Identifier: GPL-3.0-or-later

/// The emotion files (`emotions.tsv`, `emotion-*.tsv`, `emoji.tsv`): a term, its valence, arousal and
/// category weights a row.
extension LexiconParser {
    mutating func readEmotions(_ rows: [TSVRow]) {
        for row in rows {
            guard enter(row, columns: 4, "term, valence, arousal, categories") else { continue }
            let fields = row.fields
            let term = fields[0]
            let parts = TermKey.parts(of: term)
            guard !parts.isEmpty else {
                report("empty term")
                continue
            }
            if let first = claim(parts, in: \.emotionTerms) {
                report("duplicate term \"\(term)\" (first at \(first))")
                continue
            }
            guard let entry = addEmotion(valence: fields[1], arousal: fields[2], weights: fields[3]) else { continue }
            let id = termID(parts)
            set.termEmotion[Int(id)] = entry
            if parts.count == 1, let first = parts[0].unicodeScalars.first, Self.startsEmoticon(first) {
                set.termFlags[Int(id)].insert(.emoticon)
                set.emoticonFirstBytes[Int(first.value)] = true
                set.maxEmoticonLength = max(set.maxEmoticonLength, parts[0].utf8.count)
            }
        }
    }

    /// Whether a one-word term starting with `first` is an emoticon: it starts with ASCII punctuation.
    private static func startsEmoticon(_ first: Unicode.Scalar) -> Bool {
        first.isASCII && !("a"..."z").contains(first) && !("0"..."9").contains(first) && first != "'" && first != "_"
    }

    /// Adds an emotion entry (of an emotion file or a special modifier) and returns its index; nil after
    /// reporting each bad value.
    mutating func addEmotion(valence valenceText: String, arousal arousalText: String, weights weightsText: String) -> Int32? {
        let valence = number(valenceText, "valence", -1...1)
        let arousal = number(arousalText, "arousal", 0...1)
        let weights = categoryWeights(weightsText)
        guard let valence, let arousal, let weights else { return nil }
        var top = 0
        for i in weights.indices where weights[i] > weights[top] { top = i }
        set.emotionValence.append(valence)
        set.emotionArousal.append(arousal)
        set.emotionWeights += weights
        set.emotionTop.append(UInt8(top))
        set.emotionEntryCount += 1
        return Int32(set.emotionValence.count - 1)
    }
}
