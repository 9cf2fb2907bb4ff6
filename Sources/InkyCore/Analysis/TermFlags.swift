// SPDX-License-Identifier: GPL-3.0-or-later

/// What kind of lexicon entry a term id is, beyond its emotion and modifier values.
struct TermFlags: OptionSet, Sendable {
    var rawValue: UInt8
    /// Listed in `stopwords.tsv`: never a keyword.
    static let stopWord = TermFlags(rawValue: 1)
    /// An ASCII emoticon, matched by the tokenizer's emoticon scanner.
    static let emoticon = TermFlags(rawValue: 2)
    /// Listed in `modifiers.tsv` (any kind): never a keyword.
    static let modifierWord = TermFlags(rawValue: 4)
}
