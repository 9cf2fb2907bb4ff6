// SPDX-License-Identifier: GPL-3.0-or-later

/// What the analyzer looks up, built once every file is read.
extension LexiconParser {
    mutating func buildIndexes() {
        addSpellingsWithoutApostrophes()
        indexTopics()
        indexPhrases()
    }

    /// Makes "dont" find "don't", unless it is a word of its own ("ill", "well").
    private mutating func addSpellingsWithoutApostrophes() {
        for (key, id) in termsWithApostrophe.sorted(by: { $0.key < $1.key }) {
            set.table.alias(key.filter { $0 != "'" }, to: id)
        }
    }

    /// Each term's topics, as a run of `topicIDs` (at most 255).
    private mutating func indexTopics() {
        set.termTopicStart = [Int32](repeating: 0, count: set.termFlags.count)
        set.termTopicCount = [UInt8](repeating: 0, count: set.termFlags.count)
        for (id, topics) in topicsByTerm.sorted(by: { $0.key < $1.key }) {
            set.termTopicStart[Int(id)] = Int32(set.topicIDs.count)
            set.termTopicCount[Int(id)] = UInt8(min(topics.count, 255))
            set.topicIDs += topics.prefix(255)
        }
    }

    /// Each word's phrase rules, longest first, as a run of `phraseRules` (at most 255).
    private mutating func indexPhrases() {
        set.termPhraseStart = [Int32](repeating: -1, count: set.termFlags.count)
        set.termPhraseCount = [UInt8](repeating: 0, count: set.termFlags.count)
        for (first, rules) in phrasesByFirstWord.sorted(by: { $0.key < $1.key }) {
            set.termPhraseStart[Int(first)] = Int32(set.phraseRules.count)
            set.termPhraseCount[Int(first)] = UInt8(min(rules.count, 255))
            for rule in rules.sorted(by: { $0.words.count > $1.words.count }).prefix(255) {
                set.phraseRules.append(PhraseRule(wordsStart: Int32(set.phraseWords.count), wordsCount: Int32(rule.words.count),
                                                  term: rule.term))
                set.phraseWords += rule.words
            }
        }
    }
}
