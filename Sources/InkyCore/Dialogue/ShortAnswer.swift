// SPDX-License-Identifier: GPL-3.0-or-later

/// Whether an answer is short: a single word, a few words that say little ("fine I guess", "no idea",
/// "same as always"), or one of the options the question itself offered. A few words that name a
/// feeling ("lonely and flat") are not short: they say a lot.
public enum ShortAnswer {
    /// - Parameters:
    ///   - maximumWords: the most words a short answer has (`short_answer_words` in Prompts/conversation.yaml).
    public static func isShort(_ answer: String, question: String, lexicon: ReplyLexicon, maximumWords: Int) -> Bool {
        let words = ReplyLexicon.words(answer)
        guard words.count <= maximumWords else { return false }
        if words.count <= 1 { return true }
        return OfferedOptions.pick(answer, question: question, lexicon: lexicon) != nil
            || lexicon.covers(words, with: ReplyLexicon.Kind.allCases)
    }
}
